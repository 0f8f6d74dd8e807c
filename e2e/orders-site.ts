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
