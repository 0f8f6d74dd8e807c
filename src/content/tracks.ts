import type { SampleTrack } from "./types";

export const examplesContent = {
  eyebrow: "Aperte o play",
  title: "Ouça exemplos",
  lead: "Dois arranjos instrumentais de exemplo, em maqam Hijaz, no ritmo da dança do ventre. Na sua música, a letra canta o seu nome.",
} as const;

const cover = (slug: string, alt: string) => ({
  src: `/covers/${slug}.webp`,
  width: 640,
  height: 640,
  alt,
});

const audio = (slug: string) => [
  { src: `/audio/${slug}.opus`, type: "audio/ogg; codecs=opus" },
  { src: `/audio/${slug}.mp3`, type: "audio/mpeg" },
];

export const tracks = [
  {
    id: "yasmin",
    title: "Yasmin, Flor do Deserto",
    artist: "Raqs Music",
    style: "Romântica",
    duration: "3:01",
    cover: cover(
      "yasmin-flor-do-deserto",
      "Capa de “Yasmin, Flor do Deserto”: estrelas árabes douradas sobre fundo bordô",
    ),
    audio: audio("yasmin-flor-do-deserto"),
  },
  {
    id: "samira",
    title: "Samira no Ritmo",
    artist: "Raqs Music",
    style: "Pop",
    duration: "3:01",
    cover: cover(
      "samira-no-ritmo",
      "Capa de “Samira no Ritmo”: estrelas árabes douradas sobre fundo azul-noite",
    ),
    audio: audio("samira-no-ritmo"),
  },
] as const satisfies readonly SampleTrack[];
