// @ts-check
// What `npm run licence` does, each action given what it reads (the site's configuration, the
// revocation list's file, today's date), so that the tests run it on files of their own.
// Messages: scripts/owner/messages.mjs (`licence`). Format: src/features/licence/certificate.ts.
import { spawnSync } from "node:child_process";
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
} from "node:crypto";
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { parseFile } from "music-metadata";
import { Refusal } from "../owner/cli.mjs";
import { licence as words } from "../owner/messages.mjs";
import { gitIn, requireOwnOrigin } from "../owner/git-origin.mjs";
import { localAddress } from "../owner/local-address.mjs";
import { songPromiseWarning } from "../owner/song-promise.mjs";
import {
  AI_TEXT_LIMITS,
  base32Symbols,
  brazilianDate,
  certificateFragment,
  encodePayload,
  isIsoDate,
  SECONDS_MAX,
  signedMessage,
  TEXT_MAX_BYTES,
  TEXT_MAX_CHARACTERS,
  textProblem,
  LICENCE_NUMBER_PATTERN,
  versionOf,
} from "../../src/features/licence/certificate.ts";
import { commercialBasis } from "../../src/config/ai-services.ts";
import { verifyCertificate } from "../../src/features/licence/verify.ts";
import { verifySignature } from "../../src/features/licence/signature.ts";
import {
  publishedRevocations,
  readRevocations,
  withRevocation,
} from "../../src/features/licence/revocations.ts";
import { ENV_DEFAULTS } from "../../src/config/env-schema.ts";
import { DEMO_DOMAIN } from "../../src/config/launch-gate.ts";
import { ROUTES } from "../../src/config/routes.ts";
import { formatTime } from "../../src/lib/duration/format-time.ts";
import {
  localToday as calendarToday,
  publishedVersionDates,
  termsForPurchase,
} from "../../src/content/terms-versions.ts";
import { licenceDeliveryEmail, revocationReason } from "../../src/content/licence.ts";

/**
 * @typedef {import("../../src/config/env-schema.ts").SiteConfig} SiteConfig
 * @typedef {import("../../src/features/licence/certificate.ts").Licence} Licence
 * @typedef {{ root: string, config: SiteConfig, revocationsFile: string, termsVersionsDir: string, today: string, trial?: boolean }} Context
 *   `trial`: a test on this computer (`--local`), before the site is published
 */

/** @param {string} host */
const onDemoDomain = (host) => host === DEMO_DOMAIN || host.endsWith(`.${DEMO_DOMAIN}`);

/** Today on this computer's calendar, yyyy-mm-dd (the day a version of the Terms is published). */
export const localToday = calendarToday;

/**
 * An option `issue` needs.
 * @param {string | undefined} value
 * @param {string} option
 */
function required(value, option) {
  if (value === undefined || value === "") {
    throw new Refusal(words.missingOption(option, "issue"), words.issueExample);
  }
  return value;
}

/** @param {string | undefined} date @param {string} today */
function checkedDate(date, today) {
  if (date === undefined) return today;
  if (!isIsoDate(date)) throw new Refusal(words.dateInvalid(date), words.dateInvalidFix);
  if (date > today) throw new Refusal(words.dateInFuture(date), words.dateInFutureFix);
  return date;
}

/**
 * The published versions of the Terms (their dates): those recorded, or the demo's own.
 * @param {SiteConfig} config @param {string} dir
 */
function publishedTerms(config, dir) {
  try {
    return publishedVersionDates(dir, { demo: config.demo });
  } catch (error) {
    // A recorded file that is not one: its message names it and says how to restore it.
    throw new Refusal(String(/** @type {Error} */ (error).message), words.termsRecordFix);
  }
}

/**
 * The version of the Terms the certificate names: the one in force on the purchase date (the
 * newest published on or before it), or the published version `--terms` names. In a trial on
 * this computer (`--local`) before any version is published, the current text, as a draft
 * (termsForPurchase): the day `--terms` names (an order's trial, made on an earlier day), or
 * today's.
 * @param {{ terms?: string, purchase?: string }} values
 * @param {SiteConfig} config
 * @param {string} dir
 * @param {string} today
 * @param {boolean} trial
 * @returns {{ version: string, draft: boolean }}
 */
function checkedTerms({ terms: given, purchase }, config, dir, today, trial) {
  const versions = publishedTerms(config, dir);
  const newestFirst = [...versions].sort().reverse();
  const draft = trial && versions.length === 0;
  if (given !== undefined) {
    if (!isIsoDate(given)) throw new Refusal(words.termsInvalid(given), words.termsInvalidFix);
    if (versions.includes(given)) return { version: given, draft: false };
    if (draft && given <= today) return { version: given, draft: true };
    throw new Refusal(
      words.termsUnknown(given, newestFirst.length > 0 ? newestFirst : ["nenhuma"]),
      words.termsUnknownFix(newestFirst[0] ?? "2026-03-01"),
    );
  }
  const bought = purchase ?? today;
  if (!isIsoDate(bought))
    throw new Refusal(words.purchaseInvalid(bought), words.purchaseInvalidFix);
  if (bought > today) throw new Refusal(words.dateInFuture(bought), words.purchaseInvalidFix);
  const inForce = termsForPurchase(bought, versions, { trial, today });
  if (inForce === null) {
    const first = newestFirst.at(-1);
    throw new Refusal(
      words.noTermsOn(brazilianDate(bought), first ? brazilianDate(first) : null),
      first ? words.noTermsOnFix : words.noTermsYetFix,
    );
  }
  return inForce;
}

/**
 * What made the song, and when, as the site names it (VITE_AI_PROVIDER, VITE_AI_PLAN): signed in
 * the certificate with the day she made it (v2) or, where she gives none, the day it is delivered
 * and the certificate issued (v3); nothing where the site names no plan (a v1 certificate).
 * @param {string | undefined} created @param {string} issued @param {SiteConfig} config
 * @param {string} createdFlag the option the creation day came in (`pedido entregar`'s is --criada)
 * @returns {import("../../src/features/licence/certificate.ts").LicenceAi | undefined}
 */
function aiFacts(created, issued, config, createdFlag) {
  const service = config.legal.processors.ai?.name ?? null;
  const { plan, since } = config.legal.ai;
  if (service === null || plan === null) return undefined;
  if (commercialBasis(config.legal.ai).allowed === false) {
    throw new Refusal(words.planNotCommercial(plan, service), words.planNotCommercialFix);
  }
  for (const [variable, text] of /** @type {const} */ ([
    ["VITE_AI_PROVIDER", service],
    ["VITE_AI_PLAN", plan],
  ])) {
    if (textProblem(text, AI_TEXT_LIMITS) !== null) {
      throw new Refusal(words.aiTextTooBig(variable), words.aiTextTooBigFix);
    }
  }
  const day = created ?? issued;
  if (!isIsoDate(day)) {
    throw new Refusal(words.createdInvalid(day, createdFlag), words.createdInvalidFix(createdFlag));
  }
  if (day > issued) {
    throw new Refusal(
      words.createdAfterIssue(brazilianDate(day), brazilianDate(issued)),
      words.createdInvalidFix(createdFlag),
    );
  }
  if (since !== null && day < since) {
    throw new Refusal(
      words.createdBeforePlan(brazilianDate(day), plan, brazilianDate(since)),
      words.createdBeforePlanFix,
    );
  }
  // Her creation day, signed as such (v2); without one, the day of delivery, signed as that (v3):
  // never the delivery's day called the creation's.
  return created === undefined
    ? { service, plan, delivered: day }
    : { service, plan, created: day };
}

/** @param {string} file @param {string} root a path inside the project that git keeps? */
function trackedByGit(file, root) {
  const inside = relative(root, file);
  if (inside.startsWith("..") || resolve(root, inside) !== file || inside === "") return false;
  if (inside.split(sep)[0] === "..") return false;
  // Exit 0: ignored. Anything else (not ignored, or no git to ask): kept by the repository.
  return spawnSync("git", ["check-ignore", "-q", "--", inside], { cwd: root }).status !== 0;
}

/** The public key line for `.env`: `keys`, newest first. @param {readonly string[]} keys */
const envLine = (keys) => `VITE_LICENCE_PUBLIC_KEY=${keys.join(",")}`;

/**
 * `keygen --out <file>`: a new key pair; the private key written once, readable by its owner only.
 * @param {{ out?: string }} values
 * @param {Context} context
 */
export function keygen({ out }, context) {
  const { root } = context;
  if (!out) throw new Refusal(words.missingOption("--out", "keygen"), words.keygenOutFix);
  const file = resolve(out);
  if (existsSync(file)) throw new Refusal(words.keyFileExists(out), words.keyFileExistsFix);
  if (!existsSync(dirname(file))) {
    throw new Refusal(words.keyFolderMissing(dirname(file)), words.keyFolderMissingFix);
  }
  if (trackedByGit(file, root))
    throw new Refusal(words.keyFileTracked(out), words.keyFileTrackedFix);
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  // "wx": never over a file that appeared meanwhile.
  writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), {
    mode: 0o600,
    flag: "wx",
  });
  const key = String(publicKey.export({ format: "jwk" }).x);
  const lines = [words.keygenDone(out, envLine([key]))];
  // The site's keys, for the rotation line; a key is made even when the .env cannot be read.
  let config;
  try {
    config = context.config;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    lines.push("", words.keygenEnvUnread(error.message));
  }
  const owned = (config?.licence?.keys ?? [])
    .map((item) => item.publicKey)
    .filter((item) => item !== ENV_DEFAULTS.VITE_LICENCE_PUBLIC_KEY);
  if (owned.length > 0) lines.push("", words.keygenRotation(envLine([key, ...owned])));
  return { file, publicKey: key, text: lines.join("\n") };
}

/**
 * The name or title as it will be signed: in NFC first (the one spelling of "ã"), then checked,
 * since NFC can lengthen a text.
 * @param {string} option @param {string} given
 */
function checkedText(option, given) {
  const text = given.normalize("NFC");
  const problem = textProblem(text);
  if (problem === null) return text;
  const messages = {
    empty: words.textEmpty(option),
    "too-long": words.textTooLong(option, TEXT_MAX_CHARACTERS),
    "too-big": words.textTooBig(option, TEXT_MAX_BYTES),
    control: words.textControl(option),
    spaces: words.textSpaces(option),
  };
  const shorter = problem === "too-long" || problem === "too-big";
  throw new Refusal(
    messages[problem],
    shorter ? words.textShorterFix(option) : words.textFix(option),
  );
}

/** @param {string} file */
function privateKeyFrom(file) {
  let pem;
  try {
    pem = readFileSync(file);
  } catch {
    throw new Refusal(words.keyUnreadable(file), words.keyUnreadableFix);
  }
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Refusal(words.keyNotPrivate(file), words.keyNotPrivateFix);
  }
  if (key.asymmetricKeyType !== "ed25519") {
    throw new Refusal(
      words.keyNotEd25519(file, String(key.asymmetricKeyType).toUpperCase()),
      words.keyNotEd25519Fix,
    );
  }
  return key;
}

/** The delivered file's length in seconds and SHA-256. @param {string} file */
async function audioFacts(file) {
  try {
    if (!statSync(file).isFile()) throw new Error("not a file");
  } catch {
    throw new Refusal(words.audioMissing(file), words.audioMissingFix);
  }
  let format;
  try {
    ({ format } = await parseFile(file, { duration: true }));
  } catch {
    throw new Refusal(words.audioNotAudio(file), words.audioNotAudioFix);
  }
  const duration = format.duration ?? Number.NaN;
  if (format.hasAudio === false || format.hasVideo === true || !(duration >= 0.5)) {
    throw new Refusal(words.audioNotAudio(file), words.audioNotAudioFix);
  }
  const seconds = Math.round(duration);
  if (seconds > SECONDS_MAX) throw new Refusal(words.audioTooLong(file), words.audioNotAudioFix);
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return { seconds, sha256: hash.digest("hex") };
}

/** @param {Licence} licence */
const shown = (licence) => ({
  number: licence.number,
  licensee: licence.licensee,
  song: licence.song,
  length: formatTime(licence.seconds),
  issued: brazilianDate(licence.issued),
  terms: brazilianDate(licence.terms),
  sha256: licence.sha256,
  madeWith: licence.ai ? `${licence.ai.service}, plano ${licence.ai.plan}` : null,
  created: licence.ai?.created ? brazilianDate(licence.ai.created) : null,
  delivered: licence.ai?.delivered ? brazilianDate(licence.ai.delivered) : null,
});

/**
 * `issue`: signs a delivered song's certificate; gives its address on her site, the same on this
 * computer's preview, and the e-mail's text.
 * @param {{ key?: string, licensee?: string, song?: string, file?: string, date?: string, terms?: string, purchase?: string, created?: string, createdFlag?: string }} values
 * @param {Context} context
 */
export async function issue(values, { config, today, termsVersionsDir, trial = false }) {
  const keyFile = required(values.key, "--key");
  const licensee = checkedText("--licensee", required(values.licensee, "--licensee"));
  const song = checkedText("--song", required(values.song, "--song"));
  const audioFile = required(values.file, "--file");
  const issued = checkedDate(values.date, today);
  const { version: terms, draft } = checkedTerms(values, config, termsVersionsDir, today, trial);
  if (issued < terms) {
    throw new Refusal(
      words.dateBeforeTerms(brazilianDate(issued), brazilianDate(terms)),
      words.dateBeforeTermsFix,
    );
  }
  const privateKey = privateKeyFrom(keyFile);
  if (config.licence === null) throw new Refusal(words.siteWithoutKey, words.siteWithoutKeyFix);
  const publicKey = String(createPublicKey(privateKey).export({ format: "jwk" }).x);
  const listed = config.licence.keys.find((item) => item.publicKey === publicKey);
  if (!listed) throw new Refusal(words.keyMismatch(keyFile), words.keyMismatchFix);
  const demo = publicKey === ENV_DEFAULTS.VITE_LICENCE_PUBLIC_KEY;
  // Her own key on the demo's domain: the address would send her clients to a site not hers.
  if (!demo && onDemoDomain(new URL(config.siteUrl).hostname)) {
    throw new Refusal(words.siteOnDemoDomain(config.siteUrl), words.siteOnDemoDomainFix);
  }
  const ai = aiFacts(values.created, issued, config, values.createdFlag ?? "--created");
  const { seconds, sha256 } = await audioFacts(audioFile);
  /** @type {Licence} */
  const licence = {
    number: `${listed.id}-${base32Symbols(randomBytes(4), 6)}`,
    licensee,
    song,
    seconds,
    sha256,
    issued,
    terms,
    keyId: listed.id,
    ...(ai ? { ai } : {}),
  };
  const payload = encodePayload(licence);
  const version = versionOf(licence);
  const fragment = certificateFragment(
    payload,
    sign(null, signedMessage(payload, version), privateKey),
    version,
  );
  const address = `${config.siteUrl}${ROUTES.licence}#${fragment}`;
  // The same certificate on `npm run preview` (or `npm start`): the site's address opens only
  // after the launch, and she checks it before she sends it.
  const onThisComputer = localAddress(`${ROUTES.licence}#${fragment}`);
  const email = licenceDeliveryEmail({
    licence,
    address,
    siteName: config.siteName,
    voice: config.offer.voice,
  });
  const longer = songPromiseWarning(seconds);
  const text = [
    words.issued(shown(licence)),
    ...(longer ? ["", longer] : []),
    ...(demo ? ["", words.demoKeyWarning] : []),
    ...(draft ? ["", words.draftTerms(brazilianDate(terms))] : []),
    "",
    words.addressTitle,
    address,
    "",
    words.localAddressTitle,
    onThisComputer,
    "",
    words.emailTitle,
    "",
    email,
    "",
    words.keepNumber,
  ].join("\n");
  return { licence, address, localAddress: onThisComputer, text, draft };
}

/** @param {string} file */
const revocationsIn = (file) => readRevocations(JSON.parse(readFileSync(file, "utf8")));

/**
 * `revoke <number> [--replaced-by <number>]`: adds the number, with its reason (refunded, or
 * replaced by a new version's certificate), to the list the next build publishes, and says to push
 * it: only when `origin` is her own repository, never the template's.
 * @param {string | undefined} given
 * @param {{ date?: string, "replaced-by"?: string }} values
 * @param {Context} context
 */
export function revoke(given, values, context) {
  const revocation = checkedRevocation(given, values, context);
  requireOwnOrigin(gitIn(context.root));
  const file = writeRevocation(context.revocationsFile, revocation);
  return { text: words.revoked(revocation.number, brazilianDate(revocation.on), file) };
}

/**
 * `revoke <number>` on a site that keeps its orders (VITE_ORDER_PAGE): recorded in the order
 * store by `record`, so that /licenca shows it at once with no new build or push, and in the list
 * the next build publishes, for wherever the store does not answer.
 * @param {string | undefined} given
 * @param {{ date?: string, "replaced-by"?: string }} values
 * @param {Context} context
 * @param {(number: string, isoDate: string, replacedBy: string | null) => Promise<void>} record
 */
export async function revokeAtOnce(given, values, context, record) {
  const revocation = checkedRevocation(given, values, context);
  await record(revocation.number, revocation.on, revocation.replacedBy);
  const file = writeRevocation(context.revocationsFile, revocation);
  return { text: words.revokedAtOnce(revocation.number, brazilianDate(revocation.on), file) };
}

/**
 * A licence number given on the command line, checked: one of the site's keys.
 * @param {string} given @param {Context} context
 */
function checkedNumber(given, { config }) {
  const number = given.trim().toUpperCase();
  if (!LICENCE_NUMBER_PATTERN.test(number)) {
    throw new Refusal(words.numberInvalid(given), words.numberInvalidFix);
  }
  const keys = config.licence?.keys ?? [];
  if (!keys.some((key) => number.startsWith(`${key.id}-`))) {
    throw new Refusal(words.numberOfOtherKey(number), words.numberOfOtherKeyFix);
  }
  return number;
}

/**
 * The number to cancel, its date and its successor, checked, with the list it joins.
 * @param {string | undefined} given
 * @param {{ date?: string, "replaced-by"?: string }} values
 * @param {Context} context
 */
function checkedRevocation(given, { date, "replaced-by": successor }, context) {
  if (!given) throw new Refusal(words.missingNumber, words.missingNumberFix);
  const number = checkedNumber(given, context);
  const replacedBy = successor === undefined ? null : checkedNumber(successor, context);
  if (replacedBy === number) {
    throw new Refusal(words.replacedBySelf(number), words.replacedBySelfFix(number));
  }
  const on = checkedDate(date, context.today);
  const list = revocationsIn(context.revocationsFile);
  const already = list.find((item) => item.number === number);
  if (already) {
    throw new Refusal(
      words.alreadyRevoked(number, brazilianDate(already.date)),
      words.alreadyRevokedFix,
    );
  }
  return { number, on, replacedBy, list };
}

/**
 * Writes the list with `number` cancelled on `on`, with its reason; gives the file as the owner
 * reads it.
 * @param {string} file
 * @param {{ list: ReturnType<typeof revocationsIn>, number: string, on: string, replacedBy: string | null }} revocation
 */
function writeRevocation(file, { list, number, on, replacedBy }) {
  /** @type {import("../../src/features/licence/verify.ts").Revocation} */
  const entry = replacedBy
    ? { number, date: on, reason: "replaced", replacedBy }
    : { number, date: on, reason: "refund" };
  writeFileSync(file, `${JSON.stringify(withRevocation(list, entry), null, 2)}\n`);
  return relative(process.cwd(), file);
}

/** The fragment of an address, or of the fragment itself. @param {string} address */
function fragmentOf(address) {
  const text = address.trim();
  if (URL.canParse(text)) return new URL(text).hash;
  return text.includes("#") ? text.slice(text.indexOf("#")) : text;
}

/**
 * `verify <address>`: the page's verdict, with the list the next build publishes.
 * @param {string | undefined} address
 * @param {Context} context
 */
export async function verify(address, { config, revocationsFile }) {
  if (!address) throw new Refusal(words.missingAddress, words.missingAddressFix);
  const keys = config.licence?.keys ?? [];
  const revocations = publishedRevocations(revocationsIn(revocationsFile), keys);
  const verdict = await verifyCertificate(fragmentOf(address), {
    keys,
    revocations,
    verify: verifySignature,
  });
  switch (verdict.status) {
    case "valid":
      return { verdict, text: words.valid(shown(verdict.licence)) };
    case "revoked":
      throw new Refusal(
        words.verdictRevoked(
          verdict.licence.number,
          brazilianDate(verdict.revocation.date),
          revocationReason(verdict.revocation),
        ),
        words.verdictRevokedFix,
      );
    case "absent":
      throw new Refusal(words.verdictAbsent, words.verdictInvalidFix);
    case "unchecked":
      throw new Refusal(words.verdictUnchecked, words.verdictUncheckedFix);
    case "invalid":
      throw new Refusal(words.verdictInvalid[verdict.reason], words.verdictInvalidFix);
  }
}
