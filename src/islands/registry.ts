import type { ComponentType } from "react";
import type { SiteHeaderProps } from "../components/layout/site-header";

/**
 * The interactive parts of the pages. Everything else is static HTML that is never hydrated,
 * so its copy is not shipped twice. Each island loads its own code, on the pages that use it.
 */
export interface IslandProps {
  header: SiteHeaderProps;
  faq: Record<string, never>;
  samples: Record<string, never>;
}

export type IslandName = keyof IslandProps;

export const islandLoaders: {
  [Name in IslandName]: () => Promise<ComponentType<IslandProps[Name]>>;
} = {
  header: () => import("../components/layout/site-header").then((module) => module.SiteHeader),
  faq: () => import("../components/sections/faq-accordion").then((module) => module.FaqAccordion),
  samples: () => import("../features/audio/sample-list").then((module) => module.SampleList),
};

export function isIslandName(value: string | undefined): value is IslandName {
  return value !== undefined && Object.hasOwn(islandLoaders, value);
}
