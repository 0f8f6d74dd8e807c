/**
 * /pedido's one script file (integrations/standalone-scripts.ts): the order, then the site's page
 * script, which the layout leaves out of this page, once the order (or why there is none) is on
 * the screen.
 */
import { enhancePage } from "../../lib/enhance-page";
import { afterNextPaint } from "../../lib/timing/after-first-paint";
import { startOrderPage } from "./order-page";

export function startOrderDocument(): void {
  void startOrderPage().finally(() => afterNextPaint(enhancePage));
}
