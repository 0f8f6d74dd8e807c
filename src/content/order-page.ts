/**
 * The order's private page (/pedido#<token>) and the texts the owner sends at each step of an
 * order (`npm run pedido`): what the buyer reads about her order, in one place. The page's
 * behaviour: features/orders/; the owner's guide: docs/entregas.md.
 */
import { formatTime } from "../lib/duration/format-time.ts";
import { brazilianFromIso } from "../lib/br/date.ts";
import type { PackageId, SongStage } from "../features/orders/order-model.ts";
import { handedVoice } from "../config/voice-global.ts";
import { inVoice } from "./offer-words.ts";
import { PLAN_NAMES } from "./plan-names.ts";

/*
 * Her voice (config/voice-global.ts), read where it is said: the page's texts on the page; the
 * messages when `npm run pedido` prints one, after it has read the configuration. A bare Node
 * process, which shows no page, has none: the plural.
 */
/** "Recebemos" or "Recebi": in the voice she chose (VITE_SELLER_VOICE, content/seller-voice.ts). */
/* @__NO_SIDE_EFFECTS__ */
function we(plural: string, singular: string): string {
  return inVoice(handedVoice() ?? "plural", plural, singular);
}
/** "fale conosco" or "fale comigo". */
const talkToUs = () => we("fale conosco", "fale comigo");

/** "1 música", "3 músicas". */
const songsCount = (count: number) => (count === 1 ? "1 música" : `${count} músicas`);

/*
 * "seção 8" with a non-breaking space, so that no "8)." stands alone on a line at a phone's width.
 * ("e-mail" keeps its plain hyphen: neither of the site's fonts has a non-breaking one, and a
 * glyph from another font would show in its place.)
 */
const section = (number: number) => `seção\u00a0${number}`;

/**
 * How she answers the seller: by e-mail, and by WhatsApp too where the owner has a number
 * (VITE_WHATSAPP_NUMBER, which /pedido's data carries: OrderPageData.whatsapp), as the brief's
 * page offers both (content/brief.ts).
 */
const reply = (whatsapp: boolean) =>
  whatsapp ? `responda por e-mail ou pelo WhatsApp` : `responda ao ${we("nosso", "meu")} e-mail`;

/** "2,8 MB" */
const megabytes = (bytes: number) =>
  `${(bytes / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;

export const orderPageContent = {
  title: (siteName: string) => `Seu pedido — ${siteName}`,
  description: "A página do seu pedido: as prévias, a música completa e o certificado de licença.",
  eyebrow: "Página do pedido",
  heading: "Seu pedido",
  /** A reminder under the heading: the address is the key. */
  private:
    "Esta página é só sua: quem tiver este endereço vê o pedido. Não o publique nem o encaminhe.",

  /** The panels shown instead of the order. */
  status: {
    withoutScript: {
      title: "Para ver o seu pedido, ative o JavaScript",
      text: `Esta página busca o seu pedido com JavaScript. Ative-o no navegador e abra o endereço de novo, ou escreva para {email} informando o número do pedido, que está no ${we("nosso", "meu")} e-mail.`,
    },
    loading: "Abrindo o seu pedido…",
    noToken: {
      title: "Falta o código do pedido no endereço",
      text: `Abra o endereço inteiro que ${we("enviamos", "enviei")} ao seu e-mail ou WhatsApp: o código do pedido vem depois do sinal #.`,
    },
    notFound: {
      title: "Pedido não encontrado",
      text: `Confira se abriu o endereço inteiro que ${we("enviamos", "enviei")}, sem cortes. Se continuar assim, escreva para {email}.`,
    },
    unavailable: {
      title: "Não foi possível abrir o pedido agora",
      text: "Tente de novo em alguns minutos. Se continuar assim, escreva para {email}.",
      retry: "Tentar de novo",
      /** For the owner, who sees it first: what the page needs to work. */
      owner:
        "Para quem cuida do site: a página de pedidos precisa do banco de pedidos da Cloudflare. npm run deploy publica o site com ele; neste computador, rode npx wrangler pages dev dist na pasta do site (docs/entregas.md).",
    },
  },

  summary: {
    number: "Pedido",
    buyer: "Em nome de",
    package: "Pacote",
    packageText: (id: PackageId, count: number) => `${PLAN_NAMES[id]} (${songsCount(count)})`,
    /** An order whose product the seller has not yet matched to a package. */
    packagePending: "a confirmar",
    pendingText: `${we("Recebemos", "Recebi")} o seu pagamento e ${we("estamos confirmando", "estou confirmando")} o pacote que você comprou. Assim que ${we("confirmarmos", "eu confirmar")}, as suas músicas aparecem nesta página, no mesmo endereço.`,
    purchased: "Comprado em",
    terms: "Termos de Uso",
    termsText: (isoDate: string) => `versão de ${brazilianFromIso(isoDate)}`,
  },

  /**
   * What she does next, once for the page however many songs wait on it: for each stage that
   * waits on her, `songs` the number of songs at that stage and `whatsapp` whether the owner has
   * a WhatsApp number.
   */
  next: {
    title: "O que falta",
    brief: (songs: number, whatsapp: boolean) =>
      songs === 1
        ? `Se você já ${we("nos contou", "me contou")} como quer a música, ${we("estamos escrevendo", "estou escrevendo")} a letra, que chega ao seu e-mail. Se ainda não contou, ${reply(whatsapp)} com o nome, como ele se pronuncia, o estilo, o ritmo, a duração e como a música termina.`
        : `Se você já ${we("nos contou", "me contou")} como quer as músicas, ${we("estamos escrevendo", "estou escrevendo")} as letras, que chegam ao seu e-mail. Se ainda não contou, ${reply(whatsapp)} com o nome, como ele se pronuncia, o estilo, o ritmo, a duração e como cada música termina.`,
    lyrics: (songs: number, whatsapp: boolean) =>
      songs === 1
        ? `Leia a letra e ${reply(whatsapp)} aprovando ou pedindo alterações. Com a letra aprovada, as duas prévias aparecem aqui.`
        : `Leia as letras e ${reply(whatsapp)} aprovando ou pedindo alterações. Com cada letra aprovada, as duas prévias da música aparecem aqui.`,
    previews: (songs: number, whatsapp: boolean) =>
      songs === 1
        ? `Ouça as duas versões curtas e ${reply(whatsapp)} dizendo a sua preferida e o que ajustar, como a pronúncia do nome. Com a sua aprovação, a música completa aparece aqui.`
        : `Ouça as duas versões curtas de cada música e ${reply(whatsapp)} dizendo a sua preferida e o que ajustar, como a pronúncia do nome. Com a sua aprovação, a música completa aparece aqui.`,
  },

  song: {
    /** "Música 2", or its title once it has one. */
    heading: (song: number, count: number) => (count === 1 ? "A sua música" : `Música ${song}`),
    /** Where each song stands, and what the card says of that song alone. */
    stages: {
      brief: { label: "Aguardando as informações da música", text: "" },
      lyrics: { label: `Letra enviada por e-mail`, text: "" },
      previews: { label: "Prévias prontas", text: "" },
      ready: {
        label: "Pronta para baixar",
        text: "A música completa está pronta.",
      },
      downloaded: { label: "Baixada", text: "" },
      refunded: {
        label: "Reembolsada",
        text: "Esta música foi cancelada com reembolso: a licença dela não vale mais, e o arquivo saiu desta página.",
      },
    } satisfies Record<SongStage, { label: string; text: string }>,
    /** Each step done, with its time: "Letra enviada por e-mail em 27/11/2026 às 14:03". */
    history: {
      lyrics: `Letra enviada por e-mail`,
      previews: "Prévias publicadas",
      delivered: "Música completa publicada",
      refunded: "Reembolsada",
    },
    when: (label: string, date: string, time: string) => `${label} em ${date} às ${time}`,
    previewsTitle: "Prévias",
    /** A length the store does not know (0) is left out: never "0:00". */
    previewLabel: (index: number, seconds: number) =>
      seconds > 0 ? `Prévia ${index + 1} (${formatTime(seconds)})` : `Prévia ${index + 1}`,
    fileFacts: (seconds: number, bytes: number) =>
      seconds > 0
        ? `Arquivo MP3 de ${formatTime(seconds)} (${megabytes(bytes)}).`
        : `Arquivo MP3 (${megabytes(bytes)}).`,
    /** The satisfaction guarantee of a song not downloaded, while its days last (Terms § 8). */
    guarantee: (lastDay: string) =>
      `A sua garantia de satisfação desta música vale até você confirmar o primeiro download ou até ${lastDay}, o que vier primeiro: até lá, você pode pedir o reembolso dela (Termos de Uso, ${section(8)}).`,
    guaranteeOver: (lastDay: string) =>
      `O prazo da garantia de satisfação desta música terminou em ${lastDay}.`,
    /** After the confirmed download, beside the withdrawal's sentence (order-terms.ts, § 7). */
    guaranteeEnded: `A garantia de satisfação desta música terminou com a confirmação do download (Termos de Uso, ${section(8)}).`,
  },

  download: {
    button: "Baixar a música",
    again: "Baixar de novo",
    /** The one sentence before the first download, and its two answers. */
    confirm: `Ao baixar, a garantia de satisfação desta música termina (Termos de Uso, ${section(8)}).`,
    termsLink: `Ler a ${section(8)}`,
    yes: "Baixar e encerrar a garantia",
    no: "Agora não",
    busy: "Preparando o download…",
    failed: `Não foi possível começar o download. Confira a sua conexão e tente de novo; se continuar assim, ${talkToUs()}.`,
    /**
     * The fact both sides see, in the data register's words (config/data-register.ts): the site
     * records the confirmation of the download, before the file is sent, and counts them.
     */
    downloaded: (date: string, time: string) =>
      `Você confirmou o primeiro download desta música em ${date} às ${time}.`,
    count: (downloads: number) =>
      downloads === 1 ? "Download confirmado 1 vez." : `Download confirmado ${downloads} vezes.`,
    timeZone: "Horário de Brasília.",
  },

  certificate: {
    title: "Certificado de licença",
    text: "Mostre este endereço a quem pedir a comprovação da licença, como o organizador de um festival ou uma plataforma de vídeo.",
    link: "Abrir o certificado",
  },

  help: {
    title: "Precisa de ajuda com este pedido?",
    text: (number: string) => `${we("Fale conosco", "Fale comigo")} informando o pedido ${number}.`,
    whatsapp: "WhatsApp",
    email: "E-mail",
    /** The message the help links start with. */
    message: (number: string) => `Olá! Preciso de ajuda com o pedido ${number}.`,
    subject: (number: string) => `Pedido ${number}`,
  },
} as const;

/** What the owner sends at each step: e-mail or WhatsApp, in her voice. */
export const orderMessages = {
  /** The subject of the e-mail that carries `created` (the sales webhook sends it). */
  createdSubject: (number: string, siteName: string) => `${siteName}: o seu pedido ${number}`,
  /** That e-mail's HTML part: its heading, and the button that opens the address. */
  createdHeading: (number: string) => `O seu pedido ${number}`,
  createdButton: "Abrir a página do pedido",
  created: (input: {
    buyerName: string;
    number: string;
    packageId: PackageId;
    songs: number;
    address: string;
    siteName: string;
  }) =>
    [
      `Olá, ${firstName(input.buyerName)}! ${we("Recebemos", "Recebi")} o seu pedido ${input.number}: ${PLAN_NAMES[input.packageId]} (${songsCount(input.songs)}).`,
      "",
      `Tudo o que acontece com ${input.songs === 1 ? "a sua música" : "as suas músicas"} aparece nesta página, só sua: as prévias, a música completa e o certificado de licença.`,
      input.address,
      "",
      "Guarde este endereço e não o encaminhe: quem o tiver vê o pedido.",
      `Se ainda não ${we("nos contou", "me contou")} como quer a música, é só responder esta mensagem com o nome, como ele se pronuncia, o estilo, o ritmo, a duração e como a música termina.`,
      "",
      input.siteName,
    ].join("\n"),
  previews: (input: { buyerName: string; song: number; songs: number; siteName: string }) =>
    [
      `Olá, ${firstName(input.buyerName)}! As duas prévias ${input.songs === 1 ? "da sua música" : `da música ${input.song}`} estão na página do seu pedido (o mesmo endereço que ${we("enviamos", "enviei")} antes).`,
      "",
      "Ouça as duas e responda dizendo a sua preferida e o que ajustar, como a pronúncia do nome.",
      "",
      input.siteName,
    ].join("\n"),
  delivered: (input: {
    buyerName: string;
    title: string;
    certificate: string | null;
    guaranteeLastDay: string;
    siteName: string;
  }) =>
    [
      `Olá, ${firstName(input.buyerName)}! A sua música "${input.title}" está pronta, na página do seu pedido (o mesmo endereço que ${we("enviamos", "enviei")} antes).`,
      "",
      `Antes do primeiro download, a página pede a sua confirmação: baixar a música encerra a garantia de satisfação dela (Termos de Uso, seção 8). Se não baixar, a garantia vale até ${input.guaranteeLastDay}.`,
      ...(input.certificate
        ? [
            "",
            "O certificado de licença está na mesma página. Para mostrar a quem pedir a comprovação (um festival, uma plataforma de vídeo), este é o endereço dele:",
            input.certificate,
          ]
        : []),
      "",
      input.siteName,
    ].join("\n"),
  refunded: (input: { buyerName: string; number: string; songs: string; siteName: string }) =>
    [
      `Olá, ${firstName(input.buyerName)}. ${we("Registramos", "Registrei")} o reembolso ${input.songs} do pedido ${input.number}, e já ${we("pedimos", "pedi")} o estorno.`,
      "",
      `A licença do que foi reembolsado deixou de valer: ${we("pedimos", "peço")} que não use essa letra, as prévias nem a música.`,
      "",
      input.siteName,
    ].join("\n"),
} as const;

/** "Yasmin Fernandes" → "Yasmin": how the messages greet her. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
