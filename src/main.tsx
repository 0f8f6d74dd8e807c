import "./styles/global.css";
import { reportNotFound } from "./app/report-not-found";
import { scheduleIslands } from "./islands/schedule-islands";
import { startFloatingContacts } from "./lib/floating/keep-clear";
import { startAccordions } from "./lib/disclosure/accordion";
import { startHeaderMenu } from "./lib/disclosure/header-menu";
import { linkAfterPaint } from "./lib/head/after-paint";
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

afterFirstPaint(enhance);
