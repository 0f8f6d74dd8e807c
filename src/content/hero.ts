import { engagementSourceText } from "../config/env-schema";
import { siteConfig } from "../config/site";
import { delivery, songMaking } from "./order-terms";
import type { Highlight } from "./types";
import { SECTION_IDS } from "./navigation";

const { engagement } = siteConfig.claims;
const engagementSource = engagement.source;

export const heroContent = {
  badge: `Entrega ${delivery.promise}`,
  title: "Músicas Árabes com seu Nome",
  lead: "Uma música exclusiva que canta o seu nome, no clima da dança do ventre e criada com inteligência artificial. Para bailarinas profissionais, alunas e professoras dançarem, se apresentarem e ensinarem.",
  primaryCta: { label: "Quero minha música", href: `#${SECTION_IDS.pricing}` },
  secondaryCta: { label: "Ouvir exemplos", href: `#${SECTION_IDS.examples}` },
  /**
   * "10x mais engajamento", beside its source: null where the owner has none (a launch leaves
   * the claim out, config/launch-gate.ts); bare on the demo's page, as the specification has it.
   */
  stat: engagement.shown && {
    value: "10x",
    /**
     * The label names what the owner's data measured (VITE_ENGAGEMENT_CLAIM_METRIC), never more:
     * "mais engajamento (média de curtidas e comentários por vídeo)".
     */
    label: engagementSource ? `mais engajamento (${engagementSource.metric})` : "mais engajamento",
    /**
     * What backs the figure (VITE_ENGAGEMENT_CLAIM_*), shown beside it; on the demo, which has no
     * data, that a published page shows the figure only with its source.
     */
    source: engagementSource
      ? engagementSourceText(engagementSource)
      : "Exemplo da demonstração: no site publicado, o número só aparece com a fonte dos dados que o comprovam.",
  },
  highlights: [
    {
      icon: "ai",
      title: "100% criadas com IA",
      description: songMaking.short,
    },
    {
      icon: "exclusive",
      title: "Músicas exclusivas",
      description:
        "Cada música é feita para você e não é vendida para mais ninguém. O estilo e os ritmos, comuns ao gênero, não são exclusivos.",
    },
    {
      icon: "fast",
      // "rápida" is the specification's word for its 24 hours: a longer time is stated bare.
      title: `Entrega ${delivery.hoursCount <= 24 ? "rápida " : ""}em ${delivery.hours}`,
      description: `No seu e-mail ${delivery.promise}, ${delivery.clarificationShort}.`,
    },
    {
      icon: "license",
      title: "100% licenciadas para uso comercial",
      description:
        "Para usar em shows, aulas, vídeos e redes sociais, e até revender, nos termos da {termsLicence}.",
    },
  ],
} as const satisfies { highlights: readonly Highlight[] } & Record<string, unknown>;
