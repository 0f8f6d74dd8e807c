import type { SiteHeaderProps } from "../components/layout/site-header";

/**
 * The interactive parts of the pages. Everything else is static HTML that is never hydrated,
 * so its copy is not shipped twice.
 */
export interface IslandProps {
  header: SiteHeaderProps;
  faq: Record<string, never>;
  samples: Record<string, never>;
}

export type IslandName = keyof IslandProps;

const ISLAND_NAMES: readonly string[] = ["header", "faq", "samples"] satisfies IslandName[];

export function isIslandName(value: string | undefined): value is IslandName {
  return value !== undefined && ISLAND_NAMES.includes(value);
}
