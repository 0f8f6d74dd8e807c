// No imports on purpose: `npm run samples` (scripts/samples/, run by Node itself, which strips
// the types) and the samples collection's schema (collections.ts) read this file too.

/**
 * The belly-dance rhythms a song can be built on: the one list the brief (/obrigado), the sample
 * cards and `npm run samples -- add --rhythm <id>` all use. The id is what samples.json stores;
 * the name is what the page shows; the hint says, in one line, how it feels and what it suits.
 */
export const RHYTHMS = [
  {
    id: "maqsum",
    name: "Maqsum",
    hint: "O mais comum na dança do ventre, em 4 tempos: serve para quase tudo",
  },
  {
    id: "baladi",
    name: "Baladi",
    hint: "Terroso, com duas batidas graves no começo: para quadril bem marcado",
  },
  {
    id: "saidi",
    name: "Saidi",
    hint: "Festivo e marcado, do Alto Egito: o ritmo da dança com bengala",
  },
  {
    id: "malfuf",
    name: "Malfuf",
    hint: "Rápido, em 2 tempos: para entradas, deslocamentos e giros",
  },
  {
    id: "ayoub",
    name: "Ayoub",
    hint: "Insistente e hipnótico, em 2 tempos: para shimmies e giros",
  },
  {
    id: "chiftetelli",
    name: "Chiftetelli",
    hint: "Lento e expressivo, em 8 tempos: para taqsim, véu e trabalho de chão",
  },
] as const;

export type Rhythm = (typeof RHYTHMS)[number];
export type RhythmId = Rhythm["id"];

export const RHYTHM_IDS: readonly RhythmId[] = RHYTHMS.map((rhythm) => rhythm.id);

export function isRhythmId(value: unknown): value is RhythmId {
  return RHYTHM_IDS.some((id) => id === value);
}

/** The page's name of a rhythm: "saidi" → "Saidi". */
export function rhythmName(id: RhythmId): string {
  return RHYTHMS.find((rhythm) => rhythm.id === id)?.name ?? id;
}

/**
 * The tempos a person may give in beats per minute, on a sample (`--bpm`) or in the brief: from
 * a slow chiftetelli to the fastest drum solo, with room on both sides.
 */
export const BPM_RANGE = { min: 40, max: 240 } as const;

/** A whole number of beats per minute within BPM_RANGE. */
export function isBpm(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= BPM_RANGE.min &&
    value <= BPM_RANGE.max
  );
}
