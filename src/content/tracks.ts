import { sampleFiles, type SampleEntry } from "./collections";
import { we } from "./seller-voice";
import { styleName } from "./song-styles";
import type { SampleTrack } from "./types";

export const examplesContent = {
  eyebrow: "Aperte o play",
  title: "Ouça exemplos",
  // The demos are known instrumental pieces; an owner's own samples get a lead that fits them.
  lead: (tracks: readonly SampleTrack[]) =>
    tracks.every((track) => track.demo)
      ? "Dois arranjos instrumentais de exemplo, em maqam Hijaz, no ritmo da dança do ventre. Na sua música, a voz canta o seu nome."
      : tracks.every((track) => track.instrumental)
        ? "Arranjos instrumentais de exemplo, no ritmo da dança do ventre. Na sua música, a voz canta o seu nome."
        : `Exemplos de músicas no ritmo da dança do ventre, como as que ${we("criamos", "crio")} com o seu nome.`,
  /** Headings over the cards when an owner lists more than two samples (group-tracks.ts). */
  groups: {
    style: (style: string) => `Estilo ${style}`,
    rhythm: (name: string) => `Ritmo ${name}`,
  },
} as const;

/**
 * A sample of the samples collection (samples.json, edited by `npm run samples`; see
 * docs/samples.md, checked by its schema in collections.ts) as the player shows it, sung by
 * `artist`, the brand.
 */
export function toTrack(sample: SampleEntry, artist: string): SampleTrack {
  const { audio, cover } = sampleFiles(sample);
  return {
    id: sample.id,
    title: sample.title,
    artist,
    style: styleName(sample.style),
    rhythm: sample.rhythm,
    bpm: sample.bpm ?? null,
    duration: sample.duration,
    instrumental: sample.instrumental,
    demo: sample.demo,
    cover: { src: `/${cover}`, width: 640, height: 640, alt: sample.coverAlt },
    audio: audio.map(({ path, type }) => ({ src: `/${path}`, type })),
  };
}
