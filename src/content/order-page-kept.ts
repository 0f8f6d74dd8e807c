import { ORDER_PAGE_DAYS } from "../features/orders/order-model.ts";

/**
 * How long an order's page and files stay, counted as order-model.ts's `retentionEnds` counts:
 * from the order's last event, so that a refund after the last delivery does not shorten it.
 * Its own module: the register's rule (config/data-register.ts) and the order page's words
 * (order-terms.ts, which the islands import without the register) say it from here.
 */
export const orderPageKept = `${ORDER_PAGE_DAYS} dias depois do último acontecimento do pedido (a compra, a entrega de uma música ou um reembolso)`;
