/**
 * Distance between the top of the viewport and a section reached by an in-page link. The value
 * in force is global.css's `--scroll-offset`; this copy serves e2e/landing.spec.ts, which
 * checks the two agree in the browser.
 */
export const SCROLL_OFFSET_PX = 80;
