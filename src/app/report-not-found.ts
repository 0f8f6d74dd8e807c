import { notFoundContent } from "../content/pages";

/** Names the missing address in the console; loaded on the 404 page only. */
export function reportNotFound(path: string): void {
  console.error(notFoundContent.consoleMessage(path));
}
