/**
 * The licence certificate's words: the page that checks it (/licenca), the text the owner pastes
 * into the delivery e-mail (`npm run licence -- issue`), and the pieces the Terms (§ 9), the
 * Privacy Policy, the plans and the FAQ say about it. How it works: docs/licences.md and
 * docs/decisions/0017-licence-certificate.md.
 */
import { formatTime } from "../lib/duration/format-time.ts";
import { brazilianDate, type Licence } from "../features/licence/certificate.ts";
import type { Revocation, RevocationReason } from "../features/licence/verify.ts";
import type { SellerVoice } from "../config/env-offer.ts";
import { handedVoice } from "../config/voice-global.ts";
import { inVoice } from "./offer-words.ts";

/*
 * The page's words in her voice (config/voice-global.ts; the plural where none is handed over),
 * made by functions marked free of side effects: the page script, which carries only
 * `licenceScriptWords`, then leaves them out (0018).
 */
/* @__NO_SIDE_EFFECTS__ */
function we(plural: string, singular: string): string {
  return inVoice(handedVoice() ?? "plural", plural, singular);
}

/** What to do with a certificate that does not check, with the seller in her voice. */
/* @__NO_SIDE_EFFECTS__ */
function invalidNext(talkTo: string, confirm: string): string {
  return `Peça o endereço completo a quem o enviou, ou ${talkTo} em {email}, com o número da licença: ${confirm} se ela vale.`;
}

/** What the delivery e-mail names. */
export interface DeliveryEmailInput {
  readonly licence: Licence;
  readonly address: string;
  readonly siteName: string;
  /** Her voice (VITE_SELLER_VOICE): "o que entregamos" or "o que entreguei". */
  readonly voice: SellerVoice;
}

// What /licenca's script writes as it checks a certificate (features/licence/licence-page.ts),
// each on its own: the rest of the page's words stay in its markup, and out of the script (an
// object's property, read inside another object, would keep that object in the bundle).
const revokedDate = (date: string) => `em ${date}`;
/** Why it ended, each cause as the code records it (features/licence/verify.ts). */
const REASONS: Record<RevocationReason, string> = {
  refund: "foi cancelada com o reembolso da música (seções 7 e 8 dos Termos de Uso)",
  "platform-refund":
    "foi cancelada porque a plataforma de pagamento devolveu o valor da compra (seção 8 dos Termos de Uso)",
  chargeback:
    "foi cancelada porque a compra foi contestada no cartão e o valor, devolvido (chargeback; seção 8 dos Termos de Uso)",
  "platform-cancel":
    "foi cancelada porque a plataforma de pagamento cancelou a compra (seção 8 dos Termos de Uso)",
  replaced: "foi substituída por uma nova versão da música",
};
/** The reason in a sentence about licence `number`: its successor's number, where known. */
export const revocationReason = ({ reason, replacedBy }: Revocation) =>
  reason === "replaced" && replacedBy
    ? `foi substituída pela licença nº ${replacedBy}, de uma nova versão da música`
    : reason
      ? REASONS[reason]
      : "foi cancelada";
/** The cancelled licence, named by its song and holder, so that whoever checks knows which. */
const revokedText = (
  licence: Pick<Licence, "number" | "song" | "licensee">,
  revocation: Revocation,
) =>
  `A licença nº ${licence.number}, de “${licence.song}”, em nome de ${licence.licensee}, ${revocationReason(revocation)}, e não vale mais.${revocation.reason === "replaced" ? " Peça o certificado da nova versão a quem enviou este." : ""}`;
const termsVersion = (date: string) => `versão de ${date}`;
const madeWithValue = (service: string, plan: string) => `${service}, plano ${plan}`;
const scopeSource = (date: string) =>
  `Nas palavras da seção 9 dos Termos de Uso (versão de ${date}).`;
const otherVersion = (date: string) =>
  `Este certificado foi emitido com a versão de ${date} dos Termos de Uso:`;
/** A version whose § 9 this site does not list: its text is behind the link below. */
const unlisted = (date: string) =>
  `O que esta licença permite está na seção 9 dos Termos de Uso, na versão de ${date}.`;
const fileChecking = (name: string) => `Conferindo “${name}”…`;
const fileMatch = (name: string) =>
  `“${name}” é o arquivo licenciado: a impressão digital é a mesma do certificado.`;
const fileMismatch = (name: string) =>
  `“${name}” não é o arquivo licenciado: a impressão digital é diferente. Uma música editada, cortada ou convertida para outro formato também muda a impressão digital.`;
const fileUnreadable = (name: string) =>
  `Não foi possível ler “${name}”. Tente escolher o arquivo de novo.`;
const qrLabel = "QR code com o endereço deste certificado";
const qrCaption = "Aponte a câmera do celular para conferir este certificado.";
/** The AI facts' day: signed as the creation's (v2) or, where none was given, the delivery's (v3). */
const createdLabel = "Criada em";
const deliveredLabel = "Entregue em";
/** The printed page: a certificate stops being valid when cancelled, and where to check it. */
const printCheck = (number: string, address: string) =>
  `A licença nº ${number} deixa de valer se for cancelada: confira se ainda vale por esse QR code, ou no endereço completo do certificado, em ${address}#…`;

/** The words the page script writes (licence-page.ts). */
export const licenceScriptWords = {
  revokedDate,
  revokedText,
  createdLabel,
  deliveredLabel,
  printCheck,
  qrCaption,
  termsVersion,
  madeWithValue,
  scopeSource,
  otherVersion,
  unlisted,
  fileChecking,
  fileMatch,
  fileMismatch,
  fileUnreadable,
  qrLabel,
} as const;

export const licenceContent = {
  title: (siteName: string) => `Certificado de licença — ${siteName}`,
  description:
    "Confira aqui, no seu navegador, se um certificado de licença de música é válido e se um arquivo de áudio é o licenciado.",
  eyebrow: "Certificado de licença",
  heading: "Licença de uso de música",

  /** The verdict, first and plainly. */
  status: {
    withoutScript: {
      title: "Para conferir este certificado, ative o JavaScript",
      text: "A assinatura é conferida pelo seu navegador, com JavaScript. Sem ele, nada nesta página foi conferido.",
    },
    checking: "Conferindo a assinatura do certificado…",
    absent: {
      title: "Nenhum certificado neste endereço",
      text: "Abra o endereço completo do certificado, como você o recebeu (ele continua depois do sinal #), ou aponte a câmera do celular para o QR code do certificado impresso.",
    },
    valid: {
      title: "Licença válida",
      text: (seller: string) =>
        `O certificado foi assinado por ${seller}, com uma assinatura eletrônica simples (Lei nº 14.063/2020, art. 4º, I; não é ICP-Brasil), e não foi alterado desde então. A licença abaixo está em vigor.`,
    },
    invalid: {
      title: "Não foi possível confirmar este certificado",
      text: (seller: string) =>
        `A assinatura não confere com as chaves que ${seller} publica aqui: o endereço pode ter sido alterado ou cortado, ou assinado com uma chave que o site não lista mais. A licença vem do contrato de compra, não desta página.`,
      next: invalidNext(we("fale conosco", "fale comigo"), we("confirmamos", "confirmo")),
    },
    revoked: {
      title: "Licença cancelada",
      date: revokedDate,
      text: revokedText,
    },
    unsupported: {
      title: "Este navegador não consegue conferir o certificado",
      text: "Abra o mesmo endereço em um navegador atualizado (Chrome, Firefox, Safari ou Edge). Até lá, nada nesta página foi conferido.",
    },
    off: {
      title: "Este site não emite certificados de licença",
      text: "Nenhum certificado é válido neste endereço. Em caso de dúvida sobre uma licença, escreva para {email}.",
    },
  },

  details: {
    title: "Dados da licença",
    licensee: "Titular da licença",
    song: "Música",
    length: "Duração",
    issued: "Emitida em",
    number: "Licença nº",
    terms: "Termos de Uso",
    termsVersion,
    fingerprint: "Impressão digital do arquivo (SHA-256)",
    /** The AI service and plan that made the song, and when: signed since certificates v2. */
    madeWith: "Criada com",
    madeWithValue: madeWithValue,
    created: createdLabel,
    delivered: deliveredLabel,
  },

  /** What the signature is, and what makes the printed certificate stand on its own. */
  signature: {
    title: "A assinatura",
    standsAlone:
      "Impresso, com a assinatura e a chave abaixo, ele vale por si: qualquer pessoa o confere, mesmo sem este site.",
    value: "Assinatura",
    key: "Chave pública de quem assina",
    keyFingerprint: "Impressão digital da chave (SHA-256)",
  },

  /** Who the licence is for, and what a buyer's transferee gets (Terms § 9). */
  holder: {
    text: "O titular é quem a compradora indicou. Se ela revender ou transferir a música, quem a recebe tem os mesmos usos, nas mesmas condições (seção 9 dos Termos de Uso), e este certificado continua sendo a prova da licença.",
  },

  scope: {
    title: "O que a licença permite",
    source: scopeSource,
    otherVersion,
    otherVersionLink: "leia essa versão",
    unlisted,
    allowed: "Inclui, por exemplo",
    notAllowed: "Não inclui",
  },

  seller: {
    title: "Quem concede a licença",
    taxId: (label: string, number: string) => `${label} ${number}`,
  },

  file: {
    title: "Confira o arquivo",
    lead: "Escolha o arquivo de áudio, ou solte-o aqui. A conferência acontece neste aparelho: o arquivo não é enviado a lugar nenhum.",
    choose: "Escolher o arquivo de áudio",
    checking: fileChecking,
    match: fileMatch,
    mismatch: fileMismatch,
    unreadable: fileUnreadable,
  },

  print: {
    button: "Imprimir ou salvar em PDF",
    qrLabel,
    qrCaption,
    check: printCheck,
  },
} as const;

/** The owner pastes this into the delivery e-mail (`npm run licence -- issue` prints it). */
export const licenceDeliveryEmail = ({ licence, address, siteName, voice }: DeliveryEmailInput) =>
  [
    `Certificado de licença da sua música`,
    ``,
    `A licença de uso de “${licence.song}” (${formatTime(licence.seconds)}) é sua, em nome de ${licence.licensee}: licença nº ${licence.number}, emitida em ${brazilianDate(licence.issued)}.`,
    ``,
    `Este é o endereço do seu certificado:`,
    address,
    ``,
    `Guarde-o e envie-o a quem pedir a comprovação da licença: o organizador de um festival, uma plataforma de vídeo em caso de reivindicação de direitos (Content ID), um cliente. Quem abre o endereço vê na hora, no site ${siteName}, se a licença é válida, e pode conferir se o arquivo de áudio é o que ${inVoice(voice, "entregamos", "entreguei")}. Pela mesma página você imprime o certificado, ou o salva em PDF, com um QR code.`,
    ``,
    `O endereço inteiro é o certificado: copie-o completo, até o fim. O seu nome e o título da música estão nele, então compartilhe-o só com quem você quiser.`,
  ].join("\n");

/*
 * The pieces other pages take (the lead wires them, issue 46): each appears only where a public key
 * is configured (siteConfig.licence !== null).
 */

/**
 * Terms § 9: replaces "enviamos, a seu pedido, uma declaração da sua licença…". Tokens as the
 * legal texts use them (`{email}`).
 */
export const licenceTermsParagraphs = [
  "Certificado de licença: junto com a versão completa da música, enviamos o seu certificado de licença, um endereço deste site assinado por nós, com uma assinatura eletrônica simples (Lei nº 14.063/2020, art. 4º, I), que não é um certificado digital ICP-Brasil. Ele traz o número da licença, o nome que você escolher para aparecer nele (o seu, o da sua escola, o de quem você indicar), o título e a duração da música, a impressão digital (SHA-256) do arquivo entregue, a data de emissão, a data da versão destes Termos em vigor na compra e o serviço de inteligência artificial, o plano e a data em que a música foi criada (a que informamos ao entregá-la; sem ela, a data da entrega). Qualquer pessoa confere o certificado ao abrir o endereço, sem cadastro: a página verifica a assinatura no próprio navegador e diz se a licença é válida ou se foi cancelada (seções 7 e 8), e confere, sem enviá-lo a lugar nenhum, se um arquivo de áudio é o entregue. O certificado pode ser impresso, ou salvo em PDF, com um QR code do seu endereço, a assinatura e a nossa chave pública: impresso, ele é uma declaração assinada que vale por si, mesmo que este site saia do ar. Para o organizador de um evento que peça um comprovante, basta enviar a ele o endereço do certificado, ou a cópia impressa.",
] as const;

/**
 * The Privacy Policy's paragraph on the certificate. What the site keeps of it is the data
 * register's (config/data-register.ts): with the order store, the retention of the certificate's
 * copy (d1:songs.certificate) and what stays after it (the d1:certificates.* entries, their words
 * and their retention); where orders are off, the entry of the cancelled licences the site
 * publishes.
 */
export const licencePrivacyParagraph = (
  kept:
    | {
        readonly store: true;
        readonly prazo: string;
        readonly depois: { readonly dados: string; readonly prazo: string };
      }
    | { readonly store: false; readonly dado: string },
) =>
  `Certificado de licença: o certificado que enviamos com a música traz o nome que você escolher para aparecer nele e o título da música, além do número da licença, da duração e da impressão digital do arquivo, das datas de emissão e dos Termos de Uso e do serviço de inteligência artificial, do plano e da data em que a música foi criada (ou, sem ela, da entrega). Esses dados ficam dentro do próprio endereço do certificado, depois do sinal #, uma parte do endereço que o navegador não envia ao servidor do site. Quem vê o certificado é quem você escolher: as pessoas a quem você enviar o endereço ou mostrar o certificado impresso. A página do certificado não grava cookies nem envia a terceiros o que mostra. ${kept.store ? `O banco de pedidos guarda uma cópia do certificado de cada música, para mostrá-lo na página do seu pedido, ${kept.prazo}, ou menos, se você pedir; depois, ficam no banco só ${kept.depois.dados}, ${kept.depois.prazo}, sem o seu nome.` : `O site não guarda nada disso; quando uma licença é cancelada (por um reembolso, ou pela troca da música por uma nova versão), publicamos na página do certificado apenas ${kept.dado}.`}`;

/**
 * The paragraph the FAQ's licence answer adds (the FAQ keeps its 8 questions), signed `by` the
 * seller in her voice: "por nós", "por mim".
 */
export const licenceFaqParagraph = (by: string) =>
  `Cada música vem com um certificado de licença: um endereço deste site, assinado ${by}, que você envia a quem pedir a comprovação, como o organizador de um festival ou uma plataforma de vídeo. Quem o abre confere na hora que a licença é sua e está válida, e até se o arquivo de áudio é o entregue. Dá para imprimir, com QR code.`;
