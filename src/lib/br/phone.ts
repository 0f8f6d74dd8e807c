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

/**
 * A buyer's phone as a payment platform gives it ("11987654321" at Hotmart, "+5511912345678" at
 * Kiwify) as wa.me digits; null when it is not a phone WhatsApp can open. Written without a
 * country code, it is Brazilian: a two-digit area code and 8 or 9 digits (a leading trunk 0 aside).
 */
export function buyerWhatsappDigits(value: string): string | null {
  const written = value.trim();
  if (written.startsWith("+")) return whatsappDigits(written);
  if (!/^[\d\s().-]+$/.test(written)) return null;
  const digits = written.replace(/\D/g, "").replace(/^0(?=[1-9]{2})/, "");
  if (/^[1-9]{2}\d{8,9}$/.test(digits)) return `55${digits}`;
  return /^55[1-9]{2}\d{8,9}$/.test(digits) ? digits : null;
}
