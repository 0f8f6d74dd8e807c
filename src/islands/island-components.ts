import type { ComponentType } from "react";
import { SiteHeader } from "../components/layout/site-header";
import { FaqAccordion } from "../components/sections/faq-accordion";
import { SampleList } from "../features/audio/sample-list";
import type { IslandName, IslandProps } from "./registry";

/**
 * The component behind each island name: prerendered by `<Island>`, hydrated by
 * `hydrateIsland`. One chunk with React: fewer requests beat finer splitting at this size.
 */
export const islandComponents: { [Name in IslandName]: ComponentType<IslandProps[Name]> } = {
  header: SiteHeader,
  faq: FaqAccordion,
  samples: SampleList,
};
