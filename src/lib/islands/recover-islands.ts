/**
 * When an island's code cannot load (the visitor went offline after the page arrived, or the
 * connection dropped), Astro's loader tries once more a second later, then gives up with a
 * console error and leaves the page as it was prerendered. Here the island's
 * `[data-player-offline]` notes say why it cannot play, and it is started again when the
 * connection returns or when the visitor presses "Tentar de novo": put back in the document, the
 * island runs its loader again (which asks for its files under a new address, past the failed
 * fetch the browser remembers). The rest of the page (buy links, FAQ, the other cards' text)
 * never depended on it.
 */

/** Astro's event for an island that failed to load or hydrate (cancelable: no console error). */
const HYDRATION_ERROR = "astro:hydration-error";
const NOTE = "[data-player-offline]";
const RETRY = "[data-player-retry]";

function showNotes(island: Element, shown: boolean): void {
  for (const note of island.querySelectorAll<HTMLElement>(NOTE)) note.hidden = !shown;
}

function onHydrationError(event: Event): void {
  const island = event.target;
  if (!(island instanceof HTMLElement) || island.localName !== "astro-island") return;
  if (!island.querySelector(NOTE)) return;
  // Said on the cards instead.
  event.preventDefault();
  showNotes(island, true);
  const view = island.ownerDocument.defaultView;
  const once = new AbortController();
  const retry = () => {
    once.abort();
    // Hidden again before hydration, so React finds the markup it renders.
    showNotes(island, false);
    const { parentNode, nextSibling } = island;
    island.remove();
    parentNode?.insertBefore(island, nextSibling);
  };
  view?.addEventListener("online", retry, { signal: once.signal });
  for (const button of island.querySelectorAll(RETRY)) {
    button.addEventListener("click", retry, { signal: once.signal });
  }
}

export function startIslandRecovery(root: Document = document): void {
  root.addEventListener(HYDRATION_ERROR, onHydrationError);
}
