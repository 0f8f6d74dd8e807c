import type { ComponentType } from "react";
import { islandComponents } from "./island-components";
import type { IslandName, IslandProps } from "./registry";

type IslandElementProps<Name extends IslandName> = {
  name: Name;
} & (IslandProps[Name] extends Record<string, never>
  ? { props?: undefined }
  : { props: IslandProps[Name] });

/**
 * Prerenders an interactive component inside a marked element; in the browser
 * `hydrateIsland` hydrates that element, with the same props, as a root of its own.
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
