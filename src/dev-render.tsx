import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { pages } from "./app/pages";
import { routeForPath } from "./config/routes";

/**
 * `npm run dev` serves the empty HTML template (prerendering happens at build time), so in
 * development the whole page is rendered in the browser. Never part of the production bundle.
 */
export function renderForDevelopment(container: HTMLElement): void {
  const Page = pages[routeForPath(window.location.pathname)];
  createRoot(container).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
