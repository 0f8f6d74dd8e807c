/**
 * /licenca in the browser: reads the certificate from the address's fragment (never sent to any
 * server), checks its signature here, and shows one verdict. Only a valid certificate shows its
 * licence; "Confira o arquivo" hashes a chosen file on this device; the print button prints the
 * page with a QR code of its own address. Stores nothing and asks no other origin.
 */
import { licenceScriptWords as words } from "../../content/licence";
import { formatTime } from "../../lib/duration/format-time";
import { afterNextPaint } from "../../lib/timing/after-first-paint";
import { fromBase64url, toBase64url, toHex } from "./base64url";
import { aiDay, brazilianDate, decodePayload, parseFragment, type Licence } from "./certificate";
import { ORDER_API } from "../orders/order-model";
import {
  CERTIFICATE_HASH_MIN_LENGTH,
  LICENCE_PARTS,
  PANELS,
  readPageData,
  type Panel,
} from "./page-parts";
import { verifySignature } from "./signature";
import type { QrDrawing } from "./qr-code";
import { ROUTES, termsVersionPath } from "../../config/routes";
import {
  REVOCATION_REASONS,
  verifyCertificate,
  type Revocation,
  type Verdict,
  type VerifySignature,
} from "./verify";

const SVG = "http://www.w3.org/2000/svg";

/** The SHA-256 of a file, hexadecimal, computed on this device. */
export async function fileSha256(file: Blob): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", await file.arrayBuffer())));
}

/** A public key's fingerprint: the SHA-256 of its 32 bytes, hexadecimal, as sha256sum gives it. */
export async function keyFingerprint(publicKey: string): Promise<string> {
  const bytes = new Uint8Array(fromBase64url(publicKey) ?? []);
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

function part<T extends Element = HTMLElement>(root: ParentNode, name: string, value = "") {
  return root.querySelector<T>(value ? `[${name}="${value}"]` : `[${name}]`);
}

/** How long the page waits for the site's answer on a certificate's status before it does without. */
export const STATUS_TIMEOUT_MS = 3000;

/**
 * A certificate's cancellation as the site's order store knows it (a refund recorded after this
 * page was built): its date and reason, null when the store holds it valid, undefined when the
 * store does not know it or does not answer in time, where the list the build published is all
 * there is.
 */
export async function storedRevocation(
  number: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = STATUS_TIMEOUT_MS,
): Promise<Revocation | null | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(`${ORDER_API.certificate}/${encodeURIComponent(number)}`, {
      headers: { Accept: "application/json" },
      cache: "no-store",
      signal: controller.signal,
    });
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as {
      number?: unknown;
      known?: unknown;
      revokedOn?: unknown;
      reason?: unknown;
      replacedBy?: unknown;
    };
    if (body.number !== number || body.known !== true) return undefined;
    if (typeof body.revokedOn !== "string") return null;
    const reason = REVOCATION_REASONS.find((known) => known === body.reason);
    return {
      number,
      date: body.revokedOn,
      ...(reason ? { reason } : {}),
      ...(reason === "replaced" && typeof body.replacedBy === "string"
        ? { replacedBy: body.replacedBy }
        : {}),
    };
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The number a fragment's payload names, read before any check, only to ask for its status early. */
function claimedNumber(fragment: string): string | null {
  const parts = parseFragment(fragment);
  return parts ? (decodePayload(parts.payload, parts.version)?.number ?? null) : null;
}

/** Resolves once the address's verdict is on show. */
export function startLicencePage(
  doc: Document = document,
  verify: VerifySignature = verifySignature,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  const data = readPageData(doc);
  const certificate = part(doc, LICENCE_PARTS.certificate);
  let shown: Licence | null = null;
  let run = 0;

  const showPanel = (panel: Panel) => {
    for (const name of PANELS) {
      const element = part(doc, LICENCE_PARTS.panel, name);
      if (element) element.hidden = name !== panel;
    }
  };
  const field = (name: string) => part(doc, LICENCE_PARTS.field, name);
  const setField = (name: string, text: string) => {
    const element = field(name);
    if (element) element.textContent = text;
  };

  function showLicence(licence: Licence) {
    setField("licensee", licence.licensee);
    setField("song", licence.song);
    setField("length", formatTime(licence.seconds));
    setField("issued", brazilianDate(licence.issued));
    setField("number", licence.number);
    setField("fingerprint", licence.sha256);
    // What made the song, and when: signed in a v2 certificate, absent from an older one.
    for (const line of doc.querySelectorAll<HTMLElement>(`[${LICENCE_PARTS.ai}]`)) {
      line.hidden = licence.ai === undefined;
    }
    if (licence.ai) {
      setField("made-with", words.madeWithValue(licence.ai.service, licence.ai.plan));
      // The day as signed: the creation's (v2), or the delivery's where none was given (v3). The
      // label is the value's <dt>, with no slot of its own in the first round trip's HTML.
      const created = field("created");
      const label = created?.previousElementSibling;
      if (label) {
        label.textContent =
          licence.ai.created === undefined ? words.deliveredLabel : words.createdLabel;
      }
      if (created) created.textContent = brazilianDate(aiDay(licence.ai));
    }
    // The printed page's caption: the QR code, and that the licence ends when cancelled.
    const caption = field("print-check");
    const lead = caption?.firstElementChild;
    if (caption && lead) {
      lead.textContent = words.qrCaption;
      caption.replaceChildren(
        lead,
        words.printCheck(licence.number, `${location.host}${ROUTES.licence}`),
      );
    }
    // The signature and the key, printed with the certificate: it stands without this site.
    const parts = parseFragment(location.hash);
    setField("signature", parts ? toBase64url(parts.signature) : "");
    const key = data.keys.find((item) => item.id === licence.keyId)?.publicKey ?? "";
    setField("public-key", key);
    setField("key-fingerprint", "");
    void keyFingerprint(key).then((fingerprint) => {
      if (shown === licence) setField("key-fingerprint", fingerprint);
    });
    const date = brazilianDate(licence.terms);
    const terms = field("terms") as HTMLAnchorElement | null;
    if (terms) {
      terms.textContent = words.termsVersion(date);
      terms.href = termsVersionPath(licence.terms);
    }
    const other = part(doc, LICENCE_PARTS.otherTerms);
    if (other) {
      other.hidden = licence.terms === data.terms;
      setField("other-terms", words.otherVersion(date));
      const link = field("other-terms-link") as HTMLAnchorElement | null;
      if (link) link.href = termsVersionPath(licence.terms);
    }
    // The § 9 of the version the certificate names, never another's in its place.
    let listed = false;
    for (const scope of doc.querySelectorAll<HTMLElement>(`[${LICENCE_PARTS.scope}]`)) {
      scope.hidden = !scope.getAttribute(LICENCE_PARTS.scope)?.split(" ").includes(licence.terms);
      listed ||= !scope.hidden;
    }
    setField("scope-source", listed ? words.scopeSource(date) : words.unlisted(date));
    clearFileResult();
    // The QR code is for the printed page: its encoder is asked for once the verdict is on the
    // screen, so that its request does not compete with it.
    const address = location.href;
    afterNextPaint(() => {
      if (shown !== licence) return;
      void import("./qr-code").then(({ qrDrawing }) => {
        if (shown === licence) drawQr(qrDrawing(address));
      });
    });
  }

  function drawQr({ size, path }: QrDrawing) {
    const holder = part(doc, LICENCE_PARTS.qr);
    if (!holder) return;
    const svg = doc.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", words.qrLabel);
    svg.setAttribute("shape-rendering", "crispEdges");
    const background = doc.createElementNS(SVG, "rect");
    background.setAttribute("width", String(size));
    background.setAttribute("height", String(size));
    background.setAttribute("fill", "#fff");
    const modules = doc.createElementNS(SVG, "path");
    modules.setAttribute("d", path);
    modules.setAttribute("fill", "#000");
    svg.append(background, modules);
    holder.replaceChildren(svg);
  }

  function render(verdict: Verdict) {
    shown = verdict.status === "valid" ? verdict.licence : null;
    if (certificate) certificate.hidden = shown === null;
    switch (verdict.status) {
      case "valid":
        showLicence(verdict.licence);
        showPanel("valid");
        return;
      case "revoked":
        setField("revoked-date", words.revokedDate(brazilianDate(verdict.revocation.date)));
        setField("revoked-text", words.revokedText(verdict.licence, verdict.revocation));
        showPanel("revoked");
        return;
      case "unchecked":
        showPanel("unsupported");
        return;
      default:
        showPanel(verdict.status);
    }
  }

  async function check() {
    // A page replaced since (a test's next page in the same document) is not this one's to show.
    if (certificate && !certificate.isConnected) return;
    const current = (run += 1);
    if (certificate) certificate.hidden = true;
    shown = null;
    // "off" and "absent" are on show before the first paint already (before-paint.ts): never
    // "checking" in between, which would paint them again and count that paint as the page's
    // largest one, after this script's arrival.
    if (data.keys.length === 0) return showPanel("off");
    if (location.hash.length < CERTIFICATE_HASH_MIN_LENGTH) return showPanel("absent");
    showPanel("checking");
    // crypto.subtle exists on https:// and on this machine only; without it nothing is checked.
    if (!globalThis.crypto?.subtle) return showPanel("unsupported");
    // Asked at once, beside the signature's check: the verdict waits for one of them only.
    const number = data.asksSite ? claimedNumber(location.hash) : null;
    const stored = number ? storedRevocation(number, fetcher) : Promise.resolve(undefined);
    let verdict = await verifyCertificate(location.hash, {
      keys: data.keys,
      revocations: data.revocations,
      verify,
    });
    // The store's cancellation, with its reason, over the list the build published.
    if (verdict.status === "valid" || verdict.status === "revoked") {
      const revocation = await stored;
      if (revocation) verdict = { status: "revoked", licence: verdict.licence, revocation };
    }
    if (current === run && (!certificate || certificate.isConnected)) render(verdict);
  }

  // "Confira o arquivo": the file is read here and never leaves the device.
  const result = part(doc, LICENCE_PARTS.fileResult);
  function clearFileResult() {
    if (result) {
      result.textContent = "";
      delete result.dataset.match;
    }
  }
  async function checkFile(file: File) {
    const licence = shown;
    if (!licence || !result) return;
    result.textContent = words.fileChecking(file.name);
    delete result.dataset.match;
    let hash: string;
    try {
      hash = await fileSha256(file);
    } catch {
      result.textContent = words.fileUnreadable(file.name);
      return;
    }
    if (licence !== shown) return;
    const match = hash === licence.sha256;
    result.dataset.match = String(match);
    result.textContent = match ? words.fileMatch(file.name) : words.fileMismatch(file.name);
  }
  const input = part<HTMLInputElement>(doc, LICENCE_PARTS.fileInput);
  input?.addEventListener("change", () => {
    const file = input.files?.[0];
    if (file) void checkFile(file);
  });
  // A file dropped anywhere on the page is checked (and not opened by the browser, which would
  // leave the page); the drop zone shows where it goes.
  const drop = part(doc, LICENCE_PARTS.fileDrop);
  doc.addEventListener("dragover", (event) => {
    event.preventDefault();
    if (drop && shown) drop.dataset.dragging = "";
  });
  doc.addEventListener("dragleave", (event) => {
    if (drop && event.relatedTarget === null) delete drop.dataset.dragging;
  });
  doc.addEventListener("drop", (event) => {
    event.preventDefault();
    if (drop) delete drop.dataset.dragging;
    const file = event.dataTransfer?.files[0];
    if (file) void checkFile(file);
  });

  part(doc, LICENCE_PARTS.print)?.addEventListener("click", () => window.print());
  window.addEventListener("hashchange", () => void check());
  return check();
}
