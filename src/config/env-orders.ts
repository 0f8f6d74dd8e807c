/**
 * How the full version reaches the buyer, and so how the satisfaction guarantee ends: on her own
 * site (each order's private page, `npm run pedido`: docs/entregas.md), or by a download link the
 * owner sends from a service of hers. And the guarantee's longest time after a song is made
 * available, the owner's to set. The texts that state either (Terms §§ 5, 6 and 8, each card's
 * contract summary, the FAQ, /obrigado, the closing section, the privacy policy) follow this one
 * setting (content/order-terms.ts). Part of the schema (env-schema.ts).
 */
import { optional, rule } from "./env-rules.ts";

/** The guarantee's longest time, in days after the full version is made available. */
export const GUARANTEE_DAYS = { min: 7, max: 90 } as const;

const yesNo = (value: string) =>
  ({ sim: true, nao: false, não: false, true: true, false: false })[value.toLowerCase()] ?? null;

export const orderFields = {
  VITE_ORDER_PAGE: optional(
    rule(
      yesNo,
      '"sim" (cada pedido tem a sua página no site, com as prévias, a música e o download registrado: npm run pedido) ou "nao" (você manda o link de download por um serviço seu)',
    ),
  ),
  VITE_GUARANTEE_DAYS: optional(
    rule(
      (value) =>
        /^\d{1,3}$/.test(value) && +value >= GUARANTEE_DAYS.min && +value <= GUARANTEE_DAYS.max
          ? +value
          : null,
      `um número inteiro de dias, de ${GUARANTEE_DAYS.min} a ${GUARANTEE_DAYS.max}, contados de quando a música completa fica disponível`,
    ),
  ),
};

/** The demo's values: its page is the specification's, delivered on the order page. */
export const ORDER_DEFAULTS = { VITE_ORDER_PAGE: "sim", VITE_GUARANTEE_DAYS: "30" } as const;

export function orderConfig(raw: {
  VITE_ORDER_PAGE: boolean | null;
  VITE_GUARANTEE_DAYS: number | null;
}) {
  return {
    /** Each order has its private page on the site, served by Cloudflare (functions/api/). */
    page: raw.VITE_ORDER_PAGE ?? true,
    /** The satisfaction guarantee's longest time, in days after a song is made available. */
    guaranteeDays: raw.VITE_GUARANTEE_DAYS ?? Number(ORDER_DEFAULTS.VITE_GUARANTEE_DAYS),
  };
}

export type OrderConfig = ReturnType<typeof orderConfig>;
