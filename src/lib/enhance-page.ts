// The page script of every document. It is bundled on its own (integrations/standalone-scripts.ts)
// and written in the page (src/layouts/base-layout.astro), so no request stands between the HTML
// and the buy links' promo code; /licenca's checking script carries it instead. A module it shares
// with an island is a copy in each: such a module keeps nothing in memory that the other needs
// (what they share goes through the page or the browser's storage).
import { startFloatingContacts } from "./floating/keep-clear";
import { startAccordions } from "./disclosure/accordion";
import { showHeadingFontAfterLoad } from "./fonts/heading-font";
import { startHeaderMenu } from "./disclosure/header-menu";
import { linkAfterPaint } from "./head/after-paint";
import { startIslandRecovery } from "./islands/recover-islands";
import { reportNotFound } from "./not-found/report-not-found";
import { decorateCheckoutLinks } from "./promo/decorate-links";
import { startReveal } from "./reveal/start-reveal";
import { sweepExpiredEntries } from "./storage/expiring";
import { afterFirstContentfulPaint, PAINTED_ATTRIBUTE } from "./timing/after-first-paint";

/**
 * Runs after the first contentful paint for a visitor landing on the top: the prerendered page is
 * on the screen before any of this runs, and none of it changes what that screen shows (links
 * get the promo code, elements below the fold are hidden for their scroll-in).
 */
function enhance(): void {
  // From here on every section is laid out (global.css, `layout-after-paint`).
  document.documentElement.setAttribute(PAINTED_ATTRIBUTE, "");
  // The heading font: once the page has also loaded, where it moves nothing (lib/fonts).
  showHeadingFontAfterLoad();
  linkAfterPaint();
  // A task of its own: with developer tools attached, a console message with its stack is slow.
  setTimeout(reportNotFound, 0);
  decorateCheckoutLinks();
  startHeaderMenu();
  startAccordions();
  startFloatingContacts();
  startReveal();
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

export function enhancePage(): void {
  // At once, before any island reads its storage: what the site keeps expires on every page.
  sweepExpiredEntries();
  // At once: the player may start loading (and fail) before the first paint is reported.
  startIslandRecovery();
  if (arrivesAtTop()) afterFirstContentfulPaint(enhance);
  else enhance();
}
