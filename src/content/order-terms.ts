import { siteConfig } from "../config/site";
import { orderPageKept } from "./order-page-kept";
import { businessHours, inVoice, withinBusinessHours } from "./offer-words";
import type { SellerVoice } from "../config/env-offer";
import { we } from "./seller-voice";
import { styleList } from "./song-styles";

const { offer } = siteConfig;

/**
 * The terms of an order that the copy repeats (pricing, FAQ, Terms of Use): written once here,
 * from the owner's configuration (config/env-offer.ts; the specification's values on the demo).
 * Changing one of them is a change to the contract: review the Terms (section 5) as well.
 */
export const orderPolicy = {
  /** Rounds of changes to the lyrics included in the price, per song (VITE_LYRIC_REVISION_ROUNDS). */
  lyricRevisionRounds: offer.lyricRevisionRounds,
  /**
   * Rounds of adjustments after the two previews (the name's pronunciation, for example):
   * VITE_PREVIEW_ADJUSTMENT_ROUNDS.
   */
  previewAdjustmentRounds: offer.previewAdjustmentRounds,
  fileFormat: "MP3",
  /** Set by the owner (VITE_LYRICS_LANGUAGE), "português" by default: each plan says it. */
  lyricsLanguage: siteConfig.sales.lyricsLanguage,
} as const;

// The functions that make this module's texts are marked free of side effects, for the bundlers:
// an island that reads one text of it (the plans, the brief) then carries that text only.

/** "Estão incluídas até 2 rodadas de alterações na letra", "Está incluída 1 rodada de …". */
/* @__NO_SIDE_EFFECTS__ */
function roundsIncluded(count: number, what: string): string {
  return count === 1
    ? `Está incluída 1 rodada de ${what}`
    : `Estão incluídas até ${count} rodadas de ${what}`;
}

/** The rounds of changes, as the texts count them, for any number the owner sets. */
export const rounds = {
  /** "2 rodadas", "1 rodada". */
  count: (count: number) => (count === 1 ? "1 rodada" : `${count} rodadas`),
  /** "até 2 rodadas", "1 rodada". */
  upTo: (count: number) => (count === 1 ? "1 rodada" : `até ${count} rodadas`),
  included: roundsIncluded,
} as const;

/** The rounds included in the price, in the FAQ's and the Terms' (section 5) sentence. */
export const includedRounds = {
  lyrics: roundsIncluded(orderPolicy.lyricRevisionRounds, "alterações na letra"),
  previews: roundsIncluded(orderPolicy.previewAdjustmentRounds, "ajustes nas prévias"),
} as const;

/** "24 horas úteis": the delivery time she promises (VITE_DELIVERY_BUSINESS_HOURS). */
const hours = businessHours(offer.deliveryHours);

/** What the hours count from and leave out, with the seller's waiting in her voice. */
/* @__NO_SIDE_EFFECTS__ */
function countedFrom(waiting: string): string {
  return `contadas da confirmação do pagamento, sem contar o tempo em que ${waiting} as suas respostas (as informações da música, a aprovação da letra, a escolha entre as prévias)`;
}
const clarification = countedFrom(we("esperamos", "espero"));

/** "As 24 horas úteis são contadas …". */
/* @__NO_SIDE_EFFECTS__ */
function hoursNote(hours: string, counted: string): string {
  return `As ${hours} são ${counted}.`;
}

/**
 * The delivery time, and beside every mention of it what it counts from and what it leaves out
 * (CDC art. 37, § 3º: an omission that misleads is misleading advertising).
 */
export const delivery = {
  /** "24 horas úteis". */
  hours,
  /** The hours as a number: the hero's tile says "rápida" only of the specification's 24 or less. */
  hoursCount: offer.deliveryHours,
  /** "em até 24 horas úteis": also the time of each new version after a change she asks for. */
  promise: withinBusinessHours(offer.deliveryHours),
  clarification,
  /** Where there is room for one line only (the hero's tile). */
  clarificationShort: "contadas da confirmação do pagamento, sem contar o tempo das suas respostas",
  /** Under a list that says the promise: "As 24 horas úteis são contadas …". */
  note: hoursNote(hours, clarification),
} as const;

/**
 * The first step of an order, told the same way on the landing page, in the Terms and on the
 * thank-you page: right after paying, the buyer describes her song on the page the checkout
 * opens (/obrigado), or by e-mail.
 */
export const songBrief = {
  what: `o nome que vai na música, como ele se pronuncia (escrito do jeito que se fala), o que a sua dança pede (a duração, o ritmo, o andamento, as partes e como a música termina) e as suas preferências: o estilo (${styleList.or}), o clima, para que é a música e a história que ela conta`,
  where: "na página que abre logo depois do pagamento",
  byEmail: "Se fechar essa página antes, é só mandar as mesmas informações por e-mail.",
} as const;

const BETA = "em fase beta";

/**
 * What the specification calls beta: the styles, said the same way everywhere; where the owner's
 * styles are not in beta (VITE_SONG_STYLES_BETA=nao), nothing of it is said.
 */
export const stylesBeta = {
  beta: offer.stylesBeta,
  /** After "Romântica ou Pop": "Romântica ou Pop (estilos em fase beta)". */
  note: offer.stylesBeta ? `estilos ${BETA}` : null,
  /** The styles as a choice, with the note where they are in beta. */
  choice: offer.stylesBeta ? `${styleList.or} (estilos ${BETA})` : styleList.or,
  sentence: offer.stylesBeta
    ? `Os estilos estão ${BETA}: por enquanto, só ${styleList.and}, e outros virão depois.`
    : null,
} as const;

/** Terms § 2: what a beta means for an order already paid; null out of beta. */
export const stylesBetaChanges = offer.stylesBeta
  ? `Por estarem ${BETA}, os estilos podem receber ajustes e melhorias. Essas mudanças não afetam pedidos já pagos, que seguem as condições vigentes no momento da compra.`
  : null;

/** What the seller reviews before each sending, in the voice of `reviewers`. */
/* @__NO_SIDE_EFFECTS__ */
function making(reviewers: string): string {
  return `A letra, a melodia, o arranjo e a voz são criados com ferramentas de inteligência artificial, a partir do nome e das preferências que você informar. ${reviewers} a letra e a pronúncia do nome antes de cada envio, e nada segue sem a sua aprovação da letra. A música é cantada em ${orderPolicy.lyricsLanguage}.`;
}

/** The hero's line, reviewed `by` the seller in her voice. */
/* @__NO_SIDE_EFFECTS__ */
function madeShort(by: string): string {
  return `Letra, melodia, arranjo e voz criados com inteligência artificial, revisados ${by} e aprovados por você.`;
}

/** Who makes the song, in one voice: hero, FAQ and Terms (CDC art. 31). */
export const songMaking = {
  short: madeShort(we("por nós", "por mim")),
  full: making(we("Nós revisamos", "Eu reviso")),
  /** The Terms', in their own "nós" (§ 1 defines it), whatever the sales copy's voice. */
  terms: making("Nós revisamos"),
} as const;

/**
 * How the full version reaches her, and so where the satisfaction guarantee ends: on an event
 * both sides can show (CDC art. 50, sole paragraph), and at the latest a number of days after the
 * song is made available (the owner's VITE_GUARANTEE_DAYS), so that it never lasts for good. The
 * specification's rule, a refund before the full version is downloaded and not after, said two
 * ways, by the owner's one setting (VITE_ORDER_PAGE): on her own site, each order's page records
 * the download she confirms and shows its time to both of them (docs/entregas.md); otherwise a
 * link of the owner's service records the first access, which the owner sees and copies to her.
 */
const { page: onOrderPage, guaranteeDays } = siteConfig.orders;

/**
 * Where a refund goes when the platform can no longer reverse the payment (a card's window can
 * close before the guarantee or the 7 days do): both refunds, §§ 7 and 8, say it so.
 */
const pixFallback = "por Pix para a conta que você indicar, sem custo para você";
const days = `${guaranteeDays} dias`;

/** Where the order's own page is, in the words every text uses for it. */
export const orderPageName = "a página do seu pedido";

/**
 * The event that ends the guarantee, with its article. On the order page what is recorded is the
 * buyer's confirmation, before the file is sent (functions/_shared/order-api.ts): the words say
 * "confirmação" (issue 57, 8).
 */
const firstAccess = onOrderPage
  ? "confirmação do primeiro download da versão completa na página do seu pedido"
  : "primeiro acesso ao link de download da versão completa";
const firstAccessThe = `${onOrderPage ? "a" : "o"} ${firstAccess}`;
/** "da confirmação …" / "do primeiro acesso …". */
const ofFirstAccess = `${onOrderPage ? "da" : "do"} ${firstAccess}`;
const guaranteeWindow = onOrderPage
  ? `até ${firstAccessThe} ou, se você não baixar, até ${days} depois que ela ficar disponível lá`
  : `até ${firstAccessThe} ou, se você não acessar, até ${days} depois do envio do link`;

/**
 * The full version's delivery and the guarantee it ends, in the words of `voice`: the sales copy
 * speaks in hers (`fullVersion`), the Terms in their "nós" (`termsFullVersion`, seller-voice.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
function fullVersionIn(voice: SellerVoice) {
  const say = (plural: string, singular: string) => inVoice(voice, plural, singular);
  return {
    /** Each order has its page on the site (functions/api/, npm run pedido). */
    onOrderPage,
    guaranteeDays,
    /** "A música chega …", "Entrega: …", "1 música de até 3 minutos, …". */
    delivery: onOrderPage
      ? `em um arquivo ${orderPolicy.fileFormat} que você baixa na página do seu pedido, ${say("no nosso site, cujo endereço enviamos", "no meu site, cujo endereço envio")} ao seu e-mail`
      : `em um arquivo ${orderPolicy.fileFormat} que você baixa por um link enviado ao seu e-mail`,
    /**
     * Where the song is delivered, after "Entrega em 48 horas, …": with orders on, the e-mail
     * carries the page's address and the song is on the page (issue 57, 5).
     */
    channel: onOrderPage ? "na página do seu pedido" : "por e-mail",
    /** The closing section's words for the same. */
    channelLine: onOrderPage
      ? "na página do seu pedido, com aviso no seu e-mail"
      : "direto no seu e-mail",
    /** Where the two previews arrive. */
    previewsWhere: onOrderPage ? "na página do seu pedido" : "ao seu e-mail",
    /** The last step of an order, as § 5 and /obrigado tell it. */
    finalDelivery: onOrderPage
      ? `a versão completa da música, com até 3 minutos, em ${orderPolicy.fileFormat}, fica disponível na página do seu pedido, e ${say("avisamos", "aviso")} você por e-mail`
      : `${say("enviamos", "envio")} ao seu e-mail o link de download da versão completa da música, com até 3 minutos, em ${orderPolicy.fileFormat}`,
    /** The event that ends the satisfaction guarantee: "confirmação do primeiro download …". */
    firstAccess,
    /** The same with its article ("a confirmação …", "o primeiro acesso …"). */
    firstAccessThe,
    /** The same after "de" ("da confirmação …", "do primeiro acesso …"). */
    ofFirstAccess,
    /** "registrada" or "registrado", as the event's noun asks. */
    recordedWord: onOrderPage ? "registrada" : "registrado",
    /** Until when the satisfaction guarantee lasts: every place that states its end says this. */
    guaranteeWindow,
    /** The guarantee's end, as a sentence's clause. */
    guaranteeEnds: `a garantia de satisfação vale ${guaranteeWindow}`,
    /** The closing section's benefit line: the guarantee with its end, in one line. */
    guaranteeLine: onOrderPage
      ? `Garantia de satisfação: o seu dinheiro de volta até você confirmar o download da música completa (ou até ${days} depois que ela ficar disponível)`
      : `Garantia de satisfação: o seu dinheiro de volta até o primeiro acesso ao link da música completa (ou até ${days} depois do envio do link)`,
    /** Why the full version is not an attachment: the event must be recorded. */
    notAnAttachment: onOrderPage
      ? `A versão completa fica na página do seu pedido, e não vai como anexo, justamente para que esse momento fique registrado e visível para você e ${say("para nós", "para mim")}.`
      : "A versão completa é enviada por um link de download, e não como anexo, justamente para que esse momento fique registrado.",
    /** In the Pacote Profissional, the songs whose guarantee still holds. */
    notYetDownloaded: onOrderPage
      ? `as músicas que você ainda não baixou e cujos ${days} ainda não passaram`
      : `as músicas cujo link de download da versão completa ainda não foi acessado e cujos ${days} ainda não passaram`,
    /** How long the order's page and its files stay (order-model.ts). */
    pageKept: `A página do pedido e os arquivos ficam disponíveis até ${orderPageKept}: guarde uma cópia da música assim que baixá-la.`,
    /** What stays hers after the guarantee ends. */
    afterGuarantee:
      "Continuam valendo o direito de desistir nos 7 dias e os seus direitos se a música tiver defeito.",
    /**
     * How a guarantee refund comes back: the platform's refund while it allows one, then Pix (a
     * card's refund window can close before the guarantee does).
     */
    refund: `pelo mesmo meio de pagamento, quando a plataforma ainda permitir o estorno; depois, ${pixFallback}`,
  } as const;
}

/** The full version's delivery and guarantee, in the seller's voice (VITE_SELLER_VOICE). */
export const fullVersion = fullVersionIn(siteConfig.offer.voice);
/** The same, as the Terms say it: their "nós" is defined in their § 1. */
export const termsFullVersion = fullVersionIn("plural");

/** How the money comes back after a withdrawal, with `returner` in the seller's voice. */
/* @__NO_SIDE_EFFECTS__ */
function withdrawalRefund(returner: string): string {
  return `${returner} o valor pago de imediato, pelo mesmo meio de pagamento usado na compra`;
}

/** The 7 days of CDC art. 49, counted from the purchase or from `delivered`, whichever is later. */
const counted = (delivered: string) =>
  `7 dias, contados da compra ou ${delivered}, o que ocorrer por último`;
const period = counted(
  "da entrega da música (no Pacote Profissional, da entrega da última música)",
);
/** The period for one plan, where the plan is known (its card). */
const periodFor = (plan: "single" | "triple") =>
  counted(plan === "single" ? "da entrega da música" : "da entrega da última das 3 músicas");

/**
 * The right of withdrawal (CDC art. 49; Decreto 7.962/2013, art. 5º), in the words the landing
 * page uses wherever it mentions a refund.
 */
export const withdrawalRight = {
  period,
  periodFor,
  /** How the money comes back (CDC art. 49, sole paragraph; Decreto 7.962/2013, art. 5º). */
  refund: withdrawalRefund(we("devolvemos", "devolvo")),
  /** When the platform can no longer reverse it, as § 8's guarantee says too. */
  refundFallback: `Se a plataforma de pagamento já não permitir o estorno pelo mesmo meio, devolvemos o valor ${pixFallback}.`,
  /** Beside each buy button. */
  short: `Você pode desistir da compra em até ${period}. Veja os {terms}.`,
  /** Where the order page asks before the first download: the download ends § 8, not § 7. */
  afterDownload: `O download não encerra o seu direito de desistir da compra: ele vale por ${period} (Termos de Uso, seção 7).`,
} as const;
