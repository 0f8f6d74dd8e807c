import type { Testimonial } from "./types";

const avatar = (slug: string, name: string) => ({
  src: `/avatars/${slug}.svg`,
  width: 96,
  height: 96,
  alt: `Ilustração de ${name}`,
});

export const testimonials = [
  {
    id: "luana",
    quote:
      "Chorei quando ouvi meu nome na música! Abri meu último show com ela e a plateia aplaudiu de pé antes mesmo do primeiro giro.",
    name: "Luana Ferreira",
    role: "Bailarina profissional · São Paulo (SP)",
    avatar: avatar("luana", "Luana Ferreira"),
    stars: 5,
    example: true,
  },
  {
    id: "carla",
    quote:
      "Uso as músicas nas minhas turmas e as alunas adoram dançar com o nome da escola na letra. A licença comercial me deu tranquilidade para usar nas aulas e nos vídeos.",
    name: "Carla Mendes",
    role: "Professora de dança do ventre · Belo Horizonte (MG)",
    avatar: avatar("carla", "Carla Mendes"),
    stars: 5,
    example: true,
  },
  {
    id: "juliana",
    quote:
      "Pedi uma mudança na letra e a nova versão chegou no mesmo dia. Meus vídeos de dança nunca tiveram tantas curtidas e comentários.",
    name: "Juliana Rocha",
    role: "Aluna de dança do ventre · Recife (PE)",
    avatar: avatar("juliana", "Juliana Rocha"),
    stars: 5,
    example: true,
  },
] as const satisfies readonly Testimonial[];

/** True while the section still shows example testimonials; the launch build refuses them. */
export const hasExampleTestimonials = testimonials.some((testimonial) => testimonial.example);

export const testimonialsContent = {
  /** Examples are never headed as if real dancers had said them (CDC art. 37). */
  ...(hasExampleTestimonials
    ? { eyebrow: "Depoimentos de exemplo", title: "O que uma bailarina poderia dizer" }
    : { eyebrow: "Quem já dançou", title: "O que dizem as bailarinas" }),
  /** Spoken by assistive technology in place of the five star icons. */
  ratingLabel: (stars: number) => `${stars} de 5 estrelas`,
  /** Shown while any testimonial is an example (see `Testimonial.example`). */
  exampleNote:
    "Depoimentos ilustrativos: estes textos são exemplos, escritos para mostrar como o serviço funciona, e não são de clientes reais.",
} as const;
