import { StrictMode } from "react";
// The edge build of react-dom/server: the Node build keeps the build process from exiting.
// Imported statically: a dynamic import would make Vite's preload helper a chunk shared with
// the client entry, one more request on every page.
import { renderToString } from "react-dom/server.edge";
import { documentHead } from "./app/document-head";
import { pages } from "./app/pages";
import { routeForPath } from "./config/routes";

/** Called by vite-prerender-plugin at build time, once per document. */
export async function prerender({ url }: { url: string }) {
  const route = routeForPath(url);
  const Page = pages[route];
  const html = renderToString(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
  return { html, head: documentHead(route) };
}
