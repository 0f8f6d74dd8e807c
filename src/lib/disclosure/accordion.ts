/**
 * The FAQ as a WAI-ARIA accordion, without React. Each `[data-accordion]` is prerendered with
 * every answer open (readable without JavaScript); this folds them and opens one at a time: a
 * button shows its region and closes the one that was open, and a second press closes it.
 */
export function startAccordions(root: Document = document): void {
  for (const accordion of root.querySelectorAll<HTMLElement>("[data-accordion]")) {
    const items = [...accordion.querySelectorAll<HTMLButtonElement>("button[aria-controls]")]
      .map((button) => ({
        button,
        panel: root.getElementById(button.getAttribute("aria-controls") ?? ""),
      }))
      .filter((item): item is { button: HTMLButtonElement; panel: HTMLElement } => !!item.panel);

    const show = (open: (typeof items)[number] | undefined) => {
      for (const item of items) {
        const expanded = item === open;
        item.button.setAttribute("aria-expanded", String(expanded));
        item.panel.hidden = !expanded;
      }
    };
    for (const item of items) {
      item.button.addEventListener("click", () => {
        show(item.button.getAttribute("aria-expanded") === "true" ? undefined : item);
      });
    }
    show(undefined);
  }
}
