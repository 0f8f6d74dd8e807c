/**
 * Everything the song brief says: the form's labels, hints and errors, the buttons that send it,
 * and the words of the message the seller receives. The form and the message both read from
 * here, so a label and the line it produces never disagree.
 */
import {
  CHOOSE_FOR_ME,
  SONG_MAX_SECONDS,
  SONG_MIN_SECONDS,
  type SongEnding,
  type SongPart,
  type SongPurpose,
  type SongRhythm,
  type SongTempo,
} from "../features/brief/brief";
import { siteConfig } from "../config/site";
import { absoluteUrl, ROUTES } from "../config/routes";
import { childNameBrief, childNamesSung } from "./minors";
import { formatTime } from "../lib/duration/format-time";
import { stylesBeta } from "./order-terms";
import { we } from "./seller-voice";
import { childStyles, songStyles, styleList } from "./song-styles";
import { BPM_RANGE, RHYTHMS } from "./rhythms";

const count = (value: number) => value.toLocaleString("pt-BR");
const list = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

/** "3:00": the longest song, as the form and the message write a length. */
const fullLength = formatTime(SONG_MAX_SECONDS);
const chooseForMe = `Não sei — ${we("escolham", "escolha")} por mim`;

const rhythmOptions = Object.fromEntries([
  [CHOOSE_FOR_ME, { name: chooseForMe, hint: null }],
  ...RHYTHMS.map((rhythm) => [rhythm.id, { name: rhythm.name, hint: rhythm.hint }]),
]) as Record<SongRhythm, { readonly name: string; readonly hint: string | null }>;

const partOptions = {
  entrada: "Entrada",
  taqsim: "Taqsim (improviso lento)",
  solo: "Solo de derbake",
  final: "Encerramento",
} as const satisfies Record<SongPart, string>;

const endingOptions = {
  marcado: "Com uma batida final marcada, para a pose",
  fade: "Sumindo aos poucos (fade out)",
} as const satisfies Record<SongEnding, string>;

export const briefContent = {
  title: "Conte como vai ser a sua música",
  lead: "Leva uns dois minutos. Os campos marcados com * são obrigatórios.",
  requiredMark: "*",
  requiredLabel: "(obrigatório)",

  buyer: {
    legend: "Seus dados da compra",
    buyerName: { label: "Seu nome", hint: null },
    email: {
      label: "E-mail usado na compra",
      hint: `O mesmo da página de pagamento: é por ele que ${we("encontramos", "encontro")} o seu pedido.`,
    },
    orderCode: {
      label: "Código do pedido",
      hint: "Opcional. Está no e-mail de confirmação da compra.",
    },
  },

  plan: {
    legend: "Pacote que você comprou",
    songs: (count: number) => (count === 1 ? "1 música" : `${count} músicas`),
  },

  song: {
    legend: (index: number, total: number) =>
      total > 1 ? `Música ${index} de ${total}` : "A sua música",
    sungName: {
      label: "Nome cantado na música",
      hint: "O nome que vai na letra, escrito como você quer.",
    },
    /** LGPD art. 14: a child's name (content/minors.ts). */
    childName: {
      ...childNameBrief.question,
      hint: childNamesSung ? childNameBrief.hint : childNameBrief.notSung,
    },
    guardian: childNameBrief.guardian,
    parentContact: childNameBrief.parentContact,
    pronunciation: {
      label: "Como se pronuncia",
      hint: "Escreva do jeito que se fala, com a sílaba mais forte em maiúsculas: Ra-KÉL.",
    },
    style: {
      legend: "Estilo",
      /** Only while the styles are in beta: the options already say which they are. */
      hint: stylesBeta.beta ? `Por enquanto, só ${stylesBeta.choice}.` : null,
      /** For a child's or a teenager's name: no romantic style (content/minors.ts). */
      hintForChild: childNameBrief.styleHint,
      /** Each style's option, by its name: "Romântica: mais lenta e envolvente". */
      options: Object.fromEntries(
        songStyles.map((style) => [style.name, style.option]),
      ) as Readonly<Record<string, string>>,
    },
    mood: {
      label: "Clima da música",
      hint: "Em poucas palavras: alegre, misteriosa, dramática, delicada…",
    },
    dance: {
      legend: "A música na sua dança",
      hint: `Se não souber alguma resposta, deixe como está: ${we("nós escolhemos", "eu escolho")}.`,
    },
    purposes: {
      legend: "Para que é a música",
      hint: "Marque quantas opções quiser.",
      options: {
        show: "Show ou apresentação",
        aula: "Aula",
        competicao: "Competição",
        video: "Vídeo para as redes sociais",
      } satisfies Record<SongPurpose, string>,
    },
    eventLimit: {
      label: "Limite de tempo do evento",
      hint: "Se o festival, a competição ou o show limita o tempo de cada dança, escreva aqui, como 2:30.",
    },
    duration: {
      label: "Duração",
      /** `fallback`: the length a blank field gives, the event's limit when that is shorter. */
      hint: (fallback: string, fromLimit: boolean) =>
        fromLimit
          ? `Em branco, fica com ${fallback}, o limite do evento. Para menos, escreva minutos e segundos, como 2:15.`
          : `Até ${fullLength}. Em branco, fica com ${fullLength}; para menos, escreva minutos e segundos, como 2:30.`,
    },
    rhythm: {
      legend: "Ritmo",
      options: rhythmOptions,
    },
    tempo: {
      legend: "Andamento",
      options: {
        [CHOOSE_FOR_ME]: chooseForMe,
        lento: "Lento",
        medio: "Médio",
        rapido: "Rápido",
      } satisfies Record<SongTempo, string>,
    },
    bpm: {
      label: "BPM, se souber",
      hint: "Batidas por minuto, só o número: 96.",
    },
    parts: {
      legend: "Partes da música",
      hint: "Marque as que quiser; na música, elas vêm nesta ordem.",
      options: partOptions,
    },
    ending: {
      legend: "Como termina",
      options: endingOptions,
    },
    story: {
      label: "História e detalhes para incluir",
      hint: "Quem é você na dança, uma lembrança, palavras ou imagens que gostaria de ouvir.",
    },
    avoid: {
      label: "Algo a evitar",
      hint: "Palavras, temas ou sons que você não quer na música.",
    },
  },

  addSong: (index: number, total: number) => `Adicionar a música ${index} de ${total}`,
  removeSong: (index: number) => `Remover a música ${index}`,
  packLater: (sent: number, total: number) =>
    sent === 1
      ? "Se preferir, mande agora só a primeira música e as outras depois, do mesmo jeito."
      : `Se preferir, mande agora ${sent} das ${total} músicas e ${total - sent === 1 ? "a última" : "as outras"} depois, do mesmo jeito.`,

  counter: (length: number, max: number) => `${count(length)} de ${count(max)} caracteres`,

  errors: {
    required: (label: string) => `Preencha: ${label.toLowerCase()}.`,
    /** A question's legend is asked again as it is; a list's names the list. */
    chooseOne: (legend: string) =>
      legend.endsWith("?")
        ? `Responda: ${legend.charAt(0).toLowerCase()}${legend.slice(1)}`
        : `Escolha uma opção em: ${legend.toLowerCase()}.`,
    email: "Este e-mail não parece completo. Confira se tem @ e o domínio, como nome@email.com.",
    tooLong: (length: number, max: number) =>
      `Este campo tem ${count(length)} caracteres; o máximo é ${count(max)}. Resuma um pouco.`,
    length: "Escreva minutos e segundos, como 2:30.",
    lengthOver: `A música tem no máximo ${fullLength}. Escreva uma duração até ${fullLength}, como 2:30.`,
    lengthUnder: `A música precisa ter pelo menos ${formatTime(SONG_MIN_SECONDS)}.`,
    styleForChild: childNameBrief.styleError,
    childNameNotSung: childNameBrief.notSungFix,
    overEventLimit: (limit: string) =>
      `Passa do limite do evento, ${limit}. Escreva uma duração até ${limit}, ou deixe em branco.`,
    bpm: `Escreva só o número de batidas por minuto, entre ${BPM_RANGE.min} e ${BPM_RANGE.max}, ou deixe em branco.`,
    // "Falta corrigir" in the plural too: the subject is the infinitive, not the fields.
    summaryTitle: (total: number) =>
      `Falta corrigir ${count(total)} ${total === 1 ? "campo" : "campos"}:`,
  },

  submit: "Preparar a mensagem",

  draft: {
    restored: we(
      "Recuperamos o que você tinha escrito neste aparelho.",
      "O que você tinha escrito neste aparelho foi recuperado.",
    ),
    clear: "Apagar rascunho",
    cleared: "Rascunho apagado. O formulário está em branco.",
    unavailable:
      "Este navegador não deixa guardar o rascunho: envie a mensagem antes de fechar a página.",
    /** Once she has opened WhatsApp or her e-mail with the message: the draft can go. */
    afterSend: "Já enviou a mensagem? Então o rascunho não precisa mais ficar neste aparelho.",
  },

  ready: {
    title: "Sua mensagem está pronta",
    lead: "Escolha como enviar. O aplicativo abre com o texto já escrito: é só conferir e enviar.",
    whatsapp: "Enviar pelo WhatsApp",
    email: "Enviar por e-mail",
    copy: "Copiar o texto",
    copied: "Texto copiado. Cole no e-mail ou no WhatsApp e envie.",
    copyFailed: `${we("Não conseguimos copiar sozinhos", "Não foi possível copiar automaticamente")}: o texto ficou selecionado na caixa abaixo. Copie e cole no e-mail ou no WhatsApp.`,
    previewLabel: "Texto da mensagem",
    sendTo: "Para enviar de outro jeito, mande este texto para",
    newTabNote: "(abre em nova aba)",
    fixFirst: "Corrija os campos marcados acima para enviar.",
  },

  usage: {
    label: (percent: number) => `Tamanho da mensagem: ${percent}% do que o link consegue levar`,
    near: "A mensagem está perto do limite do link. Se precisar escrever mais, use “Copiar o texto”.",
    over: "A mensagem ficou maior do que o link consegue levar. Resuma a história ou use “Copiar o texto” e cole no e-mail ou no WhatsApp.",
  },
} as const;

/**
 * What a visitor without JavaScript reads instead of the form. Apart from briefContent, which the
 * form's island carries to the browser: this is read on the server only (thanks-page.tsx).
 */
export const briefWithoutScript = {
  title: "Como enviar as informações da sua música",
  lead: "Mande uma mensagem com:",
  items: [
    "o seu nome e o e-mail usado na compra (e o código do pedido, se tiver);",
    "o pacote que você comprou;",
    `para cada música: o nome cantado e como ele se pronuncia, escrito do jeito que se fala (Ra-KÉL), e ${
      childNamesSung
        ? `se ele é de uma pessoa adulta ou de uma criança ou adolescente (menos de 18 anos); se for de uma criança ou adolescente, diga se você é a mãe, o pai ou o responsável legal e, se não for, como ${we("falamos", "falo")} com um deles, para ${we("pedirmos", "eu pedir")} a concordância antes de escrever a letra (a letra, então, não tem romance nem sensualidade${childStyles.excluded ? `, e o estilo é ${childStyles.choice}` : ""});`
        : `confirme que ele é de uma pessoa adulta: ${we("não fazemos", "não faço")} músicas com o nome de uma criança ou de um adolescente;`
    }`,
    `o estilo, ${styleList.or}, e o clima que você quer;`,
    "para que é a música (show, aula, competição, vídeo) e, se o evento limita o tempo da dança, qual é o limite;",
    `a duração, até ${fullLength} (ou menos, como 2:30); o ritmo (${list(RHYTHMS.map((rhythm) => rhythm.name))}, ou deixe que ${we("a gente escolha", "eu escolha")}); o andamento, lento, médio ou rápido (ou os BPM, se souber);`,
    `as partes que quer na música, na ordem: ${list(Object.values(partOptions).map((part) => part.toLowerCase()))}; e como ela termina, com uma batida final marcada ou sumindo aos poucos;`,
    "a história ou os detalhes para incluir, e o que evitar.",
  ],
  email: "Por e-mail, para",
  whatsapp: "Ou pelo WhatsApp:",
  whatsappLink: "conversar no WhatsApp",
} as const;

/** The message the seller receives: plain text, one field per line, every field named. */
export const briefMessage = {
  greeting: "Olá! Acabei de comprar e estas são as informações da minha música.",
  buyerName: "Nome",
  email: "E-mail da compra",
  plan: "Pacote",
  orderCode: "Código do pedido",
  /**
   * The Terms of the purchase: the version in force on its day, which this page cannot know (a
   * boleto paid days before, a page kept open), listed with their dates at the Terms' address.
   */
  terms: `Termos de Uso: a versão em vigor no dia da compra (todas, com as datas: ${absoluteUrl(siteConfig.siteUrl, ROUTES.terms)})`,
  song: (index: number, total: number) => (total > 1 ? `MÚSICA ${index} DE ${total}` : "A MÚSICA"),
  sungName: "Nome cantado",
  childName: childNameBrief.messageLine,
  pronunciation: "Pronúncia",
  style: "Estilo",
  mood: "Clima",
  purposes: "Para",
  eventLimit: "Limite de tempo do evento",
  duration: "Duração",
  durationFull: (length: string) => `${length} (a duração completa)`,
  durationFromLimit: (length: string) => `${length} (o limite do evento)`,
  rhythm: "Ritmo",
  tempo: "Andamento",
  bpm: (bpm: number) => `${bpm} BPM`,
  parts: "Partes",
  ending: "Como termina",
  /** Shorter than the form's options: the message is read by the seller, who knows the terms. */
  endings: {
    marcado: "batida final marcada",
    fade: "sumindo aos poucos (fade out)",
  } satisfies Record<SongEnding, string>,
  chooseForMe,
  story: "História e detalhes",
  avoid: "Evitar",
  notGiven: "não informado",
  pronunciationNotGiven: "não informada (como se escreve)",
  later: (from: number, total: number) =>
    from === total
      ? `A música ${from} eu mando depois.`
      : `As músicas ${from} ${total - from === 1 ? "e" : "a"} ${total} eu mando depois.`,
  subject: (buyerName: string, planName: string) =>
    `Informações da música: ${buyerName} (${planName})`,
} as const;
