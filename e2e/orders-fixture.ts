/**
 * Orders for the tests of /pedido and of the order API, written into the local store that the
 * tests' Cloudflare runtime serves (scripts/orders-site.mjs), through the store module the site's
 * functions and `npm run pedido` use (src/features/orders/order-store.ts). Each test seeds the
 * orders it needs, so that it can change them (a download, a refund) without touching another's,
 * in either project or on a retry.
 */
import { closeSync, openSync, readFileSync, readdirSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { OrderStore } from "../src/features/orders/order-store";
import { test as base } from "./fixtures";
import { currentVersion } from "./legal-versions";
import { openOrderStore, seedOrder, type OrderSeed } from "./order-seeds";
import { ORDERS_STATE_DIR, ORDERS_URL } from "./orders-site";

export { expect } from "./fixtures";
export { ORDERS_URL };

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, process.env.DIST_DIR ?? "dist");

/** The build's own samples stand in for an order's files: real audio, seekable. */
export function audioFile(extension: "opus" | "mp3", folder = dist): Uint8Array {
  const file = readdirSync(join(folder, "audio")).find((name) => name.endsWith(`.${extension}`));
  if (!file) throw new Error(`no .${extension} sample in ${folder}/audio`);
  return new Uint8Array(readFileSync(join(folder, "audio", file)));
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
  seed(options: Omit<OrderSeed, "termsVersion" | "files">): Promise<SeededOrder>;
}

/** Held by the order test that runs: its path, in the store's folder (fresh for each run). */
const TURN = join(ORDERS_STATE_DIR, "test-turn.pid");

/** The process that holds the turn is still running (a worker that crashed holds nothing). */
function holderAlive(): boolean {
  const pid = Number(readFileSync(TURN, { encoding: "utf8", flag: "r" }) || 0);
  if (!pid) return true; // just created, its number not yet written
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits for the order tests' turn, across Playwright's workers: one order test at a time. The
 * seeds write the store's SQLite file from this process while `wrangler pages dev` reads and
 * writes it in its own, and SQLite lets one of two processes wait for the other only so long:
 * the runtime then answers a buyer's request 500 (Cloudflare's D1 has a single writer, so the
 * site never meets this). The other worker meanwhile runs the other specs' tests.
 */
async function takeTurn(): Promise<() => void> {
  for (;;) {
    try {
      const file = openSync(TURN, "wx");
      writeSync(file, String(process.pid));
      closeSync(file);
      return () => rmSync(TURN, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (!holderAlive()) rmSync(TURN, { force: true });
      } catch {
        // Released between the two calls: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export const test = base.extend<{ orderTurn: undefined }, { orders: OrderSeeder }>({
  orderTurn: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const release = await takeTurn();
      try {
        await use(undefined);
      } finally {
        release();
      }
    },
    { auto: true },
  ],
  orders: [
    // Playwright reads the fixtures a fixture uses from this pattern: this one uses none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { store, dispose } = await openOrderStore(ORDERS_STATE_DIR);
      const files = { opus: audioFile("opus"), mp3: audioFile("mp3") };
      await use({
        store,
        async seed(options) {
          const seeded = await seedOrder(store, {
            ...options,
            termsVersion: currentVersion("terms"),
            files,
          });
          return { ...seeded, url: `${ORDERS_URL}/pedido#${seeded.token}`, full: files.mp3 };
        },
      });
      await dispose();
    },
    { scope: "worker" },
  ],
});
