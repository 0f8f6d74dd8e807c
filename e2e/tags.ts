/**
 * Which runs leave a test out, by the tags it or its `describe` carries. A test left out by a
 * project never starts: no page is opened for it (a `test.skip` in the test would open one first).
 */
export const TAGS = {
  /** What the screen size cannot change: the phone project leaves it out (playwright.config.ts). */
  sameAtEverySize: "@same-at-every-size",
  /** What exists below the desktop breakpoint only (the mobile menu): the desktop project leaves it out. */
  belowDesktop: "@below-desktop",
  /** What no configuration can change: `npm test`'s owner pass leaves it out (`--grep-invert`). */
  anyOwner: "@any-owner",
} as const;
