import "./styles/global.css";
import { scheduleIslands } from "./islands/schedule-islands";
import { startFloatingContacts } from "./lib/floating/keep-clear";
import { decorateCheckoutLinks } from "./lib/promo/decorate-links";
import { startReveal } from "./lib/reveal/start-reveal";

/**
 * Waits for the first frame: the prerendered page paints before any of this runs, and none of it
 * changes what the first screen shows (links get the promo code, elements below the fold are
 * hidden for their scroll-in, islands are only scheduled).
 */
function afterFirstPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

function enhance(): void {
  // The 404 document carries data-not-found (app/not-found-page.tsx). A marker, not the route
  // table: importing a module the prerender also imports would split a chunk off this entry.
  if (document.querySelector("[data-not-found]")) {
    void import("./app/report-not-found").then(({ reportNotFound }) => {
      reportNotFound(window.location.pathname);
    });
  }
  decorateCheckoutLinks();
  startFloatingContacts();
  startReveal();
  scheduleIslands();
}

afterFirstPaint(enhance);
