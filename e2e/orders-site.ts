/**
 * Where the order tests' server (scripts/orders-site.mjs) listens and keeps its local store: read
 * by the server, by playwright.config.ts and by the tests' fixture (e2e/orders-fixture.ts).
 */
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** Beside the port `npm start` serves the build under test on (e2e/measured.ts's E2E_PORT). */
export const ORDERS_PORT = Number(
  process.env.ORDERS_PORT ?? Number(process.env.E2E_PORT ?? 4180) + 20,
);
export const ORDERS_URL = `http://127.0.0.1:${ORDERS_PORT}`;
/** In the project's own (ignored) wrangler folder: each copy of the project has its own. */
export const ORDERS_STATE_DIR = join(root, ".wrangler", `e2e-orders-${ORDERS_PORT}`);
/** Where the tests' order site mounts the tests' way into its store (e2e/order-store-endpoint.ts). */
export const ORDER_STORE_ENDPOINT = "/__tests/store";

/**
 * The sales webhooks' secrets and her product table on the tests' order site, bound by
 * scripts/orders-site.mjs (`wrangler pages dev --binding`; her own site reads them from .dev.vars
 * locally and from Pages secrets when published): test values only.
 * The products are the recorded payloads' (src/features/sales/fixtures/).
 */
/** Where the tests' order site mounts its stand-in for Resend's API (e2e/resend-standin.ts). */
export const RESEND_STANDIN = "/__tests/resend";
export const SALES_TEST_VARS = {
  HOTMART_HOTTOK: "hottok-dos-testes-8f3a1c",
  KIWIFY_TOKEN: "token-kiwify-dos-testes-2b7e",
  VENDAS_PRODUTOS: "5550123=unica, 8c2a4e6b-1d3f-4a5c-9e7b-2b4d6f8a0c77=profissional",
  RESEND_API_KEY: "re_chave_dos_testes",
  EMAIL_FROM: "Loja de Teste <pedidos@exemplo.com.br>",
  RESEND_API_URL: `${ORDERS_URL}${RESEND_STANDIN}`,
} as const;
