/**
 * The browser tests' way into the order store: a Pages Function that only the tests' order site
 * mounts (scripts/orders-site.mjs, at ORDER_STORE_ENDPOINT), never the site's functions/ nor its
 * build. It runs in the same Cloudflare runtime process that serves /pedido and its API, so one
 * process uses the local D1 and R2 (a second process writing the same SQLite file meets its lock:
 * SQLITE_BUSY). The seeds take their audio from the build's own samples, served beside it.
 */
import type { OrderBindings } from "../src/features/orders/cloudflare.ts";
import { eraseOrder, findOrder, refundSongs } from "../src/features/orders/order-store.ts";
import { seedOrder, type OrderSeed } from "./order-seed.ts";
import { EMAILS_PREFIX } from "./resend-standin.ts";

/** What the tests ask of the store (e2e/orders-fixture.ts). */
export type StoreRequest =
  | {
      readonly op: "seed";
      /** The order; its files are the addresses of two of the build's samples. */
      readonly seed: Omit<OrderSeed, "files"> & {
        readonly files: { readonly opus: string; readonly mp3: string };
      };
    }
  | { readonly op: "find"; readonly number: string }
  | { readonly op: "refund"; readonly number: string; readonly songs: readonly number[] }
  | { readonly op: "erase"; readonly number: string }
  /** What the stand-in for Resend was asked to send for an order (e2e/resend-standin.ts). */
  | { readonly op: "emails"; readonly number: string };

/**
 * The samples read once by this runtime: every seed writes the same bytes, and each read of an
 * asset costs the runtime's inspector a message per 4 KB (wrangler's dev proxy logs them all).
 */
const samples = new Map<string, Uint8Array>();

interface Assets {
  fetch(request: Request | URL | string): Promise<Response>;
}

export const onRequestPost = async ({
  request,
  env,
}: {
  request: Request;
  env: OrderBindings & { ASSETS: Assets };
}): Promise<Response> => {
  const { PEDIDOS: db, ARQUIVOS: files } = env;
  if (!db || !files) return new Response("no order store bound", { status: 500 });
  const store = { db, files };
  const asked = (await request.json()) as StoreRequest;
  const bytes = async (path: string) => {
    const kept = samples.get(path);
    if (kept) return kept;
    const response = await env.ASSETS.fetch(new URL(path, request.url));
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const read = new Uint8Array(await response.arrayBuffer());
    samples.set(path, read);
    return read;
  };
  switch (asked.op) {
    case "seed": {
      const { opus, mp3 } = asked.seed.files;
      const seeded = await seedOrder(store, {
        ...asked.seed,
        files: { opus: await bytes(opus), mp3: await bytes(mp3) },
      });
      return Response.json(seeded);
    }
    case "find": {
      const found = await findOrder(store, asked.number);
      return Response.json(found && { order: found.order });
    }
    case "refund":
      await refundSongs(store, asked.number, [...asked.songs], new Date(), "refund");
      return Response.json({});
    case "erase":
      await eraseOrder(store, asked.number, new Date());
      return Response.json({});
    case "emails": {
      const listed = await files.list({ prefix: `${EMAILS_PREFIX}pedido-${asked.number}/` });
      const sent = await Promise.all(
        listed.objects.map(async ({ key }) => {
          const kept = await files.get(key);
          return (
            kept && (JSON.parse(new TextDecoder().decode(await kept.arrayBuffer())) as unknown)
          );
        }),
      );
      return Response.json(sent);
    }
  }
};
