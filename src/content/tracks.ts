import { siteConfig } from "../config/site";
import { isRhythmId } from "./rhythms";
import samples from "./samples.json";
import type { SampleTrack, TrackStyle } from "./types";

const allDemos = samples.every((sample) => sample.demo);
const allInstrumental = samples.every((sample) => sample.instrumental);

export const examplesContent = {
  eyebrow: "Aperte o play",
  title: "Ouça exemplos",
  // The demos are known instrumental pieces; an owner's own samples get a lead that fits them.
  lead: allDemos
    ? "Dois arranjos instrumentais de exemplo, em maqam Hijaz, no ritmo da dança do ventre. Na sua música, a voz canta o seu nome."
    : allInstrumental
      ? "Arranjos instrumentais de exemplo, no ritmo da dança do ventre. Na sua música, a voz canta o seu nome."
      : "Exemplos de músicas no ritmo da dança do ventre, como as que criamos com o seu nome.",
  /** Headings over the cards when an owner lists more than two samples (group-tracks.ts). */
  groups: {
    style: (style: TrackStyle) => `Estilo ${style}`,
    rhythm: (name: string) => `Ritmo ${name}`,
  },
} as const;

/** The page's name of each style key used in samples.json. */
export const trackStyles = {
  romantica: "Romântica",
  pop: "Pop",
} as const satisfies Record<string, TrackStyle>;

type StyleKey = keyof typeof trackStyles;

const isStyleKey = (key: string): key is StyleKey => Object.hasOwn(trackStyles, key);

/**
 * The samples, in page order, from samples.json (edited by `npm run samples`; see
 * docs/samples.md). The build checks that file in full (scripts/samples/check-samples.ts):
 * this only narrows the style for the type checker.
 */
export const tracks: readonly SampleTrack[] = samples.map((sample) => {
  if (!isStyleKey(sample.style)) {
    throw new Error(
      `src/content/samples.json: "${sample.id}" has an unknown style "${sample.style}"`,
    );
  }
  if (!isRhythmId(sample.rhythm)) {
    throw new Error(
      `src/content/samples.json: "${sample.id}" has an unknown rhythm "${sample.rhythm}"`,
    );
  }
  // An owner's sample may leave the tempo out: the JSON's inferred type cannot say so.
  const { bpm } = sample as { readonly bpm?: unknown };
  return {
    id: sample.id,
    title: sample.title,
    artist: siteConfig.siteName,
    style: trackStyles[sample.style],
    rhythm: sample.rhythm,
    bpm: typeof bpm === "number" ? bpm : null,
    duration: sample.duration,
    instrumental: sample.instrumental,
    demo: sample.demo,
    cover: {
      src: `/covers/${sample.file}.webp`,
      width: 640,
      height: 640,
      alt: sample.coverAlt,
    },
    audio: [
      { src: `/audio/${sample.file}.opus`, type: "audio/ogg; codecs=opus" },
      { src: `/audio/${sample.file}.mp3`, type: "audio/mpeg" },
    ],
  };
});

/** The project's demo samples still listed: a site must not launch with them. */
export const demoTracks = (): readonly SampleTrack[] => tracks.filter((track) => track.demo);
