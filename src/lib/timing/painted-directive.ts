/**
 * `client:painted`: wakes an island once the page script reports the first paint (the root's
 * `data-painted`) and the browser is idle. Astro's `client:idle` waits for the load event only,
 * which on a small page comes before the first paint: the island's files were then asked for
 * ahead of it, and a slow connection painted later (Lighthouse, mobile: the thank-you page's
 * largest paint at 0.84 to 1.06 s from run to run). Registered by integrations/index.ts; Astro
 * bundles it into the pages that use it.
 */
import type { ClientDirective } from "astro";
import { whenPainted } from "./when-painted";

const paintedDirective: ClientDirective = (load) => {
  const wake = async () => {
    const hydrate = await load();
    await hydrate();
  };
  whenPainted(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => void wake());
    else setTimeout(() => void wake(), 200);
  });
};

export default paintedDirective;
