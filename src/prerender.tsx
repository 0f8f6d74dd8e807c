import { StrictMode } from "react";
import { documentHead } from "./app/document-head";
import { pages } from "./app/pages";
import { routeForPath } from "./config/routes";

/** Called by vite-prerender-plugin at build time, once per document. */
export async function prerender({ url }: { url: string }) {
  // The edge build of react-dom/server: the Node build keeps the build process from exiting.
  const { renderToString } = await import("react-dom/server.edge");
  const route = routeForPath(url);
  const Page = pages[route];
  const html = renderToString(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
  return { html, head: documentHead(route) };
}
