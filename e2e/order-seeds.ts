/**
 * Orders written into a local order store for the tests, through the store module the site's
 * functions and `npm run pedido` use (src/features/orders/order-store.ts): the browser suite's
 * fixture (e2e/orders-fixture.ts) and the hosts' test (scripts/test-hosts.mjs, whose Firefox and
 * WebKit open them). Node runs this file as it is: its imports name their `.ts`.
 */
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type { OrderBindings } from "../src/features/orders/cloudflare.ts";
import {
  createOrder,
  deliverSong,
  putPreviews,
  recordDownload,
  recordLyrics,
  refundSongs,
  type OrderStore,
} from "../src/features/orders/order-store.ts";
import type { PackageId, SongStage } from "../src/features/orders/order-model.ts";

const root = new URL("..", import.meta.url).pathname;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The stages in order, each implying those before it. */
const STAGES: readonly SongStage[] = ["brief", "lyrics", "previews", "ready", "downloaded"];

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

export interface SongSeed {
  /** Where the song stands. */
  readonly stage: SongStage;
  readonly title?: string;
  /** The signed certificate's fragment, for a delivered song. */
  readonly certificate?: { readonly number: string; readonly fragment: string };
  /** When its full version was made available, in days before the order's time. */
  readonly deliveredDaysAgo?: number;
}

export interface OrderSeed {
  readonly package?: PackageId;
  readonly songs: readonly SongSeed[];
  readonly buyerName?: string;
  /** How long ago it all happened: past the page's days, the order is expired. */
  readonly daysAgo?: number;
  /** The Terms version the purchase follows (the site's current one). */
  readonly termsVersion: string;
  /** The bytes of every preview (Opus and MP3) and full version. */
  readonly files: { readonly opus: Uint8Array; readonly mp3: Uint8Array };
}

/** Writes an order where each song stands as `songs` says; gives its number and token. */
export async function seedOrder(
  store: OrderStore,
  {
    package: packageId = "single",
    songs,
    buyerName = "Yasmin Fernandes",
    daysAgo = 0,
    termsVersion,
    files,
  }: OrderSeed,
): Promise<{ number: string; token: string; buyerName: string }> {
  const now = new Date(Date.now() - daysAgo * DAY_MS);
  const { number, token } = await createOrder(
    store,
    {
      package: packageId,
      buyerName,
      buyerEmail: "cliente@exemplo.com.br",
      platformCode: "HP1234",
      purchasedOn: now.toISOString().slice(0, 10),
      termsVersion,
    },
    now,
  );
  for (const [index, song] of songs.entries()) {
    const n = index + 1;
    // A refunded song was delivered first; every other stage implies the ones before it.
    const reached = (stage: SongStage) =>
      song.stage === "refunded"
        ? STAGES.indexOf(stage) <= STAGES.indexOf("ready")
        : STAGES.indexOf(song.stage) >= STAGES.indexOf(stage);
    if (reached("lyrics")) await recordLyrics(store, number, n, now);
    if (reached("previews")) {
      const preview = { opus: files.opus, mp3: files.mp3, seconds: 45 };
      await putPreviews(store, number, n, [preview, { ...preview, seconds: 38 }], now);
    }
    if (reached("ready")) {
      const title = song.title ?? `Canção ${n}`;
      await deliverSong(
        store,
        number,
        n,
        {
          title,
          bytes: files.mp3,
          name: `${title}.mp3`,
          seconds: 181,
          sha256: "0".repeat(64),
          certificate: song.certificate ?? null,
        },
        new Date(now.getTime() - (song.deliveredDaysAgo ?? 0) * DAY_MS),
      );
    }
    if (reached("downloaded")) await recordDownload(store, number, n, now);
    if (song.stage === "refunded") await refundSongs(store, number, [n], now);
  }
  return { number, token, buyerName };
}
