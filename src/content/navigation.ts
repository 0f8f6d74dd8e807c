import type { NavLink } from "./types";

/** Anchors of the landing-page sections that links point to. */
export const SECTION_IDS = {
  main: "conteudo",
  howItWorks: "como-funciona",
  pricing: "precos",
  examples: "exemplos",
  testimonials: "depoimentos",
  faq: "perguntas-frequentes",
} as const;

export const headerContent = {
  homeLabel: (siteName: string) => `${siteName} — página inicial`,
  navLabel: "Navegação principal",
  /** The phone's menu: the same links, named apart from the wide screens' navigation. */
  menuLabel: "Menu de navegação",
  links: [
    { label: "Como Funciona", href: `#${SECTION_IDS.howItWorks}` },
    { label: "Preços", href: `#${SECTION_IDS.pricing}` },
    { label: "Exemplos", href: `#${SECTION_IDS.examples}` },
  ],
  cta: { label: "Comprar Agora", href: `#${SECTION_IDS.pricing}` },
  menuOpenLabel: "Abrir menu",
  menuCloseLabel: "Fechar menu",
  skipLink: "Pular para o conteúdo",
} as const satisfies {
  homeLabel: (siteName: string) => string;
  navLabel: string;
  menuLabel: string;
  links: readonly NavLink[];
  cta: NavLink;
  menuOpenLabel: string;
  menuCloseLabel: string;
  skipLink: string;
};
