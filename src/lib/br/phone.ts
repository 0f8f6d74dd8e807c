/** A WhatsApp number as wa.me links take it. */

/**
 * "+55 11 98765-4321" → "5511987654321". E.164: a plus, a country code, at most 15 digits; a
 * Brazilian number (+55) has a two-digit area code and 8 or 9 digits.
 */
export function whatsappDigits(value: string): string | null {
  if (!/^\+[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return digits.startsWith("55") && !/^55[1-9]\d\d{8,9}$/.test(digits) ? null : digits;
}
