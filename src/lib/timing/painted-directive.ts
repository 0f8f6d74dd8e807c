/**
 * `client:painted`: wakes an island once the page script reports the first paint (the root's
 * `data-painted`) and the browser is idle. Astro's `client:idle` waits for the load event only,
 * which on a small page comes before the first paint: the island's files were then asked for
 * ahead of it, and a slow connection painted later (Lighthouse, mobile: the thank-you page's
 * largest paint at 0.84 to 1.06 s from run to run). Registered by integrations/index.ts; Astro
 * bundles it into the pages that use it.
 */
import type { ClientDirective } from "astro";
import { PAINTED_ATTRIBUTE } from "./after-first-paint";

const paintedDirective: ClientDirective = (load) => {
  const wake = async () => {
    const hydrate = await load();
    await hydrate();
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => void wake());
    else setTimeout(() => void wake(), 200);
  };
  const root = document.documentElement;
  if (root.hasAttribute(PAINTED_ATTRIBUTE)) {
    whenIdle();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(PAINTED_ATTRIBUTE)) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe(root, { attributes: true, attributeFilter: [PAINTED_ATTRIBUTE] });
};

export default paintedDirective;
