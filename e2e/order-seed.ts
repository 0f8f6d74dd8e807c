/**
 * An order written where each song stands, through the store module the site's functions and
 * `npm run pedido` use (src/features/orders/order-store.ts). Pure: it runs in the tests' Cloudflare
 * runtime, in the same process that serves the order site (e2e/order-store-endpoint.ts), and in
 * Node for the hosts' test (e2e/order-seeds.ts).
 */
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

const DAY_MS = 24 * 60 * 60 * 1000;
/** The stages in order, each implying those before it. */
const STAGES: readonly SongStage[] = ["brief", "lyrics", "previews", "ready", "downloaded"];

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
  /** The sale's code at the payment platform (`novo --codigo`). */
  readonly platformCode?: string;
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
    platformCode = "HP1234",
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
      platformCode,
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
    if (song.stage === "refunded") await refundSongs(store, number, [n], now, "refund");
  }
  return { number, token, buyerName };
}
