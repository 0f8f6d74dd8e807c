import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0 to 2.2, A and AA, and axe's best practices. */
export const WCAG_AA_AND_BEST_PRACTICE = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
];

/**
 * axe on a page, run inside the page itself ("legacy mode"). The default mode runs axe in each
 * frame and then again in a blank page of its own, to join the frames' results: the site's pages
 * have no frame, so it would join one result, for about 1.5 s more per scan on a 2-core machine.
 * The page is checked to have none, so that a frame added one day is not left unscanned.
 */
export function axeOn(page: Page): AxeBuilder {
  expect(page.frames(), "a frame axe's in-page mode would not scan").toHaveLength(1);
  return new AxeBuilder({ page }).setLegacyMode();
}
