import { StrictMode, type ComponentType } from "react";
import { hydrateRoot, type HydrationOptions } from "react-dom/client";
import type { IslandProps } from "./define-island";

/**
 * Hydrates one island element as a React root of its own. Its own chunk, with React: the entry
 * loads it only once an island is due.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<IslandProps>,
  props: IslandProps,
  options?: HydrationOptions,
): void {
  hydrateRoot(
    element,
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
    options,
  );
}
