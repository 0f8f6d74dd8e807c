/** `value` when it is a real date written dd/mm/aaaa ("13/04/2025"), else null. */
export function realDate(value: string): string | null {
  const [day = 0, month = 0, year = 0] = (/^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) ?? [])
    .slice(1)
    .map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return day !== 0 && date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? value : null;
}

/** "02/10/2026" → "2026-10-02" */
export const isoFromBrazilian = (date: string) => date.split("/").reverse().join("-");

/** "2026-10-02" → "02/10/2026" */
export const brazilianFromIso = (date: string) => date.split("-").reverse().join("/");
