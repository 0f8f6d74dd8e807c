/**
 * What the sales webhooks answer (functions/api/vendas/: issue 58, docs/decisions/0028-sales-webhooks.md).
 * Each request is authenticated first, in constant time (src/features/sales/platform-events.ts):
 * Hotmart's account token in X-HOTMART-HOTTOK before the body is read, Kiwify's signature over
 * the raw body. A request that fails gets 401 and writes nothing. Then every event is kept once
 * (its id, kind and time), and:
 * - an approval opens the sale's order, once, with the package of the owner's product table
 *   (VENDAS_PRODUTOS) and the Terms in force on the day of the approval; a product not in her
 *   table opens it too, "a confirmar" (no package, no songs, no e-mail), never dropped:
 *   `npm run pedido -- lista` shows it with the command that confirms it;
 * - a refund, a chargeback or a cancellation refunds every song and cancels its certificates,
 *   before or after the approval;
 * - any other event is answered 200 and ignored, so that the platform never switches the URL off.
 * The secrets are Pages secrets (HOTMART_HOTTOK, KIWIFY_TOKEN); locally, .dev.vars.
 */
import { ROUTES, TERMS_VERSIONS_FILE } from "../../src/config/routes.ts";
import { versionInForceOn } from "../../src/content/version-in-force.ts";
import type { OrderBindings } from "../../src/features/orders/cloudflare.ts";
import { brasiliaTime } from "../../src/features/orders/order-model.ts";
import {
  claimAddress,
  confirmPackage,
  openOrderForSale,
  recordSaleEvent,
  recordSaleRefund,
  releaseAddress,
  replaceToken,
} from "../../src/features/orders/order-store.ts";
import { emailConfigured, sendOrderAddress, type EmailBindings } from "./order-email.ts";
import {
  MAX_BODY_BYTES,
  hotmartAuthentic,
  kiwifyAuthentic,
  packageOf,
  parseHotmartEvent,
  productKey,
  productTable,
  parseKiwifyEvent,
  type Platform,
} from "../../src/features/sales/platform-events.ts";
import { json, storeOf, withStore } from "./order-api.ts";

export interface SalesBindings extends OrderBindings, EmailBindings {
  readonly HOTMART_HOTTOK?: string;
  readonly KIWIFY_TOKEN?: string;
  /**
   * Her products and the package each is: `<product>[:<offer>]=unica|profissional`, separated by
   * commas (`npm run setup -- vendas` writes it).
   */
  readonly VENDAS_PRODUTOS?: string;
}

/** The answers' codes: the platform and the tests tell them apart by these, not by words. */
export const SALE_ANSWERS = {
  unauthenticated: "nao-autenticado",
  malformed: "aviso-invalido",
  tooLarge: "aviso-grande-demais",
  noTerms: "termos-indisponiveis",
} as const;

/** The published Terms' dates, from the build this function is served with. */
async function termsVersions(env: SalesBindings, url: string): Promise<string[]> {
  const response = await env.ASSETS?.fetch(new URL(TERMS_VERSIONS_FILE, url).href);
  if (!response?.ok) return [];
  const body = (await response.json()) as { versoes?: unknown };
  return Array.isArray(body.versoes)
    ? body.versoes.filter((item): item is string => typeof item === "string")
    : [];
}

export async function answerSale(
  platform: Platform,
  { request, env, now }: { request: Request; env: SalesBindings; now: Date },
): Promise<Response> {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) {
    return json(413, { error: SALE_ANSWERS.tooLarge });
  }
  // Hotmart's token is checked before the body is read; Kiwify signs the body itself.
  if (
    platform === "hotmart" &&
    !(await hotmartAuthentic(request.headers.get("X-HOTMART-HOTTOK"), env.HOTMART_HOTTOK ?? ""))
  ) {
    return json(401, { error: SALE_ANSWERS.unauthenticated });
  }
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return json(413, { error: SALE_ANSWERS.tooLarge });
  if (
    platform === "kiwify" &&
    !(await kiwifyAuthentic(
      raw,
      new URL(request.url).searchParams.get("signature"),
      env.KIWIFY_TOKEN ?? "",
    ))
  ) {
    return json(401, { error: SALE_ANSWERS.unauthenticated });
  }
  const parsed = platform === "hotmart" ? parseHotmartEvent(raw) : parseKiwifyEvent(raw);
  if (!parsed.ok) return json(400, { error: SALE_ANSWERS.malformed });
  const { event } = parsed;
  return withStore(storeOf(env), async (store) => {
    await recordSaleEvent(store, event, now);
    const sale = { platform, transaction: event.transaction };
    switch (event.kind) {
      case "approved": {
        // A product she has not mapped opens its order all the same, with no package yet.
        const pkg = packageOf(event.product, productTable(env.VENDAS_PRODUTOS));
        const purchasedOn = event.approvedOn ?? brasiliaTime(now.toISOString()).iso;
        const termsVersion = versionInForceOn(purchasedOn, await termsVersions(env, request.url));
        if (termsVersion === null) return json(503, { error: SALE_ANSWERS.noTerms });
        const opened = await openOrderForSale(
          store,
          {
            package: pkg,
            buyerName: event.buyer.name,
            buyerEmail: event.buyer.email,
            buyerPhone: event.buyer.phone,
            platformCode: event.transaction,
            purchasedOn,
            termsVersion,
          },
          { ...sale, product: productKey(event.product), coupon: event.coupon },
          now,
        );
        // Opened "a confirmar" by an earlier delivery, and mapped since: this one confirms it.
        if (!opened.opened && pkg !== null) await confirmPackage(store, opened.number, pkg);
        // Her address, by e-mail, once: the call that claims it sends it. A delivery after a
        // failed sending makes a new address (the first one reached no one). A sale the platform
        // already refunded sends nothing: the order opened cancelled. Nor does one "a confirmar":
        // the e-mail names the package; her `confirmar` gives the address.
        let emailed = false;
        if (
          pkg !== null &&
          !opened.refunded &&
          emailConfigured(env) &&
          (await claimAddress(store, sale, now))
        ) {
          const token = opened.token ?? (await replaceToken(store, opened.number));
          const origin = new URL(request.url).origin;
          emailed = await sendOrderAddress(
            env,
            {
              number: opened.number,
              package: pkg,
              buyerName: event.buyer.name,
              buyerEmail: event.buyer.email,
              address: `${origin}${ROUTES.order}#${token}`,
            },
            origin,
          ).catch(() => false);
          if (!emailed) await releaseAddress(store, sale);
        }
        return json(200, {
          pedido: opened.number,
          novo: opened.opened,
          enviado: emailed,
          aConfirmar: pkg === null,
        });
      }
      case "refunded":
      case "chargeback":
      case "canceled": {
        const { number } = await recordSaleRefund(store, sale, event.kind, now);
        return json(200, { pedido: number, reembolso: event.kind });
      }
      default:
        return json(200, { ignorado: event.platformEvent });
    }
  });
}
