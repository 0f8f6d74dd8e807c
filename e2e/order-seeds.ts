/**
 * Orders written into a local order store for the tests, through the store module the site's
 * functions and `npm run pedido` use (src/features/orders/order-store.ts): the browser suite's
 * fixture (e2e/orders-fixture.ts) and the hosts' test (scripts/test-hosts.mjs, whose Firefox and
 * WebKit open them). Node runs this file as it is: its imports name their `.ts`.
 */
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import type {
  D1Database,
  D1PreparedStatement,
  OrderBindings,
} from "../src/features/orders/cloudflare.ts";
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
  const store: OrderStore = { db: patient(db), files };
  return { store, dispose: () => proxy.dispose() };
}

/** How long a seed waits in all for the runtime under test to let go of the database file. */
const BUSY_WAIT_MS = 10_000;
const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/.test(String(error));
/**
 * A read refused the same way: the local D1 reports a lock met by a read as an "internal error"
 * (its cause only in the runtime's log). A read changes nothing, so it is always asked again.
 */
const isReadRefused = (error: unknown) => isBusy(error) || /internal error/.test(String(error));

/**
 * The database, waiting out SQLITE_BUSY: the seeds write the very file that `wrangler pages dev`
 * writes as it answers the tests (fifty downloads at once, in another worker), and a statement
 * refused as busy changed nothing, so it is sent again. Cloudflare's D1 has one writer: there,
 * and so in the site's own code, no statement meets another's lock.
 */
function patient(db: D1Database): D1Database {
  const retried = async <T>(work: () => Promise<T>, refused = isBusy): Promise<T> => {
    const until = Date.now() + BUSY_WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
      try {
        return await work();
      } catch (error) {
        if (!refused(error) || Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  const inners = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const unwrap = (outer: D1PreparedStatement) => inners.get(outer) ?? outer;
  const statement = (inner: D1PreparedStatement): D1PreparedStatement => {
    const outer = new Proxy(inner, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (key === "run" || key === "first" || key === "all")
          return (...args: never[]) =>
            retried(
              () => (target[key] as (...a: never[]) => Promise<unknown>)(...args),
              key === "run" ? isBusy : isReadRefused,
            );
        return Reflect.get(target, key);
      },
    });
    inners.set(outer, inner);
    return outer;
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === "prepare") return (query: string) => statement(target.prepare(query));
      // A batch is one transaction: refused, none of it was applied. Its statements are the
      // inner ones, which the runtime's own batch knows.
      if (key === "batch")
        return (statements: D1PreparedStatement[]) =>
          retried(() => target.batch(statements.map(unwrap)));
      return Reflect.get(target, key);
    },
  });
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
