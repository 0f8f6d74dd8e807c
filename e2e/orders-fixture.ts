/**
 * Orders for the tests of /pedido and of the order API, written into the local store that the
 * tests' Cloudflare runtime serves (scripts/orders-site.mjs), by that runtime's own process and
 * through the store module the site's functions and `npm run pedido` use
 * (src/features/orders/order-store.ts, e2e/order-store-endpoint.ts). Each test seeds the orders it
 * needs, so that it can change them (a download, a refund) without touching another's, in either
 * project and on either worker at once.
 */
import { readFileSync, readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import type { OrderRecord } from "../src/features/orders/order-model";
import { test as base } from "./fixtures";
import { currentVersion } from "./legal-versions";
import type { OrderSeed } from "./order-seed";
import type { StoreRequest } from "./order-store-endpoint";
import { ORDER_STORE_ENDPOINT, ORDERS_URL } from "./orders-site";

export { expect } from "./fixtures";
export { ORDERS_URL };

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, process.env.DIST_DIR ?? "dist");

/** The name of one of the build's samples in this format. */
function audioFileName(extension: string, folder = dist): string {
  const file = readdirSync(join(folder, "audio")).find((name) => name.endsWith(`.${extension}`));
  if (!file) throw new Error(`no .${extension} sample in ${folder}/audio`);
  return file;
}

/** The build's own samples stand in for an order's files: real audio, seekable. */
export function audioFile(extension: "opus" | "mp3", folder = dist): Uint8Array {
  return new Uint8Array(readFileSync(join(folder, "audio", audioFileName(extension, folder))));
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

/** The tests' orders, written and read by the order site's own process. */
export interface OrderSeeder {
  seed(options: Omit<OrderSeed, "termsVersion" | "files">): Promise<SeededOrder>;
  /** The order as the store holds it, or null. */
  find(number: string): Promise<{ readonly order: OrderRecord } | null>;
  /** Refunds these songs now, as `npm run pedido -- reembolso --mesmo-assim` does. */
  refund(number: string, songs: readonly number[]): Promise<unknown>;
  /** Erases the order now, as `npm run pedido -- apagar` does. */
  erase(number: string): Promise<unknown>;
  /** The e-mails the stand-in for Resend was asked to send for the order. */
  emails(number: string): Promise<SentEmail[]>;
}

/** An e-mail as the stand-in for Resend received it (e2e/resend-standin.ts). */
export interface SentEmail {
  readonly authorization: string | null;
  readonly body: { from: string; to: string[]; subject: string; text: string; html: string };
}

/**
 * Asks the order site's own process to read or write its store (e2e/order-store-endpoint.ts), on
 * a connection of its own: the runtime closes a kept-alive connection between two requests, and
 * a pooled one would be found closed.
 */
function ask<T>(body: StoreRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${ORDERS_URL}${ORDER_STORE_ENDPOINT}`,
      { method: "POST", agent: false, headers: { "Content-Type": "application/json" } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          response.statusCode === 200
            ? resolve(JSON.parse(text) as T)
            : reject(new Error(`the order store answered ${response.statusCode}: ${text}`)),
        );
      },
    );
    sent.on("error", reject);
    sent.end(JSON.stringify(body));
  });
}

export const test = base.extend<object, { orders: OrderSeeder }>({
  orders: [
    // Playwright reads the fixtures a fixture uses from this pattern: this one uses none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Two of the build's samples, as the runtime serves them beside the site.
      const sample = (extension: string) => `/audio/${audioFileName(extension)}`;
      const files = { opus: sample("opus"), mp3: sample("mp3") };
      const full = audioFile("mp3");
      await use({
        async seed(options) {
          const seeded = await ask<{ number: string; token: string; buyerName: string }>({
            op: "seed",
            seed: { ...options, termsVersion: currentVersion("terms"), files },
          });
          return { ...seeded, url: `${ORDERS_URL}/pedido#${seeded.token}`, full };
        },
        find: (number) => ask<{ order: OrderRecord } | null>({ op: "find", number }),
        refund: (number, songs) => ask({ op: "refund", number, songs }),
        erase: (number) => ask({ op: "erase", number }),
        emails: (number) => ask<SentEmail[]>({ op: "emails", number }),
      });
    },
    { scope: "worker" },
  ],
});
