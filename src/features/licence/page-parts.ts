import { readPageJson } from "../../lib/page-json";
import type { Revocation } from "./verify";

/** The JSON of the keys and the published revocations. */
const DATA = "data-licence-data";
/** The `<template>` of the checking script, which before-paint.ts adds to the page. */
const CHECKER = "data-licence-checker";
/** A verdict's panel: its value is the verdict ("valid", "invalid", …). */
const PANEL = "data-licence-panel";

/**
 * The three parts the script before the first paint (before-paint.ts) reads, on their own: an
 * object's unused keys stay in a bundle (a spread keeps the whole object too), and that script
 * is written in every /licenca page.
 */
export const BEFORE_PAINT_PARTS = { data: DATA, checker: CHECKER, panel: PANEL } as const;

/**
 * The attributes that tie /licenca's prerendered markup (components/pages/licence-page.tsx) to
 * its script (licence-page.ts): each part of the page, by what it is.
 */
export const LICENCE_PARTS = {
  data: DATA,
  checker: CHECKER,
  panel: PANEL,
  /** Everything shown of a valid certificate only. */
  certificate: "data-licence-certificate",
  /** A field of the licence: its value is the field's name. */
  field: "data-licence-field",
  /** The AI facts' lines, shown for a certificate that signs them (v2). */
  ai: "data-licence-ai",
  /** The line and link shown when the certificate names other Terms than the current ones. */
  otherTerms: "data-licence-other-terms",
  /** A § 9's lists: its value, the Terms' versions (yyyy-mm-dd, by spaces) whose § 9 it is. */
  scope: "data-licence-scope",
  fileInput: "data-licence-file",
  fileDrop: "data-licence-drop",
  fileResult: "data-licence-file-result",
  print: "data-licence-print",
  qr: "data-licence-qr",
} as const;

/** What the page's JSON holds (licenca.astro writes it). */
export interface LicencePageData {
  readonly keys: readonly { readonly id: string; readonly publicKey: string }[];
  readonly revocations: readonly Revocation[];
  /** The current Terms' date, yyyy-mm-dd. */
  readonly terms: string;
  /**
   * The site has an order store (VITE_ORDER_PAGE): the page asks it for a certificate's status,
   * so that a refund cancels it at once, before any new build publishes the list.
   */
  readonly asksSite: boolean;
}

/** The page's JSON; without it (or unreadable), no key, so nothing is shown as valid. */
export function readPageData(doc: Document): LicencePageData {
  const empty: LicencePageData = { keys: [], revocations: [], terms: "", asksSite: false };
  const data = readPageJson(doc, DATA);
  return typeof data === "object" && data !== null ? { ...empty, ...data } : empty;
}

/** The panels, one per verdict the page can give. */
export const PANELS = [
  "checking",
  "absent",
  "valid",
  "invalid",
  "revoked",
  "unsupported",
  "off",
] as const;
export type Panel = (typeof PANELS)[number];

/**
 * An address holds a certificate when its fragment is more than its "#": the rule the script
 * before the first paint (before-paint.ts) and the checking script (licence-page.ts) both apply.
 */
export const CERTIFICATE_HASH_MIN_LENGTH = 2;
