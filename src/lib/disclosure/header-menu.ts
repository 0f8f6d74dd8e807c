/**
 * The header's mobile menu as a WAI-ARIA disclosure, on every page, without React: the button
 * toggles `aria-expanded` and the menu's `hidden`, Escape closes it and returns focus to the
 * button, and choosing any link in the header closes it. The button's two labels come from the
 * prerendered `data-label-open` / `data-label-close` (content/navigation.ts).
 *
 * The button is prerendered invisible (it cannot work without JavaScript) and shown here.
 */
export function startHeaderMenu(root: Document = document): void {
  const button = root.querySelector<HTMLButtonElement>("button[data-menu-button]");
  const menu = root.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!button || !menu) return;

  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
    if (label) button.setAttribute("aria-label", label);
    menu.hidden = !open;
  };

  button.addEventListener("click", () => {
    setOpen(!isOpen());
  });
  button.closest("header")?.addEventListener("click", (event) => {
    if (isOpen() && event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  button.dataset.ready = "";
}
