/**
 * Orders for the tests of /pedido and of the order API, written into the local store that the
 * tests' Cloudflare runtime serves (scripts/orders-site.mjs), through the store module the site's
 * functions and `npm run pedido` use (src/features/orders/order-store.ts). Each test seeds the
 * orders it needs, so that it can change them (a download, a refund) without touching another's,
 * in either project or on a retry.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { OrderBindings } from "../src/features/orders/cloudflare";
import {
  createOrder,
  deliverSong,
  putPreviews,
  recordDownload,
  recordLyrics,
  refundSongs,
  type OrderStore,
} from "../src/features/orders/order-store";
import type { PackageId, SongStage } from "../src/features/orders/order-model";
import { test as base } from "./fixtures";
import { currentVersion } from "./legal-versions";
import { ORDERS_STATE_DIR, ORDERS_URL } from "./orders-site.ts";

export { expect } from "./fixtures";
export { ORDERS_URL };

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, process.env.DIST_DIR ?? "dist");

/** The build's own samples stand in for an order's files: real audio, seekable. */
function audioFile(extension: "opus" | "mp3"): Uint8Array {
  const file = readdirSync(join(dist, "audio")).find((name) => name.endsWith(`.${extension}`));
  if (!file) throw new Error(`no .${extension} sample in ${dist}/audio`);
  return new Uint8Array(readFileSync(join(dist, "audio", file)));
}

export interface SongSeed {
  /** Where the song stands. */
  readonly stage: SongStage;
  readonly title?: string;
  /** The signed certificate's fragment, for a delivered song. */
  readonly certificate?: { readonly number: string; readonly fragment: string };
  /** When its full version was made available, in days before now (the guarantee's clock). */
  readonly deliveredDaysAgo?: number;
}

export interface SeededOrder {
  readonly number: string;
  readonly token: string;
  /** The order's private page on the tests' Cloudflare runtime. */
  readonly url: string;
  readonly buyerName: string;
  /** The bytes every delivered song's full version holds. */
  readonly full: Uint8Array;
}

export interface OrderSeeder {
  readonly store: OrderStore;
  seed(options: {
    readonly package?: PackageId;
    readonly songs: readonly SongSeed[];
    readonly buyerName?: string;
  }): Promise<SeededOrder>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const test = base.extend<object, { orders: OrderSeeder }>({
  orders: [
    // Playwright reads the fixtures a fixture uses from this pattern: this one uses none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const proxy = await getPlatformProxy<OrderBindings>({
        configPath: join(root, "wrangler.toml"),
        persist: { path: join(ORDERS_STATE_DIR, "v3") },
        remoteBindings: false,
      });
      const { PEDIDOS: db, ARQUIVOS: files } = proxy.env;
      if (!db || !files) throw new Error("wrangler.toml declares no order store");
      const store: OrderStore = { db, files };
      const opus = audioFile("opus");
      const full = audioFile("mp3");
      await use({
        store,
        async seed({ package: packageId = "single", songs, buyerName = "Yasmin Fernandes" }) {
          const now = new Date();
          const { number, token } = await createOrder(
            store,
            {
              package: packageId,
              buyerName,
              buyerEmail: "cliente@exemplo.com.br",
              platformCode: "HP1234",
              purchasedOn: now.toISOString().slice(0, 10),
              termsVersion: currentVersion("terms"),
            },
            now,
          );
          for (const [index, song] of songs.entries()) {
            const n = index + 1;
            const reached = (stage: SongStage) =>
              ["lyrics", "previews", "ready", "downloaded", "refunded"].indexOf(song.stage) >=
              ["lyrics", "previews", "ready", "downloaded", "refunded"].indexOf(stage);
            if (song.stage === "brief") continue;
            await recordLyrics(store, number, n, now);
            if (reached("previews")) {
              const preview = { opus, mp3: full, seconds: 45 };
              await putPreviews(store, number, n, [preview, { ...preview, seconds: 38 }], now);
            }
            if (reached("ready")) {
              const delivered = new Date(now.getTime() - (song.deliveredDaysAgo ?? 0) * DAY_MS);
              await deliverSong(
                store,
                number,
                n,
                {
                  title: song.title ?? `Canção ${n}`,
                  bytes: full,
                  name: `${song.title ?? `Canção ${n}`}.mp3`,
                  seconds: 181,
                  sha256: "0".repeat(64),
                  certificate: song.certificate ?? null,
                },
                delivered,
              );
            }
            if (reached("downloaded") && song.stage !== "refunded") {
              await recordDownload(store, number, n, now);
            }
            if (song.stage === "refunded") await refundSongs(store, number, [n], now);
          }
          return { number, token, url: `${ORDERS_URL}/pedido#${token}`, buyerName, full };
        },
      });
      await proxy.dispose();
    },
    { scope: "worker" },
  ],
});
