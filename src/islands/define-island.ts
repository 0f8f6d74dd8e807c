import type { ComponentType } from "react";

/** What an island's props may hold: they travel through the HTML as JSON. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type IslandProps = Record<string, JsonValue>;

/** A component that can be placed as an island: it carries the id the browser finds it by. */
export type IslandComponent<Props extends IslandProps> = ComponentType<Props> & {
  readonly islandId: string;
};

/**
 * Marks a component as an island. An island lives in a file `<id>.island.tsx` anywhere under
 * `src/`: the browser loads it from that file by its id, and a test checks that they agree.
 * Placing it (`<Island of={…} when="visible" />`) is then all there is to do.
 */
export function defineIsland<Props extends IslandProps>(
  id: string,
  component: ComponentType<Props>,
): IslandComponent<Props> {
  return Object.assign(component, { islandId: id });
}
