/**
 * The visitor's choice about the tags that need consent, kept in a first-party cookie for at
 * most 6 months (ANPD's cookie guide; the privacy policy names it). Pure: the DOM work is in
 * consent-banner.ts.
 */
import type { ConsentCategory } from "./providers";

export type { ConsentCategory };

/** The cookie that keeps the choice. */
export const CONSENT_COOKIE = "preferencias_cookies";

/** 6 months, rounded down to whole days: the choice is asked again after this. */
export const CONSENT_MAX_AGE_DAYS = 180;

export type ConsentChoice = Readonly<Partial<Record<ConsentCategory, boolean>>>;

/** The first-party cookies each category's tag sets, which withdrawal removes (by prefix). */
export const TAG_COOKIES: Readonly<Record<ConsentCategory, readonly string[]>> = {
  // Google Analytics 4 (gtag.js): _ga, _ga_<stream>, and the older _gid / _gat.
  medicao: ["_ga", "_gid", "_gat"],
  // Meta Pixel: browser ID and click ID.
  publicidade: ["_fbp", "_fbc"],
};

const VERSION = "v1";
const CODES: Readonly<Record<ConsentCategory, string>> = { medicao: "m", publicidade: "p" };

/** `v1.m1.p0`: short, cookie-safe, and says nothing of the visitor. */
export function serializeChoice(choice: ConsentChoice): string {
  const parts = (Object.keys(CODES) as ConsentCategory[])
    .filter((category) => choice[category] !== undefined)
    .map((category) => `${CODES[category]}${choice[category] ? 1 : 0}`);
  return [VERSION, ...parts].join(".");
}

/** The stored choice, or an empty one for a missing, foreign or altered value. */
export function parseChoice(value: string | null | undefined): ConsentChoice {
  const [version, ...parts] = (value ?? "").split(".");
  if (version !== VERSION) return {};
  const choice: Partial<Record<ConsentCategory, boolean>> = {};
  for (const [category, code] of Object.entries(CODES) as [ConsentCategory, string][]) {
    const part = parts.find((item) => item.startsWith(code));
    if (part === `${code}1`) choice[category] = true;
    else if (part === `${code}0`) choice[category] = false;
  }
  return choice;
}

/** True while a configured category has no answer: the banner is shown. */
export function needsChoice(
  choice: ConsentChoice,
  categories: readonly ConsentCategory[],
): boolean {
  return categories.some((category) => choice[category] === undefined);
}

/** Every configured category set to one answer ("Aceitar" / "Recusar"). */
export function choiceForAll(
  categories: readonly ConsentCategory[],
  granted: boolean,
): ConsentChoice {
  return Object.fromEntries(categories.map((category) => [category, granted]));
}

/** The cookie's `Set-Cookie`-style string for `document.cookie`. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${serializeChoice(choice)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** The names, among `cookies`, of the tag cookies of the categories not granted. */
export function tagCookiesToRemove(cookies: string, denied: readonly ConsentCategory[]): string[] {
  const prefixes = denied.flatMap((category) => TAG_COOKIES[category]);
  return cookies
    .split(";")
    .map((pair) => pair.trim().split("=")[0] ?? "")
    .filter((name) => prefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}_`)));
}
