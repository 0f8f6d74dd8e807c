/**
 * /licenca's one script file (integrations/standalone-scripts.ts): the verdict, then the site's
 * page script, which the layout leaves out of this page. Its work (the menu, the scroll-in, the
 * heading font) shares the thread with the verdict, so it waits until the verdict is on show.
 */
import { enhancePage } from "../../lib/enhance-page";
import { startLicencePage } from "./licence-page";

export function startLicenceDocument(): void {
  void startLicencePage().finally(enhancePage);
}
