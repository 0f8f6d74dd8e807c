import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandComponents } from "./island-components";
import { isIslandName } from "./registry";

function readProps(element: HTMLElement): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(element.dataset.props ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Hydrates one island element as a React root of its own. */
export function hydrateIsland(element: HTMLElement): void {
  const name = element.dataset.island;
  if (!isIslandName(name)) return;
  const Component = islandComponents[name] as ComponentType<Record<string, unknown>>;
  hydrateRoot(
    element,
    <StrictMode>
      <Component {...readProps(element)} />
    </StrictMode>,
  );
}
