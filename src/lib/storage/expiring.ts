/**
 * What this site keeps in the browser's localStorage expires on its own: each entry's key starts
 * with SITE_KEY_PREFIX and its JSON value carries `expiresAt` (ms since the epoch). Every page
 * removes the entries past it as its script starts (lib/enhance-page.ts), so a promise such as the
 * brief draft's "apagado depois de 30 dias" holds on a shared phone that never opens the brief
 * again. The brief (features/brief/brief-draft.ts) takes the key's and the entry's shapes from
 * here as types only: the page script may not share a module with an island.
 */
export const SITE_KEY_PREFIX = "site:";

/** A key of this site's own in localStorage. */
export type SiteStorageKey = `${typeof SITE_KEY_PREFIX}${string}`;

/** What every entry of this site's holds, beside its own data. */
export interface ExpiringEntry {
  readonly expiresAt: number;
}

type SweptStorage = Pick<Storage, "length" | "key" | "getItem" | "removeItem">;

/** The site's own entries past their `expiresAt`, or unreadable, removed; returns their keys. */
export function removeExpiredEntries(storage: SweptStorage, now: number): string[] {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(SITE_KEY_PREFIX),
  );
  const expired = keys.filter((key) => {
    try {
      const entry: unknown = JSON.parse(storage.getItem(key) ?? "null");
      const expiresAt =
        typeof entry === "object" && entry !== null && "expiresAt" in entry
          ? entry.expiresAt
          : null;
      return typeof expiresAt !== "number" || !(expiresAt > now);
    } catch {
      return true;
    }
  });
  for (const key of expired) storage.removeItem(key);
  return expired;
}

/** Sweeps this browser's storage; where storage is blocked there is nothing to sweep. */
export function sweepExpiredEntries(now = Date.now()): void {
  try {
    removeExpiredEntries(window.localStorage, now);
  } catch {
    // Blocked storage (cookies off) throws on access: it holds nothing of ours.
  }
}
