/**
 * The styles the owner offers (VITE_SONG_STYLES, config/env-offer.ts; the specification's
 * Romântica and Pop on the demo), in the words every list of them uses: the plans, the steps, the
 * FAQ, the Terms, the contract summary, the brief's choices and the sample cards. Whether they are
 * in beta is said beside them (order-terms.ts, `stylesBeta`).
 */
import { siteConfig } from "../config/site";

/**
 * The demo's words for its two styles: kept for a style she names the same way without a
 * description of her own, so that confirming "Romântica; Pop" keeps the page as it was. The
 * brief's, shorter, and the FAQ's, apart: the brief's island carries only its own.
 */
const KNOWN_OPTION: Readonly<Record<string, string>> = {
  romantica: "mais lenta e envolvente",
  pop: "mais animada, para coreografias e vídeos",
};
const KNOWN_DESCRIPTION: Readonly<Record<string, string>> = {
  romantica: "mais lenta e envolvente, ideal para véu e solos expressivos",
  pop: "mais animada, para coreografias e vídeos",
};

export interface SongStyleWords {
  /** "romantica": samples.json's and `npm run samples -- add --style`'s. */
  readonly id: string;
  /** "Romântica": what the page shows and the brief's message carries. */
  readonly name: string;
  /** The brief's option: "Romântica: mais lenta e envolvente". */
  readonly option: string;
}

export const songStyles: readonly SongStyleWords[] = siteConfig.offer.styles.map(
  ({ id, name, description }) => {
    const words = description ?? KNOWN_OPTION[id] ?? null;
    return { id, name, option: words ? `${name}: ${words}` : name };
  },
);

/** The names, in her order: the brief's choices and the order of the sample cards' groups. */
export const styleNames: readonly string[] = songStyles.map((style) => style.name);

/**
 * "a, b e c" (or "ou"): the Portuguese list, with `separator` between the items but the last.
 * Free of side effects (content/offer-words.ts says why it is marked so).
 */
/* @__NO_SIDE_EFFECTS__ */
export function listed(items: readonly string[], conjunction: "e" | "ou", separator = ", ") {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(separator)}${separator === ", " ? " " : separator}${conjunction} ${items.at(-1)}`;
}

export const styleList = {
  /** "Romântica ou Pop". */
  or: listed(styleNames, "ou"),
  /** "Romântica e Pop". */
  and: listed(styleNames, "e"),
} as const;

const COUNT = ["", "Um", "Dois", "Três", "Quatro", "Cinco", "Seis"];

/**
 * The FAQ's answer: "Dois estilos: Romântica, mais lenta …; e Pop, mais animada …", with ";"
 * between items that have commas of their own.
 */
/* @__NO_SIDE_EFFECTS__ */
function describeStyles(): string {
  const described = siteConfig.offer.styles.map(({ id, name, description }) => {
    const words = description ?? KNOWN_DESCRIPTION[id] ?? null;
    return { text: words ? `${name}, ${words}` : name, hasWords: words !== null };
  });
  const separator = described.some((style) => style.hasWords) ? "; " : ", ";
  const items = listed(
    described.map((style) => style.text),
    "e",
    separator,
  );
  return `${COUNT[described.length] ?? described.length} estilos: ${items}.`;
}
export const stylesDescribed = describeStyles();

/**
 * The styles no song for a child or a teenager may have: romance (content/minors.ts). Romântica is
 * the one known; an owner's style of another name is taken as fit for a child.
 */
const ROMANTIC = new Set(["romantica"]);
const notForChild = songStyles.filter((style) => ROMANTIC.has(style.id)).map(({ name }) => name);
const forChild = styleNames.filter((name) => !notForChild.includes(name));

export const childStyles = {
  /** The styles a child's song may have, in her order. */
  names: forChild,
  /** "Pop", "Pop ou Clássica". */
  choice: listed(forChild, "ou"),
  /** "o estilo Romântica não se aplica"; null where none of her styles is romantic. */
  excluded: notForChild.length > 0 ? `o estilo ${listed(notForChild, "e")} não se aplica` : null,
  /** "o estilo é Pop: o estilo Romântica não se aplica"; null where none of hers is romantic. */
  rule:
    notForChild.length > 0
      ? `o estilo é ${listed(forChild, "ou")}: o estilo ${listed(notForChild, "e")} não se aplica`
      : null,
} as const;

/** The page's name of a style id of samples.json ("romantica" → "Romântica"); the id if unlisted. */
export function styleName(id: string): string {
  return songStyles.find((style) => style.id === id)?.name ?? id;
}
