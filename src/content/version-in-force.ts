/**
 * The version in force on `date` (aaaa-mm-dd): the newest of `versions` published on or before
 * it, or null when every one is later. A purchase follows the Terms of its own day (§ 14), not
 * the ones current when a page or a command reads them. No imports: the site's commands
 * (terms-versions.ts) and its functions at the edge (the sales webhook) share it.
 */
export function versionInForceOn(date: string, versions: readonly string[]): string | null {
  return (
    [...versions]
      .sort()
      .reverse()
      .find((version) => version <= date) ?? null
  );
}
