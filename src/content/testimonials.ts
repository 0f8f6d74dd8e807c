/**
 * What the testimonials section says around the testimonials themselves, which are the owner's
 * data (src/content/testimonials.json, a content collection: src/content/collections.ts).
 */
import type { Testimonial } from "./collections";

/** True while the section still shows an example; the launch build refuses that. */
export const hasExamples = (testimonials: readonly Testimonial[]) =>
  testimonials.some((testimonial) => testimonial.example);

/** The section's words: examples are never headed as if real dancers had said them (CDC art. 37). */
export function testimonialsContent(testimonials: readonly Testimonial[]) {
  return {
    ...(hasExamples(testimonials)
      ? { eyebrow: "Depoimentos de exemplo", title: "O que uma bailarina poderia dizer" }
      : { eyebrow: "Quem já dançou", title: "O que dizem as bailarinas" }),
    /** Spoken by assistive technology in place of the five star icons. */
    ratingLabel: (stars: number) => `${stars} de 5 estrelas`,
    /** Shown while any testimonial is an example. */
    exampleNote:
      "Depoimentos ilustrativos: estes textos são exemplos, escritos para mostrar como o serviço funciona, e não são de clientes reais.",
  } as const;
}
