// A failing upload leaves the order as it was: the store writes the order only once every file is
// in the bucket. The real store is tested on wrangler's D1 and R2 (scripts/owner/orders/
// actions.test.ts, e2e/orders-api.spec.ts); a bucket that fails is one no real one can be made to be.
import { describe, expect, it } from "vitest";
import type { D1Database, D1PreparedStatement, R2Bucket } from "./cloudflare";
import { deliverSong, putPreviews } from "./order-store";

/** A database that records every statement it runs, and a bucket whose every upload fails. */
function failingStore() {
  const ran: string[] = [];
  const statement = (query: string): D1PreparedStatement => ({
    bind: () => statement(query),
    first: async () => {
      ran.push(query);
      return null;
    },
    all: async <T>() => {
      ran.push(query);
      return { results: [] as T[] };
    },
    run: async () => {
      ran.push(query);
      return { meta: { changes: 1 } };
    },
  });
  const db: D1Database = {
    prepare: statement,
    batch: async (statements) => {
      ran.push(`batch of ${statements.length}`);
      return statements.map(() => ({ meta: { changes: 1 } }));
    },
  };
  const files = {
    put: async () => {
      throw new Error("upload failed halfway");
    },
  } as unknown as R2Bucket;
  return { store: { db, files }, ran };
}

const writes = (ran: readonly string[]) => ran.filter((query) => !/^\s*SELECT/i.test(query));

describe("an upload that fails", () => {
  it("writes nothing of the previews to the order", async () => {
    const { store, ran } = failingStore();
    const preview = { opus: new Uint8Array(3), mp3: new Uint8Array(3), seconds: 40 };
    await expect(putPreviews(store, "K9XM3A", 1, [preview, preview], new Date())).rejects.toThrow(
      "upload failed halfway",
    );
    expect(writes(ran)).toEqual([]);
  });

  it("writes nothing of the full version or its certificate to the order", async () => {
    const { store, ran } = failingStore();
    await expect(
      deliverSong(
        store,
        "K9XM3A",
        1,
        {
          title: "Noite no Cairo",
          bytes: new Uint8Array(3),
          name: "Noite no Cairo.mp3",
          seconds: 170,
          sha256: "a".repeat(64),
          certificate: { number: "6K59-ABCDEF", fragment: "v1.a.b" },
        },
        new Date(),
      ),
    ).rejects.toThrow("upload failed halfway");
    expect(writes(ran)).toEqual([]);
  });
});
