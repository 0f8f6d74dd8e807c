/**
 * /licenca's one script file (integrations/standalone-scripts.ts): the verdict, then the site's
 * page script, which the layout leaves out of this page. Its work (the menu, the manifest's
 * request, the heading font) waits until the verdict is on the screen, the page's largest paint.
 */
import { enhancePage } from "../../lib/enhance-page";
import { afterNextPaint } from "../../lib/timing/after-first-paint";
import { startLicencePage } from "./licence-page";

export function startLicenceDocument(): void {
  void startLicencePage().finally(() => afterNextPaint(enhancePage));
}
