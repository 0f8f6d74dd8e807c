/**
 * The hosts' test (scripts/test-hosts.mjs) writes the orders its Firefox and WebKit open into the
 * local store of a `wrangler pages dev` that is idle meanwhile: one process uses the store at a
 * time. Node runs this file as it is: its imports name their `.ts`. The browser suite writes its
 * orders through the order site's own process instead (e2e/orders-fixture.ts).
 */
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { OrderBindings } from "../src/features/orders/cloudflare.ts";
import type { OrderStore } from "../src/features/orders/order-store.ts";

export { seedOrder, type OrderSeed, type SongSeed } from "./order-seed.ts";

const root = new URL("..", import.meta.url).pathname;

/** The local store kept in `stateDir` (what `wrangler pages dev --persist-to` serves). */
export async function openOrderStore(stateDir: string) {
  const proxy = await getPlatformProxy<OrderBindings>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(stateDir, "v3") },
    remoteBindings: false,
    envFiles: [],
  });
  const { PEDIDOS: db, ARQUIVOS: files } = proxy.env;
  if (!db || !files) throw new Error("wrangler.toml declares no order store");
  const store: OrderStore = { db, files };
  return { store, dispose: () => proxy.dispose() };
}
