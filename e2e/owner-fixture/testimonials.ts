// The second owner's testimonials (the owner pass of `npm test` copies this file over
// src/content/testimonials.ts): real ones, as an owner would publish them with written consent,
// so none is marked as an example. The people are fictional; this file never ships.
import type { Testimonial } from "./types";

export const testimonialsContent = {
  eyebrow: "Quem já dançou",
  title: "O que dizem as nossas clientes",
  ratingLabel: (stars: number) => `${stars} de 5 estrelas`,
  exampleNote: "Depoimentos ilustrativos: estes textos são exemplos.",
} as const;

const avatar = (slug: string, name: string) => ({
  src: `/avatars/${slug}.svg`,
  width: 96,
  height: 96,
  alt: `Ilustração de ${name}`,
});

export const testimonials = [
  {
    id: "beatriz",
    quote: "A música chegou no dia seguinte e a letra tinha exatamente o que pedi.",
    name: "Beatriz Nogueira",
    role: "Professora · Curitiba (PR)",
    avatar: avatar("luana", "Beatriz Nogueira"),
    stars: 5,
    example: false,
  },
  {
    id: "helena",
    quote: "Usei na apresentação de fim de ano da escola e as alunas amaram.",
    name: "Helena Prado",
    role: "Bailarina · Salvador (BA)",
    avatar: avatar("carla", "Helena Prado"),
    stars: 5,
    example: false,
  },
  {
    id: "sofia",
    quote: "A pronúncia do meu nome ficou perfeita depois do ajuste na prévia.",
    name: "Sofia Ramos",
    role: "Aluna · Porto Alegre (RS)",
    avatar: avatar("juliana", "Sofia Ramos"),
    stars: 5,
    example: false,
  },
] as const satisfies readonly Testimonial[];

export const hasExampleTestimonials = testimonials.some((testimonial) => testimonial.example);
