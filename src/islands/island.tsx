import type { ComponentType } from "react";
import { SiteHeader } from "../components/layout/site-header";
import { FaqAccordion } from "../components/sections/faq-accordion";
import { SampleList } from "../features/audio/sample-list";
import type { IslandName, IslandProps } from "./registry";

/** The same components as `islandLoaders`, imported statically for prerendering. */
export const islandComponents: { [Name in IslandName]: ComponentType<IslandProps[Name]> } = {
  header: SiteHeader,
  faq: FaqAccordion,
  samples: SampleList,
};

type IslandElementProps<Name extends IslandName> = {
  name: Name;
} & (IslandProps[Name] extends Record<string, never>
  ? { props?: undefined }
  : { props: IslandProps[Name] });

/**
 * Prerenders an interactive component inside a marked element; in the browser
 * `hydrateIslands` hydrates that element, with the same props, as a root of its own.
 */
export function Island<Name extends IslandName>({ name, props }: IslandElementProps<Name>) {
  const Component = islandComponents[name] as ComponentType<IslandProps[Name]>;
  const values = (props ?? {}) as IslandProps[Name];
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined}>
      <Component {...values} />
    </div>
  );
}
