import { siteConfig } from "../config/site";

/**
 * The terms of an order that the copy repeats (pricing, FAQ, Terms of Use): written once here.
 * Changing one of them is a change to the contract: review the Terms (section 5) as well.
 */
export const orderPolicy = {
  /** Rounds of changes to the lyrics included in the price, per song. */
  lyricRevisionRounds: 2,
  /** Rounds of adjustments after the two previews (the name's pronunciation, for example). */
  previewAdjustmentRounds: 1,
  fileFormat: "MP3",
  /** Set by the owner (VITE_LYRICS_LANGUAGE), "português" by default: each plan says it. */
  lyricsLanguage: siteConfig.sales.lyricsLanguage,
} as const;

/**
 * The 24 business hours, and beside every mention of them what they count from and what they
 * leave out (CDC art. 37, § 3º: an omission that misleads is misleading advertising).
 */
export const delivery = {
  promise: "em até 24 horas úteis",
  clarification:
    "contadas da confirmação do pagamento, sem contar o tempo em que esperamos as suas respostas (as informações da música, a aprovação da letra, a escolha entre as prévias)",
  /** Where there is room for one line only (the hero's tile). */
  clarificationShort: "contadas da confirmação do pagamento, sem contar o tempo das suas respostas",
} as const;

/**
 * The first step of an order, told the same way on the landing page, in the Terms and on the
 * thank-you page: right after paying, the buyer describes her song on the page the checkout
 * opens (/obrigado), or by e-mail.
 */
export const songBrief = {
  what: "o nome que vai na música, como ele se pronuncia (escrito do jeito que se fala), o que a sua dança pede (a duração, o ritmo, o andamento, as partes e como a música termina) e as suas preferências: o estilo (Romântica ou Pop), o clima, para que é a música e a história que ela conta",
  where: "na página que abre logo depois do pagamento",
  byEmail: "Se fechar essa página antes, é só mandar as mesmas informações por e-mail.",
} as const;

/** What the specification calls beta: the two styles, said the same way everywhere. */
export const stylesBeta = {
  /** After "Romântica ou Pop": "Romântica ou Pop (estilos em fase beta)". */
  note: "estilos em fase beta",
  sentence:
    "Os estilos estão em fase beta: por enquanto, só Romântica e Pop, e outros virão depois.",
} as const;

/** Who makes the song, in one voice: hero, FAQ and Terms (CDC art. 31). */
export const songMaking = {
  short:
    "Letra, melodia, arranjo e voz criados com inteligência artificial, revisados pela nossa equipe e aprovados por você.",
  full: `A letra, a melodia, o arranjo e a voz são criados com ferramentas de inteligência artificial, a partir do nome e das preferências que você informar. A nossa equipe revisa a letra e a pronúncia do nome antes de cada envio, e nada segue sem a sua aprovação da letra. A música é cantada em ${orderPolicy.lyricsLanguage}.`,
} as const;

const period =
  "7 dias, contados da compra ou da entrega da música (no Pacote Profissional, da entrega da última música), o que ocorrer por último";

/**
 * The right of withdrawal (CDC art. 49; Decreto 7.962/2013, art. 5º), in the words the landing
 * page uses wherever it mentions a refund.
 */
export const withdrawalRight = {
  period,
  /** How the money comes back (CDC art. 49, sole paragraph; Decreto 7.962/2013, art. 5º). */
  refund: "devolvemos o valor pago de imediato, pelo mesmo meio de pagamento usado na compra",
  /** Beside each buy button. */
  short: `Você pode desistir da compra em até ${period}. Veja os {terms}.`,
} as const;
