import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { isIslandName, islandLoaders } from "./registry";

function readProps(element: HTMLElement): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(element.dataset.props ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Hydrates every island of the document, each as its own React root. */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>("[data-island]")];
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island;
      if (!isIslandName(name)) return;
      const Component = (await islandLoaders[name]()) as ComponentType<Record<string, unknown>>;
      hydrateRoot(
        element,
        <StrictMode>
          <Component {...readProps(element)} />
        </StrictMode>,
      );
    }),
  );
}
