import "./styles/global.css";
import { reportNotFound } from "./app/report-not-found";
import { scheduleIslands } from "./islands/schedule-islands";
import { startFloatingContacts } from "./lib/floating/keep-clear";
import { startAccordions } from "./lib/disclosure/accordion";
import { startHeaderMenu } from "./lib/disclosure/header-menu";
import { linkAfterPaint } from "./lib/head/after-paint";
import { decorateCheckoutLinks } from "./lib/promo/decorate-links";
import { startReveal } from "./lib/reveal/start-reveal";
import { afterFirstContentfulPaint, PAINTED_ATTRIBUTE } from "./lib/timing/after-first-paint";

/**
 * Runs after the first contentful paint for a visitor landing on the top: the prerendered page is
 * on the screen before any of this runs, and none of it changes what that screen shows (links get the promo code, elements
 * below the fold are hidden for their scroll-in, islands are only scheduled).
 */
function enhance(): void {
  // From here on every section is laid out (global.css, `layout-after-paint`).
  document.documentElement.setAttribute(PAINTED_ATTRIBUTE, "");
  linkAfterPaint();
  // A task of its own: with developer tools attached, a console message with its stack is slow.
  setTimeout(reportNotFound, 0);
  decorateCheckoutLinks();
  startHeaderMenu();
  startAccordions();
  startFloatingContacts();
  startReveal();
  scheduleIslands();
}

/**
 * True for a visitor who lands on the top of the page. One arriving mid-page (a #section link,
 * a reload or Back) is placed by the browser while the page loads: every section must have its
 * real height then, so nothing waits for the first paint.
 */
function arrivesAtTop(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return location.hash === "" && (navigation?.type ?? "navigate") === "navigate";
}

if (arrivesAtTop()) afterFirstContentfulPaint(enhance);
else enhance();
