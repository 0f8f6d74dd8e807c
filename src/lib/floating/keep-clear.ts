/**
 * A floating button must never sit on what a visitor came to press: the buy buttons, the
 * player's controls, the open mobile menu. It steps aside (invisible, out of the tab order)
 * while one of them is under it, and comes back when the page scrolls on.
 */

export interface Box {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** True when the two boxes overlap or come within `gap` pixels of each other. */
export function boxesTouch(a: Box, b: Box, gap = 8): boolean {
  return (
    a.left < b.right + gap &&
    b.left < a.right + gap &&
    a.top < b.bottom + gap &&
    b.top < a.bottom + gap
  );
}

/**
 * What the floating button must keep clear of: the buy links, the controls marked
 * `data-keep-clear` (the player's), native audio controls; the open mobile menu counts whole.
 */
export const PROTECTED_SELECTOR = [
  "a[data-checkout-url]",
  "[data-keep-clear]",
  "audio[controls]",
  "nav[id]:not([hidden])",
].join(", ");

/** An open disclosure menu: the button steps aside wherever the menu is drawn. */
const OPEN_MENU_SELECTOR = "header button[aria-expanded='true']";

/**
 * Watches scrolling and resizing and sets `data-obscured` on the floating element while a
 * protected element is under it (the stylesheet hides it then). Returns a stop function.
 */
export function keepClear(floating: HTMLElement, selector = PROTECTED_SELECTOR): () => void {
  const view = floating.ownerDocument.defaultView;
  if (!view) return () => undefined;
  let frame = 0;
  const check = () => {
    frame = 0;
    const own = floating.getBoundingClientRect();
    const document = floating.ownerDocument;
    const blocked =
      document.querySelector(OPEN_MENU_SELECTOR) !== null ||
      [...document.querySelectorAll(selector)].some((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && boxesTouch(own, box);
      });
    floating.toggleAttribute("data-obscured", blocked);
  };
  const schedule = () => {
    if (frame === 0) frame = view.requestAnimationFrame(check);
  };
  // Menu toggles and islands hydrating change what is on screen without a scroll.
  const observer = new MutationObserver(schedule);
  observer.observe(floating.ownerDocument.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ["hidden", "aria-expanded"],
    childList: true,
  });
  view.addEventListener("scroll", schedule, { passive: true });
  view.addEventListener("resize", schedule, { passive: true });
  check();
  return () => {
    observer.disconnect();
    view.removeEventListener("scroll", schedule);
    view.removeEventListener("resize", schedule);
    if (frame !== 0) view.cancelAnimationFrame(frame);
  };
}

/** Shows every prerendered floating contact (hidden without JavaScript) and keeps it clear. */
export function startFloatingContacts(root: Document = document): void {
  for (const floating of root.querySelectorAll<HTMLElement>("[data-floating-contact]")) {
    floating.hidden = false;
    keepClear(floating);
  }
}
