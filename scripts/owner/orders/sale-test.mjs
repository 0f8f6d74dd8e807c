// @ts-check
// `npm run pedido -- venda-teste --local`: a recorded approved sale of her platform
// (src/features/sales/fixtures/), with a code of its own and her first product, signed as the
// platform signs it with the secret of her .dev.vars, sent to the site on this computer
// (`npx wrangler pages dev dist`). The site opens its order as it would a real sale's: she sees the
// webhook work before she publishes (docs/vendas.md).
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { Refusal } from "../cli.mjs";
import { pedido as say } from "../messages.mjs";
import { productTable } from "../../../src/features/sales/platform-events.ts";

/** The site `npx wrangler pages dev dist` serves; the tests' owner pass gives its own. */
const LOCAL_SITE = process.env.PEDIDOS_SITE_LOCAL || "http://localhost:8788";

/**
 * @param {{ config: import("../../../src/config/env-schema.ts").SiteConfig, root: string, local?: boolean }} context
 */
export async function vendaTeste(context) {
  if (!context.local) throw new Refusal(say.saleTestLocalOnly, say.saleTestLocalOnlyFix);
  const name = context.config.legal.paymentPlatform?.name ?? "";
  const platform = /hotmart/i.test(name) ? "hotmart" : /kiwify/i.test(name) ? "kiwify" : null;
  if (platform === null) throw new Refusal(say.saleTestPlatform(name), say.saleTestPlatformFix);
  const file = join(context.root, ".dev.vars");
  const vars = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  const secretName = platform === "hotmart" ? "HOTMART_HOTTOK" : "KIWIFY_TOKEN";
  const secret = vars[secretName];
  if (!secret) throw new Refusal(say.saleTestSecret(secretName), say.saleTestSecretFix(secretName));
  const [product] = Object.keys(productTable(vars.VENDAS_PRODUTOS));
  if (!product) throw new Refusal(say.saleTestProducts, say.saleTestProductsFix);
  const [productId = "", offer] = product.split(":");
  const transaction = `TESTE${randomBytes(5).toString("hex").toUpperCase()}`;
  const recorded = JSON.parse(
    readFileSync(
      new URL(`../../../src/features/sales/fixtures/${platform}-approved.json`, import.meta.url),
      "utf8",
    ),
  );
  if (platform === "hotmart") {
    recorded.id = crypto.randomUUID();
    recorded.data.purchase.transaction = transaction;
    recorded.data.product.id = /^\d+$/.test(productId) ? Number(productId) : productId;
    if (offer) recorded.data.purchase.offer = { ...recorded.data.purchase.offer, code: offer };
  } else {
    recorded.order_id = transaction;
    recorded.Product.product_id = productId;
    if (offer) recorded.checkout_link = offer;
  }
  const body = JSON.stringify(recorded);
  const address =
    platform === "hotmart"
      ? `${LOCAL_SITE}/api/vendas/hotmart`
      : `${LOCAL_SITE}/api/vendas/kiwify?signature=${createHmac("sha1", secret).update(body).digest("hex")}`;
  let answer;
  try {
    answer = await fetch(address, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(platform === "hotmart" ? { "X-HOTMART-HOTTOK": secret } : {}),
      },
      body,
    });
  } catch {
    throw new Refusal(say.saleTestNoSite(LOCAL_SITE), say.saleTestNoSiteFix);
  }
  const reply = /** @type {{ pedido?: string, error?: string }} */ (
    await answer.json().catch(() => ({}))
  );
  if (answer.status === 401) throw new Refusal(say.saleTestRefused, say.saleTestRefusedFix);
  if (!answer.ok || !reply.pedido) {
    throw new Refusal(say.saleTestFailed(answer.status, reply.error ?? ""), say.saleTestFailedFix);
  }
  return say.saleTestOpened(
    reply.pedido,
    platform === "hotmart" ? "Hotmart" : "Kiwify",
    transaction,
  );
}
