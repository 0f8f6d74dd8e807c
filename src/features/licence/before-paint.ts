/**
 * /licenca's script in the page, run where it stands, before the first paint (licenca.astro
 * writes it and its hash; integrations/standalone-scripts.ts bundles it). It shows at once the
 * panel that needs no checking, rather than "checking" until the checking script has come: "off"
 * for every address on a site without a key, "absent" for an address without a certificate.
 * Then it loads the checking script, which also carries the page script: at once when the
 * address holds a certificate, whose verdict waits for it; otherwise after the first paint, so
 * that nothing is fetched before it (docs/decisions/0018-scripts-bundled-on-their-own.md).
 */
import { addTemplateContent } from "../../lib/head/after-paint";
import { afterFirstContentfulPaint } from "../../lib/timing/after-first-paint";
import {
  BEFORE_PAINT_PARTS as PARTS,
  CERTIFICATE_HASH_MIN_LENGTH,
  readPageData,
  type Panel,
} from "./page-parts";

/** Adds the checking script kept in `<template data-licence-checker>` to the page, once. */
const loadChecker = (doc: Document) =>
  addTemplateContent(doc, `template[${PARTS.checker}]`, doc.body);

export function showBeforePaint(doc: Document = document): void {
  const holdsCertificate = (doc.location?.hash.length ?? 0) >= CERTIFICATE_HASH_MIN_LENGTH;
  const panel: Panel | null =
    readPageData(doc).keys.length === 0 ? "off" : holdsCertificate ? null : "absent";
  if (panel === null) {
    loadChecker(doc);
    return;
  }
  for (const element of doc.querySelectorAll<HTMLElement>(`[${PARTS.panel}]`))
    element.hidden = element.getAttribute(PARTS.panel) !== panel;
  afterFirstContentfulPaint(() => loadChecker(doc));
}
