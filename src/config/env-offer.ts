/**
 * The offer's terms that the copy repeats and an owner sets (issue 53, item 12): how long the
 * delivery takes, the styles and whether they are in beta, the rounds of changes included, and
 * whether the site speaks of her as "nós" or "eu". Unset, each is the specification's (the
 * demo's, OFFER_DEFAULTS), which a launch build asks her to confirm (launch-gate.ts). The texts
 * read them from content/order-terms.ts, content/song-styles.ts and content/seller-voice.ts.
 * Part of the schema (env-schema.ts); no imports but the rules: the owner's commands read it.
 */
import { optional, rule } from "./env-rules.ts";
import { slugify } from "../lib/text/slug.ts";

/** The delivery's longest time, in business hours (the specification's 24, up to 5 days' worth). */
export const DELIVERY_HOURS = { min: 8, max: 120 } as const;
/** Rounds of changes included, to the lyrics or to the previews: at least one (the spec's review). */
export const ROUNDS = { min: 1, max: 5 } as const;
/** A choice of styles: the brief asks for one, so two at least; six fit the form on a phone. */
export const STYLE_COUNT = { min: 2, max: 6 } as const;
const NAME_LENGTH = 30;
const DESCRIPTION_LENGTH = { min: 3, max: 120 } as const;

/** The specification's values, the demo's: what an unset variable means. */
export const OFFER_DEFAULTS = {
  VITE_DELIVERY_BUSINESS_HOURS: "24",
  VITE_SONG_STYLES: "Romântica; Pop",
  VITE_SONG_STYLES_BETA: "sim",
  VITE_LYRIC_REVISION_ROUNDS: "2",
  VITE_PREVIEW_ADJUSTMENT_ROUNDS: "1",
  VITE_SELLER_VOICE: "nos",
} as const;

/** A style she offers: its name on the page, its id in samples.json and `--style`. */
export interface OfferedStyle {
  /** "romantica": the name without accents, spaces or capitals. */
  readonly id: string;
  /** "Romântica", as she writes it. */
  readonly name: string;
  /** "mais lenta e envolvente", shown after the name in the form and the FAQ; null when none. */
  readonly description: string | null;
}

/** "nos": the site speaks of her in the plural ("enviamos"); "eu": in the singular ("envio"). */
export type SellerVoice = "plural" | "singular";

const NAME = /^\p{L}[\p{L}\p{N} '’&.-]*$/u;
const DESCRIPTION = /^[^<>{}\n;]+$/;

/**
 * "Romântica: mais lenta e envolvente; Pop; Clássica: com orquestra" → three styles; without
 * any ";" or ":", commas separate the names too ("Romântica, Pop"). Null for a list the page
 * could not say: a name with odd characters, two names that give one id, too few or too many.
 */
export function parseStyles(value: string): OfferedStyle[] | null {
  const separator = value.includes(";") || value.includes(":") ? ";" : ",";
  const parts = value
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
  const styles = parts.map((part): OfferedStyle | null => {
    const [written = "", ...rest] = part.split(":");
    const name = written.trim();
    const description = rest.join(":").trim() || null;
    const goodName = name.length <= NAME_LENGTH && NAME.test(name) && slugify(name) !== "";
    const goodDescription =
      description === null ||
      (description.length >= DESCRIPTION_LENGTH.min &&
        description.length <= DESCRIPTION_LENGTH.max &&
        DESCRIPTION.test(description));
    return goodName && goodDescription ? { id: slugify(name), name, description } : null;
  });
  const ids = new Set(styles.map((style) => style?.id));
  const counted = styles.length >= STYLE_COUNT.min && styles.length <= STYLE_COUNT.max;
  return counted && ids.size === styles.length && styles.every((style) => style !== null)
    ? (styles as OfferedStyle[])
    : null;
}

const VOICES = { nos: "plural", nós: "plural", eu: "singular" } as const;
const voiceOf = (value: string): SellerVoice | null =>
  VOICES[value.toLowerCase() as keyof typeof VOICES] ?? null;

const yesNo = (value: string) =>
  ({ sim: true, nao: false, não: false, true: true, false: false })[value.toLowerCase()] ?? null;

const wholeNumber = (range: { readonly min: number; readonly max: number }) => (value: string) =>
  /^\d{1,3}$/.test(value) && +value >= range.min && +value <= range.max ? +value : null;

const rounds = (what: string) =>
  optional(
    rule(
      wholeNumber(ROUNDS),
      `um número inteiro de rodadas de ${what} incluídas, de ${ROUNDS.min} a ${ROUNDS.max}`,
    ),
  );

export const offerFields = {
  VITE_DELIVERY_BUSINESS_HOURS: optional(
    rule(
      wholeNumber(DELIVERY_HOURS),
      `um número inteiro de horas úteis, de ${DELIVERY_HOURS.min} a ${DELIVERY_HOURS.max}, como 24 ou 48, contadas da confirmação do pagamento`,
    ),
  ),
  VITE_SONG_STYLES: optional(
    rule(
      parseStyles,
      `de ${STYLE_COUNT.min} a ${STYLE_COUNT.max} estilos separados por ponto e vírgula, cada um com o nome (até ${NAME_LENGTH} letras, sem repetir) e, se quiser, dois-pontos e uma descrição curta, como "Romântica: mais lenta e envolvente; Pop: mais animada, para coreografias"`,
    ),
  ),
  VITE_SONG_STYLES_BETA: optional(
    rule(
      yesNo,
      '"sim" (os estilos estão em fase beta: o site diz "por enquanto, só …, e outros virão depois") ou "nao"',
    ),
  ),
  VITE_LYRIC_REVISION_ROUNDS: rounds("alterações na letra"),
  VITE_PREVIEW_ADJUSTMENT_ROUNDS: rounds("ajustes nas prévias"),
  VITE_SELLER_VOICE: optional(
    rule(
      voiceOf,
      '"nos" (o site fala de quem vende no plural: "enviamos", "Quais estilos vocês fazem?") ou "eu" (no singular: "envio", "Quais estilos você faz?")',
    ),
  ),
};

export function offerConfig(raw: {
  VITE_DELIVERY_BUSINESS_HOURS: number | null;
  VITE_SONG_STYLES: OfferedStyle[] | null;
  VITE_SONG_STYLES_BETA: boolean | null;
  VITE_LYRIC_REVISION_ROUNDS: number | null;
  VITE_PREVIEW_ADJUSTMENT_ROUNDS: number | null;
  VITE_SELLER_VOICE: SellerVoice | null;
}) {
  const defaults = OFFER_DEFAULTS;
  return {
    /** "em até 24 horas úteis": counted from the payment's confirmation (content/order-terms.ts). */
    deliveryHours:
      raw.VITE_DELIVERY_BUSINESS_HOURS ?? Number(defaults.VITE_DELIVERY_BUSINESS_HOURS),
    /** The styles, in her order: the brief's choices, the samples' styles, every list of them. */
    styles: raw.VITE_SONG_STYLES ?? (parseStyles(defaults.VITE_SONG_STYLES) as OfferedStyle[]),
    /** The styles are in beta: "por enquanto, só …, e outros virão depois". */
    stylesBeta: raw.VITE_SONG_STYLES_BETA ?? yesNo(defaults.VITE_SONG_STYLES_BETA) === true,
    lyricRevisionRounds:
      raw.VITE_LYRIC_REVISION_ROUNDS ?? Number(defaults.VITE_LYRIC_REVISION_ROUNDS),
    previewAdjustmentRounds:
      raw.VITE_PREVIEW_ADJUSTMENT_ROUNDS ?? Number(defaults.VITE_PREVIEW_ADJUSTMENT_ROUNDS),
    /** How the sales copy speaks of her: "enviamos" or "envio" (content/seller-voice.ts). */
    voice: raw.VITE_SELLER_VOICE ?? (voiceOf(defaults.VITE_SELLER_VOICE) as SellerVoice),
  };
}

export type OfferConfig = ReturnType<typeof offerConfig>;
