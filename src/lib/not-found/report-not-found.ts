/** Where the missing address goes in the 404 document's `data-not-found` message. */
const PATH_SLOT = "{path}";

/**
 * Names the missing address in the console on the 404 document. The message is prerendered
 * into its `data-not-found` attribute (content/pages.ts), so no copy travels in the script.
 */
export function reportNotFound(root: Document = document): void {
  const message = root.querySelector<HTMLElement>("[data-not-found]")?.dataset.notFound;
  // A function, not the string: replace() would read `$&`, `$'` and the like in the address.
  if (message) console.error(message.replace(PATH_SLOT, () => root.location.pathname));
}
