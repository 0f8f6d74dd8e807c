// @ts-check
// `npm run dados`'s work, apart from the command line so that the tests run it on a local store:
// her register in Portuguese or JSON (src/config/data-register.ts), and everything the order
// store holds about one buyer (LGPD art. 18, II).
import { Refusal } from "../cli.mjs";
import { dados as say } from "../messages.mjs";
import { isValidEmail } from "../../../src/config/env-common.ts";
import { TRANSFER_BASIS_TEXT } from "../../../src/config/data-register.ts";
import { rowsOfBuyer } from "../../../src/features/orders/order-store.ts";

/**
 * @typedef {import("../../../src/config/data-register.ts").RegisterEntry} RegisterEntry
 * @typedef {import("../../../src/config/data-register.ts").Destinatario} Destinatario
 */

/** @param {Destinatario} who */
const recipientText = (who) =>
  say.recipient(
    who.nome,
    who.pais,
    who.baseTransferencia ? TRANSFER_BASIS_TEXT[who.baseTransferencia] : null,
  );

/** @param {string} onde */
function groupOf(onde) {
  const kind = onde.slice(0, onde.indexOf(":"));
  if (kind === "cookie" || kind === "localStorage" || kind === "sessionStorage") return "browser";
  return /** @type {keyof typeof say.groups} */ (kind);
}

/**
 * The register as JSON: one object per datum, with at least dado, onde, finalidade, base, prazo
 * and apagamento.
 * @param {readonly RegisterEntry[]} register
 */
export function registerJson(register) {
  return JSON.stringify(
    register.map((entry) => ({
      dado: entry.dado,
      onde: entry.onde,
      categoria: entry.categoria,
      titular: entry.titular,
      finalidade: entry.finalidade,
      base: entry.base,
      destinatarios: entry.destinatarios,
      prazo: entry.prazo.texto,
      apagamento: entry.apagamento,
      ...(entry.depoisDeApagar ? { depoisDeApagar: entry.depoisDeApagar } : {}),
      ligadoPor: entry.ligadoPor,
    })),
    null,
    2,
  );
}

/**
 * The register in Portuguese, by where the data is.
 * @param {readonly RegisterEntry[]} register @param {{ siteName: string, date: string }} about
 */
export function registerText(register, { siteName, date }) {
  const lines = [say.title(siteName, date)];
  for (const group of /** @type {(keyof typeof say.groups)[]} */ (Object.keys(say.groups))) {
    const entries = register.filter((entry) => groupOf(entry.onde) === group);
    if (entries.length === 0) continue;
    lines.push("", `── ${say.groups[group]} ──`);
    for (const entry of entries) {
      const f = say.fields;
      lines.push(
        "",
        `• ${entry.dado}`,
        `  ${f.onde}: ${entry.onde}`,
        `  ${f.categoria}: ${entry.categoria} · ${f.titular}: ${entry.titular}`,
        `  ${f.finalidade}: ${entry.finalidade}`,
        `  ${f.base}: ${entry.base}`,
        `  ${f.destinatarios}: ${entry.destinatarios.length > 0 ? entry.destinatarios.map(recipientText).join("; ") : say.nobody}`,
        `  ${f.prazo}: ${entry.prazo.texto}`,
        `  ${f.apagamento}: ${entry.apagamento}`,
        `  ${f.ligadoPor}: ${entry.ligadoPor}`,
      );
    }
  }
  return lines.join("\n");
}

/** @param {unknown} value */
const shown = (value) => (value === null || value === "" ? say.empty : String(value));

/**
 * Everything the order store holds about the buyer with `email`: every column of her orders,
 * songs and certificates, each named by the register, and every file of her orders.
 * @param {string | undefined} email
 * @param {readonly RegisterEntry[]} register
 * @param {{ store: import("../../../src/features/orders/order-store.ts").OrderStore }} context
 */
export async function titular(email, register, { store }) {
  if (!email) throw new Refusal(say.missingEmail, say.missingEmailFix);
  if (!isValidEmail(email.trim())) throw new Refusal(say.notEmail(email), say.missingEmailFix);
  const rows = await rowsOfBuyer(store, email);
  if (rows.orders.length === 0) return say.holderNothing(email.trim());
  /** @param {string} table @param {Record<string, unknown>} row @param {string} indent */
  const columns = (table, row, indent) =>
    Object.entries(row).map(([column, value]) => {
      const entry = register.find((item) => item.onde === `d1:${table}.${column}`);
      return `${indent}${entry?.dado ?? column} (d1:${table}.${column}): ${shown(value)}`;
    });
  const lines = [say.holderTitle(email.trim())];
  for (const order of rows.orders) {
    const number = String(order.number);
    lines.push("", say.holderOrder(number), ...columns("orders", order, "  "));
    for (const song of rows.songs.filter((row) => row.order_number === number)) {
      lines.push(say.holderSong(Number(song.song)), ...columns("songs", song, "    "));
    }
    const certificates = rows.certificates.filter((row) => row.order_number === number);
    if (certificates.length > 0) {
      lines.push(say.holderCertificates);
      for (const certificate of certificates)
        lines.push(...columns("certificates", certificate, "    "));
    }
    for (const sale of rows.sales.filter((row) => row.order_number === number)) {
      lines.push(say.holderSale, ...columns("sales", sale, "    "));
      for (const event of rows.events.filter(
        (row) => row.platform === sale.platform && row.transaction_code === sale.transaction_code,
      ))
        lines.push(...columns("sale_events", event, "      "));
    }
    const { objects } = await store.files.list({ prefix: `pedidos/${number}/` });
    lines.push(
      ...(objects.length === 0
        ? [say.holderNoFiles]
        : [say.holderFiles, ...objects.map((object) => say.holderFile(object.key, object.size))]),
    );
  }
  // What the register keeps of a buyer outside the store, where she looks for it herself.
  const elsewhere = register.filter(
    (entry) => /^(fornecedor|vendedora):/.test(entry.onde) && entry.titular !== "visitante",
  );
  lines.push(
    "",
    say.holderElsewhere,
    ...elsewhere.map((entry) =>
      say.holderElsewhereItem(
        entry.dadoParaDona ?? entry.dado,
        entry.onde,
        entry.destinatarios[0]?.nome ?? null,
      ),
    ),
    say.holderNoLogs,
  );
  return lines.join("\n");
}
