// @ts-check
// What `npm run pedido` does, each step given what it reads (the store, the site's
// configuration, the time), so that the tests run it on a store of their own. The store's
// writes: src/features/orders/order-store.ts; the words: scripts/owner/messages.mjs (`pedido`);
// what the buyer is sent: src/content/order-page.ts. Step by step for the owner: docs/entregas.md.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Refusal } from "../cli.mjs";
import { licence as licenceWords, pedido as say } from "../messages.mjs";
import { SONG_MAX_SECONDS, songPromiseWarning } from "../song-promise.mjs";
import { encode, master, probeInput, requireFfmpeg, toMp3 } from "../../samples/audio.mjs";
import { issue } from "../../licence/actions.mjs";
import { isValidEmail } from "../../../src/config/env-common.ts";
import { ROUTES } from "../../../src/config/routes.ts";
import { isIsoDate, textProblem } from "../../../src/features/licence/certificate.ts";
import {
  ORDER_NUMBER_PATTERN,
  ORDER_PAGE_DAYS,
  ORDER_RECORD_YEARS,
  PACKAGE_SONGS,
  brasiliaTime,
  dueToErase,
  finalDelivery,
  guaranteeHolds,
  guaranteeLastDay,
  isRefunded,
  recordEnds,
  retentionEnds,
  songStage,
  withdrawalLastDay,
} from "../../../src/features/orders/order-model.ts";
import {
  claimAddress,
  confirmPackage,
  createOrder,
  deliverSong,
  eraseOrder,
  findOrder,
  forgetOrder,
  listOrders,
  salesByOrder,
  putPreviews,
  recordLyrics,
  refundSongs,
  replaceToken,
} from "../../../src/features/orders/order-store.ts";
import { formatTime } from "../../../src/lib/duration/format-time.ts";
import { brazilianFromIso } from "../../../src/lib/br/date.ts";
import { orderMessages } from "../../../src/content/order-page.ts";
import { afterErase, keptAfterErase, PRAZOS } from "../../../src/config/data-register.ts";
import { buyerWhatsappDigits } from "../../../src/lib/br/phone.ts";
import { whatsappMessageLink } from "../../../src/lib/contact/message-links.ts";
import { publishedVersionDates, termsForPurchase } from "../../../src/content/terms-versions.ts";

/**
 * @typedef {import("../../../src/config/env-schema.ts").SiteConfig} SiteConfig
 * @typedef {import("../../../src/features/orders/order-store.ts").OrderStore} OrderStore
 * @typedef {import("../../../src/features/orders/order-model.ts").OrderRecord} OrderRecord
 * @typedef {import("../../../src/features/orders/order-model.ts").SongRecord} SongRecord
 * @typedef {{
 *   store: OrderStore,
 *   config: SiteConfig,
 *   now: Date,
 *   today: string,
 *   local: boolean,
 *   root: string,
 *   termsVersionsDir: string,
 *   revocationsFile: string,
 *   keyFile: string | undefined,
 *   log: (line: string) => void,
 * }} Context
 */

/** Where `npx wrangler pages dev dist` serves the site on this computer, with no other flag. */
export const LOCAL_SITE = "http://localhost:8788";

/** The packages as the owner names them on the command line. */
export const PACKAGE_OPTIONS = /** @type {const} */ ({ unica: "single", profissional: "triple" });

/** @param {string} dateTime an ISO time */
const when = (dateTime) => {
  const { date, time } = brasiliaTime(dateTime);
  return say.at(date, time);
};

/** The order's private address, on her site and, with --local, on this computer. */
function addresses(/** @type {Context} */ { config, local }, /** @type {string} */ token) {
  const path = `${ROUTES.order}#${token}`;
  return { site: `${config.siteUrl}${path}`, local: local ? `${LOCAL_SITE}${path}` : null };
}

/** @param {string | undefined} value @param {string} option @param {string} action */
function required(value, option, action) {
  if (value === undefined || value.trim() === "") {
    throw new Refusal(say.missingOption(option, action), say.example(action));
  }
  return value.trim();
}

/** A name or title as the certificate signs it: NFC, checked. @param {string} option @param {string} given */
function checkedText(option, given) {
  const text = given.normalize("NFC").trim();
  const problem = textProblem(text);
  if (problem !== null) throw new Refusal(say.textProblem(option, problem), say.textFix(option));
  return text;
}

/**
 * An order by its number, as typed ("k9xm3a", " K9XM3A ").
 * @param {Context} context @param {string | undefined} given
 */
async function orderNamed(context, given) {
  if (!given) throw new Refusal(say.missingOrder, say.missingOrderFix);
  const number = given.trim().toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(number))
    throw new Refusal(say.badOrder(given), say.missingOrderFix);
  const found = await findOrder(context.store, number);
  if (!found) throw new Refusal(say.noSuchOrder(number), say.listFix);
  return found.order;
}

/**
 * The song a step is for: --musica N, or the only one of a Música Única.
 * @param {OrderRecord} order @param {string | undefined} given
 */
function songOf(order, given) {
  const count = order.songs.length;
  if (given === undefined) {
    if (count === 1) return /** @type {SongRecord} */ (order.songs[0]);
    throw new Refusal(say.whichSong(order.number, count), say.whichSongFix(order.number));
  }
  const song = order.songs.find((item) => String(item.song) === given.trim());
  if (!song) throw new Refusal(say.badSong(given, count), say.whichSongFix(order.number));
  return song;
}

/** An order "a confirmar" has no songs until its package is confirmed. @param {OrderRecord} order */
function refusePending(order) {
  if (order.package === null) {
    throw new Refusal(say.packagePending(order.number), say.packagePendingFix(order.number));
  }
  return order.package;
}

/** @param {OrderRecord} order */
function refuseErased(order) {
  if (order.erasedAt) {
    throw new Refusal(say.orderErased(order.number, when(order.erasedAt)), say.listFix);
  }
}

/**
 * The order and the song a step before the delivery is for (`letra`, `previas`): refused when the
 * order was erased, the song refunded, or already delivered.
 * @param {Context} context @param {string | undefined} given @param {string | undefined} musica
 * @param {string} step
 */
async function songBeforeDelivery(context, given, musica, step) {
  const order = await orderNamed(context, given);
  refuseErased(order);
  refusePending(order);
  const song = songOf(order, musica);
  refuseRefunded(order, song, step);
  if (song.deliveredAt) {
    throw new Refusal(say.alreadyDelivered(order.number, song.song), say.listFix);
  }
  return { order, song };
}

/** @param {OrderRecord} order @param {SongRecord} song @param {string} step */
function refuseRefunded(order, song, step) {
  if (song.refundedAt) {
    throw new Refusal(
      say.songRefunded(order.number, song.song, when(song.refundedAt), step),
      say.listFix,
    );
  }
}

/**
 * `novo`: records a paid order; prints its number, its private address and the text to send.
 * @param {{ nome?: string, email?: string, pacote?: string, codigo?: string, data?: string }} values
 * @param {Context} context
 */
export async function novo(values, context) {
  const { config, today } = context;
  const buyerName = checkedText("--nome", required(values.nome, "--nome", "novo"));
  const buyerEmail = required(values.email, "--email", "novo");
  if (!isValidEmail(buyerEmail)) throw new Refusal(say.badEmail(buyerEmail), say.badEmailFix);
  const packageName = required(values.pacote, "--pacote", "novo").toLowerCase();
  const packageId = PACKAGE_OPTIONS[/** @type {keyof typeof PACKAGE_OPTIONS} */ (packageName)];
  if (!packageId) throw new Refusal(say.badPackage(packageName), say.badPackageFix);
  const platformCode = values.codigo?.trim() || null;
  if (platformCode !== null && !/^[\w.\-/#]{1,64}$/.test(platformCode)) {
    throw new Refusal(say.badCode(platformCode), say.badCodeFix);
  }
  const purchasedOn = values.data?.trim() || today;
  if (!isIsoDate(purchasedOn)) throw new Refusal(say.badDate(purchasedOn), say.badDateFix);
  if (purchasedOn > today) throw new Refusal(say.dateInFuture(purchasedOn), say.badDateFix);
  // The versions published (recorded by `npm run deploy`'s build), or the demo's own; a trial
  // with --local before any is published follows the current text, recording nothing.
  const versions = publishedVersionDates(context.termsVersionsDir, { demo: config.demo });
  const terms = termsForPurchase(purchasedOn, versions, { trial: context.local, today });
  if (terms === null) {
    const [first] = [...versions].sort();
    throw first === undefined
      ? new Refusal(say.noTermsYet, say.noTermsYetFix)
      : new Refusal(
          say.beforeTerms(brazilianFromIso(purchasedOn), brazilianFromIso(first)),
          say.beforeTermsFix,
        );
  }
  const termsVersion = terms.version;
  const { number, token } = await createOrder(
    context.store,
    { package: packageId, buyerName, buyerEmail, platformCode, purchasedOn, termsVersion },
    context.now,
  );
  const songs = PACKAGE_SONGS[packageId];
  const address = addresses(context, token);
  return [
    say.created({
      number,
      buyerName,
      packageId,
      songs,
      purchasedOn: brazilianFromIso(purchasedOn),
      terms: brazilianFromIso(termsVersion),
      draft: terms.draft,
    }),
    "",
    say.addressTitle,
    address.site,
    ...(address.local ? ["", say.localAddressTitle, address.local] : []),
    "",
    say.sendTitle,
    "",
    orderMessages.created({
      buyerName,
      number,
      packageId,
      songs,
      address: address.site,
      siteName: config.siteName,
    }),
    "",
    say.addressOnce(number),
    say.next(number, songs),
  ].join("\n");
}

/**
 * `endereco <pedido>`: a new private address, when the buyer lost hers; the old one stops.
 * @param {string | undefined} given @param {Context} context
 */
export async function endereco(given, context) {
  const order = await orderNamed(context, given);
  refuseErased(order);
  const packageId = refusePending(order);
  const token = await replaceToken(context.store, order.number);
  const address = addresses(context, token);
  return [
    say.newAddress(order.number),
    address.site,
    ...(address.local ? ["", say.localAddressTitle, address.local] : []),
    "",
    // The same ready text `novo` prints, with the new address: hers to send.
    say.sendTitle,
    "",
    readyText(order, packageId, address.site, context),
    ...whatsappLines(order, packageId, address.site, context),
  ].join("\n");
}

/**
 * The text that gives the buyer her address, as `novo` prints it and the e-mail sends it.
 * @param {OrderRecord} order @param {"single" | "triple"} packageId @param {string} address
 * @param {Context} context
 */
const readyText = (order, packageId, address, context) =>
  orderMessages.created({
    buyerName: order.buyerName ?? "",
    number: order.number,
    packageId,
    songs: PACKAGE_SONGS[packageId],
    address,
    siteName: context.config.siteName,
  });

/**
 * The ready text as a wa.me link to her phone, where the sale gave one WhatsApp can open; else
 * where to send it instead.
 * @param {OrderRecord} order @param {"single" | "triple"} packageId @param {string} address
 * @param {Context} context
 */
function whatsappLines(order, packageId, address, context) {
  const digits = order.buyerPhone ? buyerWhatsappDigits(order.buyerPhone) : null;
  if (digits === null) return order.buyerPhone === null ? [] : ["", say.noPhone(order.buyerEmail)];
  return [
    "",
    say.whatsappLink(whatsappMessageLink(digits, readyText(order, packageId, address, context))),
  ];
}

/**
 * A new address for an order the platform opened, given to her to send (no e-mail went): claimed
 * on the sale first, so that it is made once, and the lines that carry it.
 * @param {OrderRecord} order @param {"single" | "triple"} packageId
 * @param {import("../../../src/features/orders/order-store.ts").SaleKey} sale @param {Context} context
 */
async function handOverAddress(order, packageId, sale, context) {
  if (!(await claimAddress(context.store, sale, context.now))) return [];
  const token = await replaceToken(context.store, order.number);
  const address = addresses(context, token);
  const text = readyText(order, packageId, address.site, context);
  const digits = order.buyerPhone ? buyerWhatsappDigits(order.buyerPhone) : null;
  return [
    say.newAddressTitle,
    ...(address.local ? [`  ${say.localAddressTitle}`, `  ${address.local}`] : []),
    "",
    text
      .split("\n")
      .map((line) => (line ? `    ${line}` : line))
      .join("\n"),
    "",
    digits === null
      ? say.noPhone(order.buyerEmail)
      : say.whatsappLink(whatsappMessageLink(digits, text)),
    say.addressShownOnce(order.number),
  ];
}

/**
 * `confirmar <pedido> --pacote unica|profissional`: the package of an order the platform opened
 * "a confirmar" (a product not in her table); its songs made, through the store, and the address
 * given to her to send, with how to map the product for the next sales.
 * @param {string | undefined} given @param {{ pacote?: string }} values @param {Context} context
 */
export async function confirmar(given, values, context) {
  const order = await orderNamed(context, given);
  refuseErased(order);
  const packageName = required(values.pacote, "--pacote", "confirmar").toLowerCase();
  const packageId = PACKAGE_OPTIONS[/** @type {keyof typeof PACKAGE_OPTIONS} */ (packageName)];
  if (!packageId) throw new Refusal(say.badPackage(packageName), say.badPackageFix);
  if (order.package !== null) {
    throw new Refusal(say.alreadyConfirmed(order.number, order.package), say.listFix);
  }
  const result = await confirmPackage(context.store, order.number, packageId);
  if (!result.confirmed) {
    throw new Refusal(say.alreadyConfirmed(order.number, result.package ?? packageId), say.listFix);
  }
  const confirmed = (await findOrder(context.store, order.number))?.order ?? order;
  const sale = (await salesByOrder(context.store)).get(order.number);
  const refunded = isRefunded(confirmed);
  const lines = [say.packageConfirmed(order.number, packageId, confirmed.songs.length)];
  if (refunded) lines.push(say.confirmedRefunded);
  else if (sale) lines.push(...(await handOverAddress(confirmed, packageId, sale, context)));
  else lines.push("", say.addressShownOnce(order.number));
  return [...lines, "", say.mapProduct(sale?.product ?? null, packageId)].join("\n");
}

/**
 * `letra <pedido> [--musica N]`: records that the lyrics went by e-mail.
 * @param {string | undefined} given @param {{ musica?: string }} values @param {Context} context
 */
export async function letra(given, values, context) {
  const { order, song } = await songBeforeDelivery(context, given, values.musica, "letra");
  await recordLyrics(context.store, order.number, song.song, context.now);
  return say.lyricsRecorded(order.number, song.song, order.songs.length);
}

/**
 * Lets the store's connection notice what happened while ffmpeg ran. ffmpeg runs synchronously,
 * and while it does nothing else runs: the store's runtime (wrangler's, on this computer, for the
 * local store and her account's alike) closes a connection left idle for some seconds, and the
 * next request, sent at once, would go out on that closed connection ("other side closed"). One
 * turn of the event loop reads the close first, so the request opens a new connection. On a slow
 * computer a song's encoding takes longer than that idle time (blocking.test.ts).
 */
export const afterBlockingWork = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Encodes a preview the way `npm run samples` encodes a sample (same loudness, Opus and MP3).
 * @param {string} file @param {string} workDir @param {string} title @param {number} index
 */
function encodePreview(file, workDir, title, index) {
  const folder = join(workDir, `previa-${index + 1}`);
  rmSync(folder, { recursive: true, force: true });
  const { wav } = master(file, mkdtempSync(join(workDir, "master-")), () => {});
  const { opus, mp3 } = encode(wav, join(workDir, `previa-${index + 1}`), title);
  return { opus: new Uint8Array(readFileSync(opus)), mp3: new Uint8Array(readFileSync(mp3)) };
}

/**
 * `previas <pedido> [--musica N] <arquivo> <arquivo>`: the two shortened previews on her page.
 * @param {string | undefined} given @param {string[]} files @param {{ musica?: string }} values
 * @param {Context} context
 */
export async function previas(given, files, values, context) {
  const { order, song } = await songBeforeDelivery(context, given, values.musica, "previas");
  if (files.length !== 2) throw new Refusal(say.twoPreviews(files.length), say.example("previas"));
  requireFfmpeg();
  const lengths = files.map((file) => probeInput(file).duration);
  lengths.forEach((seconds, index) => {
    if (seconds >= SONG_MAX_SECONDS) {
      throw new Refusal(
        say.previewTooLong(String(files[index]), formatTime(seconds), formatTime(SONG_MAX_SECONDS)),
        say.previewTooLongFix,
      );
    }
  });
  const workDir = mkdtempSync(join(tmpdir(), "previas-"));
  try {
    context.log(say.encodingPreviews);
    const encoded = files.map((file, index) =>
      encodePreview(file, workDir, say.previewTag(order.number, song.song, index), index),
    );
    const [first, second] = encoded.map((preview, index) => ({
      ...preview,
      seconds: lengths[index] ?? 0,
    }));
    if (!first || !second) throw new Error("two previews expected");
    context.log(say.uploading);
    await afterBlockingWork();
    await putPreviews(context.store, order.number, song.song, [first, second], context.now);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return [
    say.previewsDone(order.number, song.song, order.songs.length, lengths.map(formatTime)),
    "",
    say.sendTitle,
    "",
    orderMessages.previews({
      buyerName: order.buyerName ?? "",
      song: song.song,
      songs: order.songs.length,
      siteName: context.config.siteName,
    }),
  ].join("\n");
}

/** "Noite no Cairo" → "Noite no Cairo.mp3": the name her download gets. @param {string} title */
const downloadName = (title) =>
  `${title
    .replace(/[/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()}.mp3`;

/**
 * `entregar <pedido> [--musica N] --titulo "…" <arquivo>`: the full version on her page, with its
 * licence certificate, signed with the key of the Terms in force on the purchase date.
 * @param {string | undefined} given @param {string | undefined} file
 * @param {{ musica?: string, titulo?: string, titular?: string, criada?: string, chave?: string, substituir?: boolean }} values
 * @param {Context} context
 */
export async function entregar(given, file, values, context) {
  const { config } = context;
  const order = await orderNamed(context, given);
  refuseErased(order);
  refusePending(order);
  const song = songOf(order, values.musica);
  refuseRefunded(order, song, "entregar");
  if (song.deliveredAt && !values.substituir) {
    throw new Refusal(
      say.alreadyDelivered(order.number, song.song),
      say.replaceFix(order.number, song.song),
    );
  }
  const title = checkedText("--titulo", required(values.titulo, "--titulo", "entregar"));
  if (values.criada !== undefined && !isIsoDate(values.criada)) {
    throw new Refusal(say.badCreated(values.criada), say.badCreatedFix);
  }
  if (!file) throw new Refusal(say.missingFile, say.example("entregar"));
  requireFfmpeg();
  const probed = probeInput(file);
  // Delivered already once this runs: the shortened file replaces it.
  const warning = songPromiseWarning(
    probed.duration,
    say.replaceCommand(order.number, song.song, order.songs.length, title),
  );
  if (warning) context.log(warning);

  const workDir = mkdtempSync(join(tmpdir(), "entrega-"));
  try {
    let mp3 = file;
    if (probed.codec !== "mp3") {
      context.log(say.convertingToMp3(probed.codec));
      mp3 = toMp3(file, join(workDir, "musica.mp3"), title);
    }
    const bytes = new Uint8Array(readFileSync(mp3));
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const seconds = Math.round(probeInput(mp3).duration);

    /** @type {{ number: string, fragment: string, address: string } | null} */
    let certificate = null;
    if (config.licence !== null) {
      const key = values.chave ?? context.keyFile;
      if (!key) throw new Refusal(say.keyMissing, say.keyMissingFix);
      context.log(say.signing);
      const issued = await issue(
        {
          key,
          licensee: values.titular ?? order.buyerName ?? "",
          song: title,
          file: mp3,
          terms: order.termsVersion,
          // The day she made the song with the AI service (issue 57, 7); without it, the day
          // of delivery, which the certificate then signs as such.
          ...(values.criada ? { created: values.criada } : {}),
          // Her refusals name the option she wrote.
          createdFlag: "--criada",
        },
        {
          config,
          today: context.today,
          termsVersionsDir: context.termsVersionsDir,
          // An order of a trial before publication follows the current text (novo).
          trial: context.local,
          root: context.root,
          revocationsFile: context.revocationsFile,
        },
      );
      if (issued.draft)
        context.log(licenceWords.draftTerms(brazilianFromIso(issued.licence.terms)));
      const fragment = issued.address.slice(issued.address.indexOf("#") + 1);
      certificate = { number: issued.licence.number, fragment, address: issued.address };
    }
    context.log(say.uploading);
    await afterBlockingWork();
    await deliverSong(
      context.store,
      order.number,
      song.song,
      { title, bytes, name: downloadName(title), seconds, sha256, certificate },
      context.now,
    );
    const lastDay = brazilianFromIso(
      guaranteeLastDay(song.deliveredAt ?? context.now.toISOString(), config.orders.guaranteeDays),
    );
    const localCertificate =
      certificate && context.local
        ? `${LOCAL_SITE}${ROUTES.licence}#${certificate.fragment}`
        : null;
    return [
      say.delivered({
        number: order.number,
        song: song.song,
        songs: order.songs.length,
        title,
        length: formatTime(seconds),
        sha256,
        certificate: certificate?.number ?? null,
        terms: brazilianFromIso(order.termsVersion),
        replaced: song.certificateNumber,
      }),
      ...(config.licence === null ? [say.noCertificate] : []),
      ...(localCertificate ? ["", say.localCertificateTitle, localCertificate] : []),
      "",
      say.sendTitle,
      "",
      orderMessages.delivered({
        buyerName: order.buyerName ?? "",
        title,
        certificate: certificate?.address ?? null,
        guaranteeLastDay: lastDay,
        siteName: config.siteName,
      }),
    ].join("\n");
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * One order as the owner reads it: its songs, each with what was delivered and downloaded.
 * @param {OrderRecord} order @param {Context} context
 * @param {import("../../../src/features/orders/order-store.ts").SaleOfOrder} [sale] the platform's
 */
function describe(order, { config, now }, sale) {
  const stages = order.songs.map((song) => {
    const stage = songStage(song);
    const facts = [
      say.stage[stage],
      song.title ? `"${song.title}"` : null,
      song.lyricsSentAt ? say.fact.lyrics(when(song.lyricsSentAt)) : null,
      song.previewsAt ? say.fact.previews(when(song.previewsAt)) : null,
      song.deliveredAt ? say.fact.delivered(when(song.deliveredAt)) : null,
      song.certificateNumber ? say.fact.certificate(song.certificateNumber) : null,
      song.firstDownloadAt
        ? say.fact.downloaded(when(song.firstDownloadAt), song.downloads)
        : song.deliveredAt
          ? say.fact.notDownloaded
          : null,
      song.deliveredAt && !song.firstDownloadAt && !song.refundedAt
        ? say.fact.guarantee(
            brazilianFromIso(guaranteeLastDay(song.deliveredAt, config.orders.guaranteeDays)),
            guaranteeHolds(song, config.orders.guaranteeDays, now),
          )
        : null,
      song.refundedAt ? say.fact.refunded(when(song.refundedAt)) : null,
    ].filter((fact) => fact !== null);
    return say.songLine(song.song, facts);
  });
  const withdrawal = withdrawalLastDay(order);
  return [
    say.orderTitle({
      number: order.number,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      packageId: order.package,
      purchasedOn: brazilianFromIso(order.purchasedOn),
      platformCode: order.platformCode,
      terms: brazilianFromIso(order.termsVersion),
    }),
    ...stages,
    withdrawal ? say.withdrawalUntil(brazilianFromIso(withdrawal)) : null,
    order.erasedAt
      ? say.erasedOn(
          when(order.erasedAt),
          brazilianFromIso(
            recordEnds({ purchasedOn: order.purchasedOn, erasedAt: order.erasedAt }),
          ),
        )
      : say.keptUntil(brasiliaTime(retentionEnds(order)).date),
    // Once the page is gone, what is left of the order outside the site is hers to delete.
    order.erasedAt ? messagesLine(order, { config, now }) : null,
    sale ? say.sale(sale.platform, sale.transaction, sale.coupon) : null,
    order.package === null && !order.erasedAt
      ? say.awaitingPackage(order.number, sale?.product ?? null)
      : null,
    // Opened by the platform's approval, and no e-mail went: the address is hers to send.
    sale && !sale.addressSentAt && !order.erasedAt && order.package !== null && !isRefunded(order)
      ? say.addressNotSent(order.number)
      : null,
    sale?.refundKind && sale.refundedAt
      ? say.platformRefund(sale.refundKind, when(sale.refundedAt))
      : null,
    dueLine(order, now),
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/**
 * The messages about an order and its audio files, kept outside the site (her mailbox, her
 * WhatsApp, her computer) by the privacy policy's rule (PRAZOS.mensagens): until when, or that
 * the time has passed and they are hers to delete.
 * @param {OrderRecord} order @param {Pick<Context, "config" | "now">} context
 */
function messagesLine(order, { config, now }) {
  const ends = PRAZOS.mensagens.regra(new Date(finalDelivery(order)));
  return say.messagesKept(
    brazilianFromIso(ends),
    now.toISOString().slice(0, 10) >= ends,
    config.sales.whatsapp !== null,
    PRAZOS.mensagens.texto,
  );
}

/**
 * Where a retention has passed: what is due to go, with the command that erases it.
 * @param {OrderRecord} order @param {Date} now
 */
function dueLine(order, now) {
  const due = dueToErase(order, now);
  return due === null ? null : say.due(order.number, due);
}

/**
 * Each song's stage as her own tools read it in `lista --json`: her words, not the code's.
 * @type {Record<import("../../../src/features/orders/order-model.ts").SongStage, string>}
 */
export const STAGE_WORDS = {
  brief: "aguardando-informacoes",
  lyrics: "letra-enviada",
  previews: "previas-prontas",
  ready: "pronta",
  downloaded: "baixada",
  refunded: "reembolsada",
};

/** The order as `lista --json` writes it, with the words the owner's own tools read. @param {OrderRecord} order */
export function orderJson(order) {
  return {
    pedido: order.number,
    pacote:
      order.package === null
        ? "a-confirmar"
        : order.package === "single"
          ? "unica"
          : "profissional",
    nome: order.buyerName,
    email: order.buyerEmail,
    codigoPlataforma: order.platformCode,
    dataCompra: order.purchasedOn,
    termos: order.termsVersion,
    apagadoEm: order.erasedAt,
    // The day its page and files go, or, once erased, the day the sale's record may go.
    guardadoAte: order.erasedAt
      ? recordEnds({ purchasedOn: order.purchasedOn, erasedAt: order.erasedAt })
      : retentionEnds(order).slice(0, 10),
    musicas: order.songs.map((song) => ({
      musica: song.song,
      titulo: song.title,
      etapa: STAGE_WORDS[songStage(song)],
      letraEnviada: song.lyricsSentAt,
      previas: song.previewsAt,
      entregue: song.deliveredAt,
      certificado: song.certificateNumber,
      sha256: song.fileSha256,
      primeiroDownload: song.firstDownloadAt,
      downloads: song.downloads,
      reembolsada: song.refundedAt,
    })),
  };
}

/**
 * `lista [--json]`: every order, newest first.
 * @param {{ json?: boolean }} values @param {Context} context
 */
export async function lista(values, context) {
  const orders = await listOrders(context.store);
  if (values.json) {
    return JSON.stringify(
      orders.map((order) => ({ ...orderJson(order), vencido: dueToErase(order, context.now) })),
      null,
      2,
    );
  }
  if (orders.length === 0) return say.noOrders;
  const due = orders.filter((order) => dueToErase(order, context.now) !== null);
  const sales = await salesByOrder(context.store);
  const described = [];
  for (const order of orders) {
    const sale = sales.get(order.number);
    // A new order the platform opened, whose address no e-mail sent: made now, once, with its
    // ready text and a wa.me link to her phone, for her to send.
    const handed =
      sale && !sale.addressSentAt && !order.erasedAt && order.package !== null && !isRefunded(order)
        ? await handOverAddress(order, order.package, sale, context)
        : [];
    const seen =
      handed.length > 0 && sale ? { ...sale, addressSentAt: context.now.toISOString() } : sale;
    described.push([describe(order, context, seen), ...handed].join("\n"));
  }
  return [
    ...described,
    "",
    [
      say.listTotal(orders.length, context.local),
      ...(due.length > 0 ? [say.dueTotal(due.map((order) => order.number))] : []),
    ].join("\n"),
  ].join("\n\n");
}

/**
 * `ver <pedido>`: one order in full.
 * @param {string | undefined} given @param {Context} context
 */
export async function ver(given, context) {
  const order = await orderNamed(context, given);
  return describe(order, context, (await salesByOrder(context.store)).get(order.number));
}

/** "a música 2", "as músicas 1 e 3". @param {readonly number[]} songs @param {number} count */
const songsWord = (songs, count) =>
  count === 1
    ? "da música"
    : songs.length === 1
      ? `da música ${songs[0]}`
      : `das músicas ${songs.slice(0, -1).join(", ")} e ${songs.at(-1)}`;

/**
 * `reembolso <pedido> [--musica N] [--mesmo-assim]`: records the refund of the songs still under
 * the satisfaction guarantee (Terms § 8) and cancels their certificates at once; a downloaded
 * song, or one past its guarantee, only when the owner says she refunds it anyway (the right of
 * withdrawal's 7 days, § 7, or her own decision).
 * @param {string | undefined} given @param {{ musica?: string, "mesmo-assim"?: boolean }} values
 * @param {Context} context
 */
export async function reembolso(given, values, context) {
  const { config, now } = context;
  const order = await orderNamed(context, given);
  refuseErased(order);
  refusePending(order);
  const anyway = values["mesmo-assim"] === true;
  const live = order.songs.filter((song) => !song.refundedAt);
  if (live.length === 0) throw new Refusal(say.allRefunded(order.number), say.listFix);
  const asked = values.musica === undefined ? live : [songOf(order, values.musica)];
  for (const song of asked) refuseRefunded(order, song, "reembolso");
  const covered = asked.filter((song) => guaranteeHolds(song, config.orders.guaranteeDays, now));
  const outside = asked.filter((song) => !covered.includes(song));
  const withdrawal = withdrawalLastDay(order);
  const withdrawalOpen = withdrawal !== null && brasiliaTime(now.toISOString()).iso <= withdrawal;
  const reasons = outside.map((song) =>
    song.firstDownloadAt
      ? say.outsideDownloaded(song.song, when(song.firstDownloadAt))
      : say.outsideExpired(
          song.song,
          brazilianFromIso(guaranteeLastDay(song.deliveredAt ?? "", config.orders.guaranteeDays)),
        ),
  );
  // Only songs outside the guarantee, not said anyway: refused with the Terms' reason.
  if (covered.length === 0 && !anyway) {
    throw new Refusal(
      say.refundRefused(order.number, reasons),
      say.refundRefusedFix(
        order.number,
        withdrawalOpen ? brazilianFromIso(withdrawal ?? "") : null,
        outside.map((song) => song.song),
        order.songs.length,
      ),
    );
  }
  const refunded = anyway ? asked : covered;
  const numbers = refunded.map((song) => song.song);
  await refundSongs(context.store, order.number, numbers, now, "refund");
  const cancelled = refunded
    .map((song) => song.certificateNumber)
    .filter((number) => number !== null);
  const kept = order.songs.filter((song) => !song.refundedAt && !numbers.includes(song.song));
  return [
    say.refunded(order.number, numbers, order.songs.length, anyway && outside.length > 0),
    ...(cancelled.length > 0 ? [say.certificatesCancelled(cancelled)] : []),
    ...(kept.length > 0 && !anyway
      ? [
          say.keptSongs(
            kept.map((song) => song.song),
            reasons,
          ),
        ]
      : []),
    say.refundShare(numbers.length, order.songs.length),
    say.refundPlatform(config.legal.paymentPlatform?.name ?? null),
    "",
    say.sendTitle,
    "",
    orderMessages.refunded({
      buyerName: order.buyerName ?? "",
      number: order.number,
      songs: songsWord(numbers, order.songs.length),
      siteName: config.siteName,
    }),
  ].join("\n");
}

/**
 * `apagar <pedido> [--a-pedido-da-cliente]`: removes the files and the buyer's personal data once
 * the retention the privacy policy states has passed (or at her request, LGPD art. 18, VI), and
 * keeps the record of the sale the law asks to keep; a record past its own time goes too.
 * @param {string | undefined} given @param {{ "a-pedido-da-cliente"?: boolean, vencidos?: boolean }} values
 * @param {Context} context
 */
export async function apagar(given, values, context) {
  const { now } = context;
  if (values.vencidos === true) {
    if (given) throw new Refusal(say.dueWithOrder(given), say.dueWithOrderFix(given));
    return apagarVencidos(context);
  }
  const order = await orderNamed(context, given);
  if (order.erasedAt) {
    const ends = recordEnds({ purchasedOn: order.purchasedOn, erasedAt: order.erasedAt });
    if (now.toISOString().slice(0, 10) < ends) {
      throw new Refusal(
        say.alreadyErased(order.number, when(order.erasedAt), brazilianFromIso(ends)),
        say.listFix,
      );
    }
    await forgetOrder(context.store, order.number);
    return [say.forgotten(order.number), messagesLine(order, context)].join("\n");
  }
  const ends = retentionEnds(order);
  const allRefunded = order.songs.every((song) => song.refundedAt);
  const asked = values["a-pedido-da-cliente"] === true;
  if (now.toISOString() < ends && !allRefunded && !asked) {
    throw new Refusal(
      say.tooEarly(order.number, brasiliaTime(ends).date, ORDER_PAGE_DAYS),
      say.tooEarlyFix(order.number),
    );
  }
  await eraseOrder(context.store, order.number, now);
  return [...erasedLines(order, context), ...(asked ? [say.erasedOnRequest] : [])].join("\n");
}

/**
 * What `apagar` says once an order is erased: what is gone, and what stays and until when, in the
 * data register's words (the sale's record until recordEnds, the certificates' status while the
 * site exists).
 * @param {OrderRecord} order @param {Context} context
 */
function erasedLines(order, { now, config }) {
  const licence = config.licence !== null;
  const kept = keptAfterErase(licence);
  return [
    say.erased(order.number, afterErase("apagado", licence)),
    say.keptRecord(
      ORDER_RECORD_YEARS,
      brazilianFromIso(recordEnds({ purchasedOn: order.purchasedOn, erasedAt: now.toISOString() })),
      kept.record,
    ),
    ...(kept.certificates.length > 0
      ? [say.keptCertificates(PRAZOS.statusDoCertificado.texto, kept.certificates)]
      : []),
  ];
}

/**
 * `apagar --vencidos`: everything whose time the privacy policy states has passed, by the same
 * rules `lista` reads (dueToErase): each order's page, files and personal data, and each erased
 * order's record of the sale. What is not due stays, whatever else she asked.
 * @param {Context} context
 */
async function apagarVencidos(context) {
  const { now } = context;
  const lines = [];
  for (const order of await listOrders(context.store)) {
    const due = dueToErase(order, now);
    if (due === "pagina") {
      await eraseOrder(context.store, order.number, now);
      lines.push(...erasedLines(order, context));
    } else if (due === "registro") {
      await forgetOrder(context.store, order.number);
      lines.push(say.forgotten(order.number), messagesLine(order, context));
    }
  }
  return lines.length === 0 ? say.noneDue : lines.join("\n");
}
