/**
 * The record of processing (LGPD art. 37): every datum the site and its providers keep about a
 * buyer or a visitor, where it is, why, on what basis, who receives it, for how long and what
 * deletes it. One place, in the manner of Fides' "privacy as code" (fideslang names each
 * category): the privacy policy's words on what is kept and for how long are made from it
 * (content/privacy-policy.ts), `npm run dados` prints it for her configuration, and the tests
 * bind it to the code (data-register.test.ts: every D1 column, every R2 key the store writes,
 * every cookie and storage key the browser code sets, and what an erase leaves on a real store).
 * docs/decisions/0027-data-register.md.
 *
 * Each retention is one rule: the function the deleting code calls too (`retentionEnds` and
 * `recordEnds` in order-model.ts, which `npm run pedido -- apagar` calls), or the constant the
 * browser's cookie or entry is written with.
 */
import type { AnalyticsConfig } from "./env-analytics.ts";
import { isBrazil, type Processor, type TransferBasis } from "./env-legal.ts";
import type { SiteConfig } from "./env-schema.ts";
import { factsFor, type ProcessorPrefix } from "./provider-facts.ts";
import { fittingBases, PROCESSING_BASIS, type ProcessingBasis } from "./transfer-rule.ts";
import {
  ORDER_RECORD_YEARS,
  SONG_FILES,
  addYears,
  recordEnds,
  retentionEnds,
  taxReviewEnds,
  type SongFile,
} from "../features/orders/order-model.ts";
import { orderPageKept } from "../content/order-page-kept.ts";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "../features/analytics/consent.ts";
import { PROMO_COOKIE_MAX_AGE_DAYS, PROMO_COOKIE_NAME } from "../lib/promo/promo-code.ts";
import { ATTRIBUTION_STORAGE_KEY } from "../lib/promo/attribution-key.ts";
import { DRAFT_LIFETIME_DAYS, DRAFT_STORAGE_KEY } from "../features/brief/draft-policy.ts";
import { REVOCATIONS_FILE } from "../features/licence/revocations.ts";

/** Where a datum is: the forms `npm run dados -- --json` prints. */
export type Onde =
  | `d1:${string}.${string}`
  | `r2:${string}`
  | `log:${string}`
  | `cookie:${string}`
  | `localStorage:${string}`
  | `sessionStorage:${string}`
  | `fornecedor:${string}`
  /** In the seller's own files and accounts: her computer, her fiscal records. */
  | `vendedora:${string}`;

/** Whose datum it is (fideslang's data subjects, in Portuguese). */
export type Titular = "cliente" | "visitante" | "pessoa cujo nome é cantado";

/** Someone who receives the datum: country and art. 33 basis as the provider's facts support. */
export interface Destinatario {
  readonly nome: string;
  /** Null: a confirmar. */
  readonly pais: string | null;
  /** Abroad only; null: a confirmar (or in Brazil). */
  readonly baseTransferencia: TransferBasis | null;
  /** Where country and basis come from: the facts read (provider-facts.ts), or her own answer. */
  readonly fonte: string;
}

/** How long a datum is kept: the words, and the rule the deleting code calls. */
export interface Prazo {
  /** As the policy says it. */
  readonly texto: string;
  /**
   * The function that gives the end of the retention, the same one the code that deletes it
   * calls; null where a provider or the browser keeps it by its own rule, or the seller deletes
   * it by hand (her mailbox).
   */
  readonly regra: ((...args: never[]) => unknown) | null;
}

export interface RegisterEntry {
  /**
   * The name a sentence finds the entry by where several entries share a place (her mailbox
   * holds the messages about an order, the others and a refund's account): Fides' `fides_key`.
   * Unique in a register.
   */
  readonly chave?: string;
  /** What it is, in the policy's words. */
  readonly dado: string;
  /** The same in the owner's words, where the policy's speak to the buyer ("o seu nome"). */
  readonly dadoParaDona?: string;
  readonly onde: Onde;
  /** fideslang data category (user.contact.email, …). */
  readonly categoria: string;
  readonly titular: Titular;
  readonly finalidade: string;
  /** LGPD art. 7, 11 or 14 item. */
  readonly base: string;
  readonly destinatarios: readonly Destinatario[];
  readonly prazo: Prazo;
  /** What deletes it. */
  readonly apagamento: string;
  /** For the order store: whether `npm run pedido -- apagar` empties it or keeps it. */
  readonly depoisDeApagar?: "apagado" | "mantido";
  /** The configuration that turns it on, in her words (the variable and its value). */
  readonly ligadoPor: string;
}

/** LGPD art. 33: each ground, as the policy states it. */
export const TRANSFER_BASIS_TEXT: Record<TransferBasis, string> = {
  adequacao:
    "país reconhecido pela ANPD como de grau de proteção de dados pessoais adequado (art. 33, I)",
  "clausulas-padrao":
    "cláusulas-padrão contratuais aprovadas pela ANPD (art. 33, II, b, e Resolução CD/ANPD nº 19/2024)",
  "clausulas-especificas": "cláusulas contratuais específicas aprovadas pela ANPD (art. 33, II, a)",
  "normas-corporativas": "normas corporativas globais aprovadas pela ANPD (art. 33, II, c)",
  consentimento:
    "o seu consentimento específico e em destaque para a transferência, pedido no aviso de cookies, que diz o país antes de você aceitar (art. 33, VIII)",
  contrato:
    "transferência necessária à execução do contrato com você (art. 33, IX, combinado com o art. 7º, V)",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Years a claim about a song can be brought to court (CDC art. 27, prescription). */
export const CLAIMS_YEARS = 5;

/** The retention rules, each once. */
export const PRAZOS = {
  paginaDoPedido: {
    texto: `até ${orderPageKept}`,
    regra: retentionEnds,
  },
  registroDaVenda: {
    texto: `${ORDER_RECORD_YEARS} anos depois de apagados os dados pessoais do pedido, e nunca antes de ${ORDER_RECORD_YEARS} anos contados de 1º de janeiro do ano seguinte ao da compra (art. 173 do Código Tributário Nacional)`,
    regra: recordEnds,
  },
  statusDoCertificado: {
    texto: "enquanto o site existir, para que a página do certificado diga se ele vale",
    regra: null,
  },
  promoCookie: {
    texto: `${PROMO_COOKIE_MAX_AGE_DAYS} dias`,
    regra: (setAt: Date) => new Date(setAt.getTime() + PROMO_COOKIE_MAX_AGE_DAYS * DAY_MS),
  },
  consentCookie: {
    texto: `${CONSENT_MAX_AGE_DAYS} dias`,
    regra: (setAt: Date) => new Date(setAt.getTime() + CONSENT_MAX_AGE_DAYS * DAY_MS),
  },
  rascunho: {
    texto: `${DRAFT_LIFETIME_DAYS} dias sem nenhuma alteração`,
    regra: (changedAt: Date) => new Date(changedAt.getTime() + DRAFT_LIFETIME_DAYS * DAY_MS),
  },
  /**
   * What records the contract and its approvals (the messages about an order, what she sent for
   * her song): kept in the seller's mailbox or WhatsApp while a claim about the song can still be
   * brought (CDC art. 27), then deleted by her.
   */
  mensagens: {
    texto: `${CLAIMS_YEARS} anos após a entrega final`,
    regra: (finalDelivery: Date) =>
      addYears(finalDelivery.toISOString().slice(0, 10), CLAIMS_YEARS),
  },
  /** A message about no order: kept to answer it, and a while after, in case she writes again. */
  contato: { texto: "até 1 ano após o último contato", regra: null },
  /** The sale's fiscal records, by the count the tax authority reviews by (CTN art. 173). */
  fiscal: {
    texto: `${ORDER_RECORD_YEARS} anos, contados do primeiro dia do ano seguinte ao da venda, que é o prazo em que o Fisco pode rever os tributos da operação (art. 173 do Código Tributário Nacional)`,
    regra: taxReviewEnds,
  },
  visita: { texto: "até a aba ser fechada", regra: null },
  fornecedor: { texto: "pelo prazo da política de privacidade do fornecedor", regra: null },
} as const satisfies Record<string, Prazo>;

/** LGPD bases, as the policy cites them. */
const BASE = {
  contrato: "art. 7º, V (execução de contrato)",
  direitos: "art. 7º, VI (exercício regular de direitos)",
  fiscal: "art. 7º, II (obrigação legal) e VI (exercício regular de direitos)",
  interesse: "art. 7º, IX (legítimo interesse)",
  consentimento: "art. 7º, I (consentimento)",
  crianca: "art. 14, § 1º (consentimento de um dos pais ou do responsável)",
} as const;

const ERASE = "npm run pedido -- apagar (depois do prazo, ou antes a pedido da cliente)";
const FORGET = `npm run pedido -- apagar, de novo, depois dos ${ORDER_RECORD_YEARS} anos do registro`;

/** Where the order store is (wrangler.toml's D1 and R2), named or not in her answers. */
const CLOUDFLARE: Processor = { name: "Cloudflare", country: null, transferBasis: null };

type StoreEntry = Omit<RegisterEntry, "destinatarios" | "ligadoPor"> & {
  /** Only where she issues certificates (VITE_LICENCE_PUBLIC_KEY). */
  readonly licence?: true;
};

/** Kept until the page's time is over, then emptied by `apagar`. */
const untilErased = {
  prazo: PRAZOS.paginaDoPedido,
  apagamento: ERASE,
  depoisDeApagar: "apagado",
} as const;
/** Kept after `apagar` as the sale's record, then removed with it. */
const record = {
  prazo: PRAZOS.registroDaVenda,
  apagamento: FORGET,
  depoisDeApagar: "mantido",
} as const;

/**
 * A column of what the payment platform told the site (issue 58), kept with the sale's record:
 * its words and place from each pair, its category and purpose from the table it is in.
 */
const saleRecord =
  (categoria: string, finalidade: string) =>
  ([dado, column]: readonly [string, `${string}.${string}`]): StoreEntry => ({
    dado,
    onde: `d1:${column}`,
    categoria,
    titular: "cliente",
    finalidade,
    base: BASE.fiscal,
    ...record,
  });

const DELIVER = "entregar as prévias e a música na página do pedido";
const PROOF =
  "guardar a prova da venda, da entrega, do download e de um reembolso (obrigações fiscais e defesa em um processo)";

/**
 * The order store (deploy/d1-migrations/, src/features/orders/order-store.ts): one entry per
 * column and per file the store writes.
 */
export const STORE_ENTRIES: readonly StoreEntry[] = [
  // orders
  {
    dado: "o número do pedido",
    onde: "d1:orders.number",
    categoria: "user.unique_id",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.fiscal,
    ...record,
  },
  {
    dado: "a impressão digital (SHA-256) do endereço privado da página do pedido",
    onde: "d1:orders.token_hash",
    categoria: "user.authorization.credentials",
    titular: "cliente",
    finalidade: "abrir a página do pedido só por quem tem o endereço privado",
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "a chave que assina os links dos arquivos do pedido",
    onde: "d1:orders.media_key",
    categoria: "system.operations",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "o pacote",
    onde: "d1:orders.package",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.fiscal,
    ...record,
  },
  {
    dado: "o seu nome",
    dadoParaDona: "o nome da cliente",
    onde: "d1:orders.buyer_name",
    categoria: "user.name",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "o seu e-mail",
    dadoParaDona: "o e-mail da cliente",
    onde: "d1:orders.buyer_email",
    categoria: "user.contact.email",
    titular: "cliente",
    finalidade:
      "encontrar o pedido de quem nos escreve e responder a um pedido de acesso aos dados",
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "o seu telefone, quando a plataforma de pagamento o informa",
    dadoParaDona: "o telefone da cliente, quando a plataforma de pagamento o informa",
    onde: "d1:orders.buyer_phone",
    categoria: "user.contact.phone_number",
    titular: "cliente",
    finalidade:
      "mandar pelo WhatsApp o endereço da página do pedido, quando nenhum e-mail o enviou",
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "o código do pedido na plataforma de pagamento",
    onde: "d1:orders.platform_code",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: `${PROOF}: liga o pedido à venda no relatório da plataforma`,
    base: BASE.fiscal,
    ...record,
  },
  {
    dado: "a data da compra",
    onde: "d1:orders.purchased_on",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.fiscal,
    ...record,
  },
  {
    dado: "a versão dos Termos de Uso da compra",
    onde: "d1:orders.terms_version",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
  },
  {
    dado: "a data e a hora em que o pedido foi registrado",
    onde: "d1:orders.created_at",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
  },
  {
    dado: "a data em que os dados pessoais do pedido foram apagados",
    onde: "d1:orders.erased_at",
    categoria: "system.operations",
    titular: "cliente",
    finalidade: "contar o prazo do registro da venda",
    base: BASE.fiscal,
    ...record,
  },
  // songs
  {
    dado: "o número do pedido",
    onde: "d1:songs.order_number",
    categoria: "user.unique_id",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.fiscal,
    ...record,
  },
  {
    dado: "a posição de cada música no pedido",
    onde: "d1:songs.song",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.fiscal,
    ...record,
  },
  {
    dado: "o título de cada música",
    onde: "d1:songs.title",
    categoria: "user.content.private",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "a data em que a letra foi enviada",
    onde: "d1:songs.lyrics_sent_at",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
  },
  {
    dado: "a data em que as prévias ficaram prontas",
    onde: "d1:songs.previews_at",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
  },
  {
    dado: "a duração de cada prévia",
    onde: "d1:songs.preview_seconds",
    categoria: "user.content.private",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "a data em que a versão completa foi entregue",
    onde: "d1:songs.delivered_at",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
  },
  {
    dado: "o nome do arquivo da música",
    onde: "d1:songs.file_name",
    categoria: "user.content.private",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "o tamanho do arquivo da música",
    onde: "d1:songs.file_bytes",
    categoria: "user.content.private",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "a duração da música",
    onde: "d1:songs.file_seconds",
    categoria: "user.content.private",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  },
  {
    dado: "a impressão digital (SHA-256) de cada arquivo entregue",
    onde: "d1:songs.file_sha256",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
  },
  {
    dado: "o número de cada certificado",
    onde: "d1:songs.certificate_number",
    categoria: "user.unique_id",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
    licence: true,
  },
  {
    dado: "o certificado de licença, com o nome que aparece nele e o título da música",
    onde: "d1:songs.certificate",
    categoria: "user.name",
    titular: "cliente",
    finalidade: "mostrar o certificado na página do pedido",
    base: BASE.contrato,
    ...untilErased,
    licence: true,
  },
  {
    dado: "a data e a hora da primeira confirmação de download da versão completa",
    onde: "d1:songs.first_download_at",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade:
      "registrar a confirmação de download que encerra a garantia de satisfação, e guardar a prova dela",
    base: `${BASE.contrato} e ${BASE.direitos}`,
    ...record,
  },
  {
    dado: "quantas vezes o download foi confirmado",
    onde: "d1:songs.downloads",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.direitos,
    ...record,
  },
  {
    dado: "a data do reembolso",
    onde: "d1:songs.refunded_at",
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: PROOF,
    base: BASE.fiscal,
    ...record,
  },
  // sales and sale_events: what the payment platform told the site by itself (issue 58), kept with
  // the sale's record and forgotten with it (order-store.ts's forgetOrder).
  ...(
    [
      ["a plataforma de pagamento da venda", "sales.platform"],
      ["o código da venda na plataforma de pagamento", "sales.transaction_code"],
      ["o número do pedido aberto pela venda", "sales.order_number"],
      [
        "o tipo de um reembolso feito pela plataforma (reembolso, contestação ou cancelamento)",
        "sales.refund_kind",
      ],
      ["a data e a hora de um reembolso feito pela plataforma", "sales.refunded_at"],
      [
        "a data e a hora em que o endereço do pedido foi enviado por e-mail, ou entregue à vendedora para que ela o envie",
        "sales.address_sent_at",
      ],
      [
        "o produto e a oferta vendidos, como a plataforma os nomeia (para confirmar o pacote de um produto que ainda não está na tabela da vendedora)",
        "sales.product",
      ],
      ["o cupom de desconto usado na compra", "sales.coupon"],
    ] as const
  ).map(
    saleRecord(
      "user.behavior.purchase_history",
      `${PROOF}: abrir o pedido quando a plataforma aprova a venda e cancelar as licenças quando ela a reembolsa`,
    ),
  ),
  ...(
    [
      ["a plataforma de cada aviso de venda", "sale_events.platform"],
      ["o código de cada aviso que a plataforma enviou", "sale_events.event_id"],
      [
        "o tipo de cada aviso (aprovação, reembolso, contestação, cancelamento)",
        "sale_events.kind",
      ],
      ["o nome do aviso na plataforma", "sale_events.platform_event"],
      ["o código da venda de cada aviso", "sale_events.transaction_code"],
      ["a data e a hora em que cada aviso chegou", "sale_events.received_at"],
    ] as const
  ).map(
    saleRecord(
      "system.operations",
      `${PROOF}: o que a plataforma informou, e quando, sem repetir um aviso que ela mande de novo`,
    ),
  ),
  // certificates: kept while the site exists, since the licence outlives the order.
  {
    dado: "o número de cada certificado",
    onde: "d1:certificates.number",
    categoria: "user.unique_id",
    titular: "cliente",
    finalidade: "dizer na página do certificado se ele vale",
    base: BASE.contrato,
    prazo: PRAZOS.statusDoCertificado,
    apagamento: "nada: fica enquanto o site existir, sem o nome da cliente",
    depoisDeApagar: "mantido",
    licence: true,
  },
  {
    dado: "o número do pedido de cada certificado",
    onde: "d1:certificates.order_number",
    categoria: "user.unique_id",
    titular: "cliente",
    finalidade: "dizer na página do certificado se ele vale",
    base: BASE.contrato,
    prazo: PRAZOS.statusDoCertificado,
    apagamento: "nada: fica enquanto o site existir, sem o nome da cliente",
    depoisDeApagar: "mantido",
    licence: true,
  },
  ...(
    [
      ["a data do cancelamento de um certificado", "certificates.revoked_on"],
      // Issue 58: a replaced song is not a refund; the page says which it was.
      [
        "o motivo do cancelamento de um certificado (um reembolso, e quem o fez, ou a troca da música por uma nova versão)",
        "certificates.revoked_reason",
      ],
      [
        "o número do certificado que substitui um certificado cancelado",
        "certificates.replaced_by",
      ],
    ] as const
  ).map(([dado, column]): StoreEntry => ({
    dado,
    onde: `d1:${column}`,
    categoria: "user.behavior.purchase_history",
    titular: "cliente",
    finalidade: "dizer na página do certificado se ele vale e, se não vale, por quê",
    base: BASE.contrato,
    prazo: PRAZOS.statusDoCertificado,
    apagamento: "nada: fica enquanto o site existir, sem o nome da cliente",
    depoisDeApagar: "mantido",
    licence: true,
  })),
  // R2: the files of each song, by the name its key ends with (order-model.ts's fileKey).
  ...(Object.values(SONG_FILES) as SongFile[]).map((file): StoreEntry => ({
    dado:
      file === SONG_FILES.full ? "o arquivo da versão completa" : "os arquivos das duas prévias",
    onde: `r2:pedidos/<pedido>/<música>/${file}`,
    categoria: "user.content.private",
    titular: "cliente",
    finalidade: DELIVER,
    base: BASE.contrato,
    ...untilErased,
  })),
];

/**
 * A provider as a recipient. Country and basis come from its facts where they are known (without
 * facts, her answers), and a basis she stated is kept only where the one rule of art. 33
 * (transfer-rule.ts) says it fits this provider and this processing: the ANPD's clauses only
 * where the provider's facts say them, consent (art. 33, VIII) only where the processing asks for
 * it, the contract's necessity (art. 33, IX) only where the processing rests on the contract.
 * `processing` is what the processing rests on: by default, the provider's (PROCESSING_BASIS).
 */
export function recipient(
  prefix: ProcessorPrefix,
  processor: Processor | null,
  generic: string,
  processing: ProcessingBasis = PROCESSING_BASIS[prefix],
): Destinatario {
  const facts = factsFor(prefix, processor?.name);
  const nome = processor?.name ?? generic;
  const pais = facts?.country ?? processor?.country ?? null;
  const abroad = pais !== null && !isBrazil(pais);
  const stated = processor?.transferBasis ?? null;
  const fits = fittingBases({ facts, processing, country: pais });
  const baseTransferencia = !abroad
    ? null
    : stated !== null && fits.includes(stated)
      ? stated
      : facts?.transferBasis != null && fits.includes(facts.transferBasis)
        ? facts.transferBasis
        : null;
  return {
    nome,
    pais,
    baseTransferencia,
    fonte: facts
      ? `${facts.source ?? facts.basisSource ?? "os fatos do fornecedor"} (lido em ${facts.read})`
      : processor
        ? "a resposta dela no npm run setup"
        : "a confirmar",
  };
}

/** The Meta Pixel the payment page runs for her (VITE_CHECKOUT_META_PIXEL), as it is named. */
export const CHECKOUT_PIXEL = "Meta Platforms, Inc. (Meta Pixel na página de pagamento)";

/**
 * What Meta receives from the checkout's Pixel: the purchase's events and what any Pixel gets
 * from the browser; the buyer's name, e-mail and phone only where she says they go
 * (VITE_CHECKOUT_META_PIXEL_CONTACT; unstated, that they may).
 */
export function checkoutPixelData(sendsContact: boolean | null): string {
  const events =
    "os eventos da compra (o pacote e o valor), com o endereço IP, o navegador e os identificadores dos cookies da Meta";
  if (sendsContact === false) return `${events}; não o nome, o e-mail nem o telefone`;
  return sendsContact
    ? `${events}, e o nome, o e-mail e o telefone`
    : `${events} e, se a correspondência avançada do Pixel estiver ligada, o nome, o e-mail e o telefone`;
}

const NO_ANALYTICS: AnalyticsConfig = { plausible: null, ga4: null, metaPixel: null };

/** "Cloudflare" → "cloudflare", for `log:` and `fornecedor:` places. */
const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The names a sentence finds an entry by, where several entries share a place. */
export const CHAVES = {
  mensagensDoPedido: "mensagens-do-pedido",
  mensagensDoPedidoWhatsapp: "mensagens-do-pedido-whatsapp",
  devolucao: "devolucao",
  contato: "mensagens-sem-pedido",
  contatoWhatsapp: "mensagens-sem-pedido-whatsapp",
  plausible: "plausible",
  ga4: "ga4",
  metaPixel: "meta-pixel",
  arquivoNoLink: "arquivo-no-link",
} as const;

const MAILBOX = "nós, na nossa caixa de e-mail, ao fim do prazo";
const WHATSAPP_CHATS = "nós, no nosso WhatsApp, ao fim do prazo";

/** Who receives a refund's account: the bank that makes the Pix or the deposit, in Brazil. */
export const REFUND_BANK: Destinatario = {
  nome: "a instituição financeira pela qual fazemos a devolução",
  pais: "Brasil",
  baseTransferencia: null,
  fonte: "o Pix e o depósito em conta são feitos por uma instituição financeira no Brasil",
};

/** Who receives the sale's fiscal records, where she hires one: her accountant, in Brazil. */
export const ACCOUNTANT: Destinatario = {
  nome: "o serviço de contabilidade, quando contratado",
  pais: "Brasil",
  baseTransferencia: null,
  fonte:
    "a contabilidade de uma venda no Brasil é feita por contador registrado em um Conselho Regional de Contabilidade",
};

/** The register for a configuration: what this build's site and its providers keep. */
export function registerFor(
  config: SiteConfig,
  analytics: AnalyticsConfig = NO_ANALYTICS,
): RegisterEntry[] {
  const { processors } = config.legal;
  const orders = config.orders.page;
  // The order store is Cloudflare's D1 and R2 whatever she named: with orders on, so is the host.
  const host = processors.hosting ?? (orders ? CLOUDFLARE : null);
  const hosting = recipient("VITE_HOSTING_PROVIDER", host, "Provedor de hospedagem");
  const store: RegisterEntry[] = orders
    ? STORE_ENTRIES.filter((entry) => !entry.licence || config.licence !== null).map(
        ({ licence, ...entry }) => ({
          ...entry,
          destinatarios: [hosting],
          ligadoPor: licence
            ? "VITE_ORDER_PAGE=sim e VITE_LICENCE_PUBLIC_KEY"
            : "VITE_ORDER_PAGE=sim",
        }),
      )
    : [];
  const consent = analytics.ga4 !== null || analytics.metaPixel !== null;
  const logDays = config.legal.accessLogRetentionDays;
  const browser = (
    dado: string,
    onde: Onde,
    finalidade: string,
    base: string,
    prazo: Prazo,
    apagamento: string,
    ligadoPor: string,
    categoria = "user.device.cookie_id",
  ): RegisterEntry => ({
    dado,
    onde,
    categoria,
    titular: "visitante",
    finalidade,
    base,
    destinatarios: [],
    prazo,
    apagamento,
    ligadoPor,
  });
  /**
   * A provider's entry: its `base` is what its processing rests on (PROCESSING_BASIS, or
   * `processing` where the same provider does something else), the same the transfer's rule
   * reads; `detail` adds to it (the AI's rule for a child's name).
   */
  const provider = (
    dado: string,
    prefix: ProcessorPrefix,
    processor: Processor | null,
    generic: string,
    {
      processing = PROCESSING_BASIS[prefix],
      detail,
      prazo = PRAZOS.fornecedor,
      apagamento = "o próprio fornecedor, pelas regras dele; ou a pedido nosso",
      ...rest
    }: Pick<RegisterEntry, "categoria" | "titular" | "finalidade" | "ligadoPor"> &
      Partial<Pick<RegisterEntry, "chave">> & {
        processing?: ProcessingBasis;
        detail?: string;
        /** Where the seller keeps it in her account there, by her own rule. */
        prazo?: Prazo;
        apagamento?: string;
      },
  ): RegisterEntry => {
    const who = recipient(prefix, processor, generic, processing);
    return {
      dado,
      onde: `fornecedor:${slug(who.nome)}`,
      ...rest,
      base: detail ? `${BASE[processing]}; ${detail}` : BASE[processing],
      destinatarios: [who],
      prazo,
      apagamento,
    };
  };
  return [
    ...store,
    {
      dado: orders
        ? "os registros de acesso ao site: o endereço IP, a data e a hora e o endereço pedido de cada acesso, inclusive à página do pedido, às prévias e ao download"
        : "os registros de acesso ao site: o endereço IP, a data e a hora e o endereço pedido de cada acesso",
      onde: `log:${slug(host?.name ?? "hospedagem")}`,
      categoria: "user.device.ip_address",
      titular: "visitante",
      finalidade: "segurança e prevenção de fraudes; guarda do art. 15 do Marco Civil da Internet",
      base: `${BASE.interesse} e, quando aplicável, art. 7º, II (art. 15 do Marco Civil)`,
      destinatarios: [hosting],
      prazo: {
        texto:
          logDays === null
            ? "pelo prazo da política de privacidade do provedor de hospedagem"
            : `${logDays} dias`,
        regra: null,
      },
      apagamento: "o provedor de hospedagem, ou a regra de prazo do armazenamento dos registros",
      ligadoPor: "sempre (o provedor de hospedagem)",
    },
    // Without the order store, a cancelled licence is published in /licenca itself, from the
    // list `npm run licence -- revoke` writes in her project (features/licence/revocations.ts).
    ...(!orders && config.licence !== null
      ? [
          {
            dado: "o número de cada licença cancelada, a data e o motivo do cancelamento e, se a música foi trocada, o número da licença nova",
            onde: `vendedora:${REVOCATIONS_FILE}` as const,
            categoria: "user.unique_id",
            titular: "cliente" as const,
            finalidade: "dizer na página do certificado se ele vale e, se não vale, por quê",
            base: BASE.contrato,
            // Published on the site's page: whoever opens a certificate's address reads it.
            destinatarios: [hosting],
            prazo: PRAZOS.statusDoCertificado,
            apagamento: "nada: fica enquanto o site existir, sem o nome da cliente",
            ligadoPor: "VITE_ORDER_PAGE=nao e VITE_LICENCE_PUBLIC_KEY",
          },
        ]
      : []),
    ...(orders
      ? []
      : [
          {
            dado: "o acesso ao link de download da música completa (a data, a hora e o endereço IP)",
            onde: "log:servico-do-link" as const,
            categoria: "user.device.ip_address",
            titular: "cliente" as const,
            finalidade: "registrar o primeiro acesso ao link, que encerra a garantia de satisfação",
            base: BASE[PROCESSING_BASIS.VITE_DOWNLOAD_SERVICE],
            // The service she named in the setup (VITE_DOWNLOAD_SERVICE), with her country and
            // basis as the recipient rule keeps them; unnamed, "o serviço onde fica o arquivo".
            destinatarios: [
              recipient(
                "VITE_DOWNLOAD_SERVICE",
                processors.download,
                "o serviço onde fica o arquivo",
              ),
            ],
            prazo: PRAZOS.fornecedor,
            apagamento: `${processors.download?.name ?? "o serviço onde fica o arquivo"}, pelas regras dele`,
            ligadoPor: "VITE_ORDER_PAGE=nao e VITE_DOWNLOAD_SERVICE",
          },
          provider(
            "o arquivo da música completa, no link de download",
            "VITE_DOWNLOAD_SERVICE",
            processors.download,
            "o serviço onde fica o arquivo",
            {
              categoria: "user.content.private",
              titular: "cliente",
              finalidade: "entregar a música completa pelo link de download",
              chave: CHAVES.arquivoNoLink,
              ligadoPor: "VITE_ORDER_PAGE=nao e VITE_DOWNLOAD_SERVICE",
              prazo: PRAZOS.mensagens,
              apagamento: "nós, no serviço do link, ao fim do prazo",
            },
          ),
        ]),
    browser(
      "o código promocional do link pelo qual você chegou",
      `cookie:${PROMO_COOKIE_NAME}`,
      "aplicar o desconto do link promocional na página de pagamento",
      BASE.interesse,
      PRAZOS.promoCookie,
      "o navegador, ao fim do prazo; ou a visitante",
      "sempre",
    ),
    browser(
      "os parâmetros de campanha do link pelo qual você chegou",
      `sessionStorage:${ATTRIBUTION_STORAGE_KEY}`,
      "dizer à plataforma de pagamento de qual divulgação veio a compra",
      BASE.interesse,
      PRAZOS.visita,
      "o navegador, ao fechar a aba",
      "sempre",
      "user.behavior.browsing_history",
    ),
    browser(
      "o rascunho das informações da música: o seu nome, o e-mail da compra, o pacote, o código do pedido e as informações de cada música",
      `localStorage:${DRAFT_STORAGE_KEY}`,
      "não perder o que foi digitado se a página recarregar",
      BASE.contrato,
      PRAZOS.rascunho,
      "cada página do site, ao fim do prazo; ou “Apagar rascunho”",
      "sempre",
      "user.content.private",
    ),
    ...(consent
      ? [
          browser(
            "a sua escolha sobre os cookies",
            `cookie:${CONSENT_COOKIE}`,
            "lembrar a escolha e só ativar as ferramentas com consentimento",
            BASE.interesse,
            PRAZOS.consentCookie,
            "o navegador, ao fim do prazo; ou a visitante",
            "VITE_GA4_MEASUREMENT_ID ou VITE_META_PIXEL_ID",
          ),
        ]
      : []),
    ...(analytics.ga4
      ? [
          browser(
            "o identificador aleatório do Google Analytics 4",
            "cookie:_ga",
            "medição, com consentimento",
            BASE.consentimento,
            { texto: "até 2 anos", regra: null },
            "o site, quando o consentimento é retirado; ou o navegador",
            "VITE_GA4_MEASUREMENT_ID",
          ),
          browser(
            "o identificador da sessão do Google Analytics 4",
            `cookie:_ga_${analytics.ga4.measurementId.replace(/^G-/, "")}`,
            "medição, com consentimento",
            BASE.consentimento,
            { texto: "até 2 anos", regra: null },
            "o site, quando o consentimento é retirado; ou o navegador",
            "VITE_GA4_MEASUREMENT_ID",
          ),
        ]
      : []),
    ...(analytics.metaPixel
      ? (["_fbp", "_fbc"] as const).map((name) =>
          browser(
            name === "_fbp"
              ? "o identificador aleatório do navegador do Meta Pixel"
              : "a identificação do clique em um anúncio da Meta",
            `cookie:${name}`,
            "publicidade, com consentimento",
            BASE.consentimento,
            { texto: "90 dias", regra: null },
            "o site, quando o consentimento é retirado; ou o navegador",
            "VITE_META_PIXEL_ID",
          ),
        )
      : []),
    provider(
      "o nome, o e-mail e os dados da compra e do pagamento",
      "VITE_PAYMENT_PLATFORM",
      processors.payment,
      "Plataforma de pagamento",
      {
        categoria: "user.financial",
        titular: "cliente",
        finalidade: "processar o pagamento e prevenir fraudes",
        ligadoPor: "VITE_PAYMENT_PLATFORM",
      },
    ),
    // The Pixel the payment page runs for her: the purchase's events on legitimate interest,
    // which does not carry the buyer's contact data to Meta (the launch gate refuses it), and
    // no consent there to carry a transfer (art. 33, VIII).
    ...(config.legal.checkoutRunsMetaPixel
      ? [
          provider(
            checkoutPixelData(config.legal.checkoutPixelSendsContact),
            "VITE_META_PIXEL",
            null,
            CHECKOUT_PIXEL,
            {
              categoria:
                config.legal.checkoutPixelSendsContact === false
                  ? "user.behavior.purchase_history"
                  : "user.contact",
              titular: "cliente",
              finalidade: "medir as vendas dos anúncios",
              processing: "interesse",
              ligadoPor:
                config.legal.checkoutPixelSendsContact === false
                  ? "VITE_CHECKOUT_META_PIXEL=sim e VITE_CHECKOUT_META_PIXEL_CONTACT=nao"
                  : "VITE_CHECKOUT_META_PIXEL=sim",
            },
          ),
        ]
      : []),
    {
      chave: CHAVES.mensagensDoPedido,
      ...provider(
        orders
          ? "as mensagens trocadas, com a letra e o endereço da página do pedido"
          : "as mensagens trocadas, com a letra, as prévias e o link de download",
        "VITE_EMAIL_PROVIDER",
        processors.email,
        "Provedor de e-mail",
        {
          categoria: "user.contact.email",
          titular: "cliente",
          finalidade: "falar com a cliente e entregar o pedido",
          ligadoPor: "VITE_EMAIL_PROVIDER",
          prazo: PRAZOS.mensagens,
          apagamento: MAILBOX,
        },
      ),
    },
    // A refund's account arrives in a message, and stays in it: the proof of where the money went.
    ((entry) => ({ ...entry, destinatarios: [...entry.destinatarios, REFUND_BANK] }))({
      chave: CHAVES.devolucao,
      ...provider(
        "a chave Pix, ou o banco, a agência e a conta, informados para uma devolução",
        "VITE_EMAIL_PROVIDER",
        processors.email,
        "Provedor de e-mail",
        {
          categoria: "user.financial.bank_account",
          titular: "cliente",
          finalidade:
            "fazer a devolução por Pix ou depósito, quando a plataforma de pagamento não puder mais estornar, e guardar a prova de que ela foi feita",
          detail:
            "e art. 7º, II (obrigação legal: a devolução do art. 49, parágrafo único, do Código de Defesa do Consumidor)",
          ligadoPor: "VITE_EMAIL_PROVIDER",
          prazo: PRAZOS.mensagens,
          apagamento: `${MAILBOX}, com as mensagens do pedido`,
        },
      ),
    }),
    {
      chave: CHAVES.contato,
      ...provider(
        "as mensagens que não se referem a um pedido",
        "VITE_EMAIL_PROVIDER",
        processors.email,
        "Provedor de e-mail",
        {
          categoria: "user.contact.email",
          titular: "visitante",
          finalidade: "responder a quem nos escreve",
          detail: "ou procedimentos preliminares a ele, a pedido de quem nos escreve",
          ligadoPor: "VITE_EMAIL_PROVIDER",
          prazo: PRAZOS.contato,
          apagamento: MAILBOX,
        },
      ),
    },
    provider(
      orders
        ? "tudo o que o site serve e registra, inclusive o banco de pedidos (D1) e os arquivos das músicas (R2)"
        : "tudo o que o site serve e registra",
      "VITE_HOSTING_PROVIDER",
      host,
      "Provedor de hospedagem",
      {
        categoria: "user.device.ip_address",
        titular: "visitante",
        finalidade: "manter o site no ar",
        ligadoPor: "VITE_HOSTING_PROVIDER",
      },
    ),
    provider(
      "o nome a ser cantado, a pronúncia dele, as preferências musicais e a letra",
      "VITE_AI_PROVIDER",
      processors.ai,
      "Ferramenta de inteligência artificial",
      {
        categoria: "user.content.private",
        titular: "pessoa cujo nome é cantado",
        finalidade:
          config.legal.aiTraining === true
            ? "gerar a música; as condições do fornecedor permitem que ele treine os modelos com o que recebe"
            : "gerar a música",
        // Where it may train on what it receives, a child's name is never sent (content/minors.ts).
        detail:
          config.legal.aiTraining === true
            ? "nunca o nome de uma criança ou adolescente"
            : `para o nome de uma criança, ${BASE.crianca}`,
        ligadoPor: "VITE_AI_PROVIDER",
      },
    ),
    ...(config.legal.whatsapp
      ? [
          {
            chave: CHAVES.mensagensDoPedidoWhatsapp,
            ...provider(
              "as mensagens trocadas pelo WhatsApp, com as informações da música",
              "VITE_WHATSAPP",
              config.legal.whatsapp,
              "WhatsApp",
              {
                categoria: "user.content.private",
                titular: "cliente",
                finalidade: "receber as informações da música e falar com a cliente",
                ligadoPor: "VITE_WHATSAPP_NUMBER",
                prazo: PRAZOS.mensagens,
                apagamento: WHATSAPP_CHATS,
              },
            ),
          },
          {
            chave: CHAVES.contatoWhatsapp,
            ...provider(
              "as mensagens pelo WhatsApp que não se referem a um pedido",
              "VITE_WHATSAPP",
              config.legal.whatsapp,
              "WhatsApp",
              {
                categoria: "user.contact",
                titular: "visitante",
                finalidade: "responder a quem nos escreve",
                detail: "ou procedimentos preliminares a ele, a pedido de quem nos escreve",
                ligadoPor: "VITE_WHATSAPP_NUMBER",
                prazo: PRAZOS.contato,
                apagamento: WHATSAPP_CHATS,
              },
            ),
          },
        ]
      : []),
    ...(analytics.plausible
      ? [
          {
            chave: CHAVES.plausible,
            ...provider(
              "as páginas visitadas e os eventos, sem cookies e sem identificar a visitante",
              "VITE_PLAUSIBLE",
              analytics.plausible.processor,
              "Plausible",
              {
                categoria: "user.behavior.browsing_history",
                titular: "visitante",
                finalidade: "medir a audiência de forma agregada",
                ligadoPor: "VITE_PLAUSIBLE_DOMAIN",
                prazo: {
                  texto: "enquanto o site existir, apenas de forma agregada, sem dados pessoais",
                  regra: null,
                },
              },
            ),
          },
        ]
      : []),
    ...(analytics.ga4
      ? [
          {
            chave: CHAVES.ga4,
            ...provider(
              "as páginas visitadas, os eventos e o identificador aleatório",
              "VITE_GA4",
              analytics.ga4.processor,
              "Google Analytics 4",
              {
                categoria: "user.behavior.browsing_history",
                titular: "visitante",
                finalidade: "medição, com consentimento",
                ligadoPor: "VITE_GA4_MEASUREMENT_ID",
                prazo: {
                  texto:
                    "pelo prazo de retenção configurado na conta, de 2 a 14 meses (se não for alterado, o padrão do Google é de 2 meses para os dados de cada evento)",
                  regra: null,
                },
              },
            ),
          },
        ]
      : []),
    ...(analytics.metaPixel
      ? [
          {
            chave: CHAVES.metaPixel,
            ...provider(
              "os eventos das páginas e os identificadores _fbp e _fbc",
              "VITE_META_PIXEL",
              analytics.metaPixel.processor,
              "Meta Pixel",
              {
                categoria: "user.behavior.browsing_history",
                titular: "visitante",
                finalidade: "publicidade, com consentimento",
                ligadoPor: "VITE_META_PIXEL_ID",
                prazo: {
                  texto: "pelo prazo previsto na política de privacidade da Meta",
                  regra: null,
                },
              },
            ),
          },
        ]
      : []),
    // What she keeps herself, on her computer and in her fiscal records.
    {
      dado: orders
        ? "os arquivos de áudio das prévias e da música, fora da página do pedido"
        : "os arquivos de áudio das prévias e da música",
      onde: "vendedora:arquivos-de-audio",
      categoria: "user.content.private",
      titular: "cliente",
      finalidade: "reenviar a música, se o arquivo se perder, e atender a reclamações sobre ela",
      base: `${BASE.contrato} e ${BASE.direitos}`,
      destinatarios: [],
      // They carry the sung name, and with delivery by link travel in the messages: one rule.
      prazo: PRAZOS.mensagens,
      apagamento: "nós, no nosso computador, ao fim do prazo",
      ligadoPor: "sempre",
    },
    {
      dado: "os dados fiscais da venda (nome, CPF quando informado, valor, data, forma de pagamento e documentos fiscais)",
      onde: "vendedora:registros-fiscais",
      categoria: "user.government_id",
      titular: "cliente",
      finalidade: "cumprir as obrigações fiscais da venda",
      base: BASE.fiscal,
      destinatarios: [ACCOUNTANT],
      prazo: PRAZOS.fiscal,
      apagamento: "nós, nos nossos registros fiscais, ao fim do prazo",
      ligadoPor: "sempre",
    },
  ];
}

/** The entries of the order store a configuration has, by what `apagar` does with them. */
export function storeEntries(register: readonly RegisterEntry[], kept: "apagado" | "mantido") {
  return register.filter(
    (entry) =>
      (entry.onde.startsWith("d1:") || entry.onde.startsWith("r2:")) &&
      entry.depoisDeApagar === kept,
  );
}

/**
 * The entry a sentence about stored data speaks `of` ("de <place>", or what names it). A
 * sentence the register does not support for the configuration being built cannot be built: the
 * build stops here, naming it.
 */
function supported(entry: RegisterEntry | undefined, of: string): RegisterEntry {
  if (!entry) {
    throw new Error(
      `Uma frase sobre dados fala ${of}, que o registro de dados (src/config/data-register.ts) não tem nesta configuração: acrescente a entrada ao registro, ou tire a frase.`,
    );
  }
  return entry;
}

/** The entry at a place. */
export const entryAt = (register: readonly RegisterEntry[], onde: Onde): RegisterEntry =>
  supported(
    register.find((candidate) => candidate.onde === onde),
    `de ${onde}`,
  );

/**
 * The entry of a name (CHAVES): a provider's place is named after whom she chose, and her mailbox
 * holds several data, so a sentence finds these by name.
 */
export const entryKeyed = (
  register: readonly RegisterEntry[],
  chave: (typeof CHAVES)[keyof typeof CHAVES],
): RegisterEntry =>
  supported(
    register.find((candidate) => candidate.chave === chave),
    `do que o registro chama ${chave}`,
  );

/** The register's entries at places of one kind ("cookie", "d1", …), in its order. */
export const entriesIn = (register: readonly RegisterEntry[], kind: string) =>
  register.filter((entry) => entry.onde.startsWith(`${kind}:`));

/** A place's name without its kind: "promo_code" for "cookie:promo_code". */
export const placeName = (onde: Onde) => onde.slice(onde.indexOf(":") + 1);

/**
 * What an erase empties of an order, or leaves of it (`npm run pedido -- apagar` says both), in
 * the policy's words said to her: the store's entries, with the certificates' where she issues
 * them.
 */
export function afterErase(which: "apagado" | "mantido", licence: boolean): string[] {
  return wordsForHer(erasedOrKept(which, licence));
}

/**
 * What an erase leaves, by how long it stays: the sale's record (PRAZOS.registroDaVenda, until
 * recordEnds) and, where she issues certificates, their status (PRAZOS.statusDoCertificado, while
 * the site exists), which `npm run pedido -- apagar` says apart.
 */
export function keptAfterErase(licence: boolean) {
  const kept = erasedOrKept("mantido", licence);
  const status = (entry: StoreEntry) => entry.prazo === PRAZOS.statusDoCertificado;
  return {
    record: wordsForHer(kept.filter((entry) => !status(entry))),
    certificates: wordsForHer(kept.filter(status)),
  } as const;
}

const erasedOrKept = (which: "apagado" | "mantido", licence: boolean) =>
  STORE_ENTRIES.filter((entry) => entry.depoisDeApagar === which && (licence || !entry.licence));

/** Each datum once, in the words said to her. */
const wordsForHer = (entries: readonly StoreEntry[]) => [
  ...new Set(entries.map((entry) => entry.dadoParaDona ?? entry.dado)),
];

/** Each `dado` once, in the register's order: the words the policy lists. */
export const dataWords = (entries: readonly RegisterEntry[]) => [
  ...new Set(entries.map((entry) => entry.dado)),
];
