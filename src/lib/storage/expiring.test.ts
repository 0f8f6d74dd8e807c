import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../test/memory-storage";
import { removeExpiredEntries, SITE_KEY_PREFIX } from "./expiring";

const NOW = Date.UTC(2026, 10, 27);
const entry = (expiresAt: unknown) => JSON.stringify({ expiresAt, brief: { buyerName: "Ana" } });

describe("removeExpiredEntries", () => {
  it("removes the site's entries past their time and keeps the rest", () => {
    const storage = memoryStorage({
      [`${SITE_KEY_PREFIX}song-brief-draft`]: entry(NOW - 1),
      [`${SITE_KEY_PREFIX}kept`]: entry(NOW + 60_000),
      // Another script's entry is not the site's to touch, expired or not.
      _ga_cache: entry(NOW - 1),
    });
    expect(removeExpiredEntries(storage, NOW)).toEqual([`${SITE_KEY_PREFIX}song-brief-draft`]);
    expect([...storage.data.keys()]).toEqual([`${SITE_KEY_PREFIX}kept`, "_ga_cache"]);
  });

  it("removes a site's entry it cannot read the time of: it would never expire otherwise", () => {
    const storage = memoryStorage({
      [`${SITE_KEY_PREFIX}a`]: "{",
      [`${SITE_KEY_PREFIX}b`]: entry("amanhã"),
      [`${SITE_KEY_PREFIX}c`]: JSON.stringify({ savedAt: NOW }),
      [`${SITE_KEY_PREFIX}d`]: "null",
    });
    expect(removeExpiredEntries(storage, NOW)).toHaveLength(4);
    expect(storage.data.size).toBe(0);
  });

  it("keeps an entry at exactly its time only until that time", () => {
    const storage = memoryStorage({ [`${SITE_KEY_PREFIX}x`]: entry(NOW) });
    expect(removeExpiredEntries(storage, NOW - 1)).toEqual([]);
    expect(removeExpiredEntries(storage, NOW)).toEqual([`${SITE_KEY_PREFIX}x`]);
  });
});
