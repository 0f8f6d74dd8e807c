// Part of the inline entry: it must not import, at run time, any module an island or the
// prerender also imports (the shared code would become a chunk the inline script cannot load).
import type { IslandComponent, IslandProps } from "./define-island";

/** When an island hydrates (`<Island when=…>`): after load and first paint, or near the screen. */
export const HYDRATION_TIMINGS = ["load", "visible"] as const;
export type HydrationTiming = (typeof HYDRATION_TIMINGS)[number];

/** An island module's file name gives its id: `sample-list.island.tsx` → `sample-list`. */
const ISLAND_FILE = /([a-z0-9-]+)\.island\.tsx$/;

/** Every island module, loaded only when one of its elements is due. */
const islandModules = new Map(
  Object.entries(import.meta.glob<Record<string, unknown>>("../**/*.island.tsx")).map(
    ([file, load]) => [ISLAND_FILE.exec(file)?.[1] ?? file, load],
  ),
);

/** How far below the viewport a "visible" island starts loading, so it is ready when it arrives. */
const NEAR_VIEWPORT = "600px 0px";

/** A broken island contract (unknown id, props that do not parse): loud in development and tests. */
export class IslandError extends Error {
  override name = "IslandError";
}

function fail(message: string): undefined {
  const error = new IslandError(message);
  if (import.meta.env.DEV) throw error;
  // In production the prerendered HTML stays and works as it does without JavaScript.
  console.error(error);
  return undefined;
}

const isIsland =
  (id: string) =>
  (value: unknown): value is IslandComponent<IslandProps> =>
    typeof value === "function" && (value as Partial<IslandComponent<IslandProps>>).islandId === id;

function readProps(element: HTMLElement): IslandProps | undefined {
  const json = element.dataset.props;
  if (json === undefined) return {};
  try {
    const props: unknown = JSON.parse(json);
    if (props !== null && typeof props === "object" && !Array.isArray(props)) {
      return props as IslandProps;
    }
  } catch {
    // Reported below.
  }
  return fail(`island "${element.dataset.island}": data-props is not a JSON object: ${json}`);
}

/** What hydrating one island element takes: its component and its props, read from the HTML. */
export async function loadIsland(
  element: HTMLElement,
): Promise<{ Component: IslandComponent<IslandProps>; props: IslandProps } | undefined> {
  const id = element.dataset.island ?? "";
  const load = islandModules.get(id);
  if (!load)
    return fail(`no island module "${id}.island.tsx" for ${element.outerHTML.slice(0, 80)}`);
  const props = readProps(element);
  if (!props) return undefined;
  const Component = Object.values(await load()).find(isIsland(id));
  if (!Component) return fail(`${id}.island.tsx exports no defineIsland("${id}", …) component`);
  return { Component, props };
}

async function hydrate(element: HTMLElement): Promise<void> {
  // The island and React load in parallel.
  const [island, { hydrateIsland }] = await Promise.all([
    loadIsland(element),
    import("./hydrate-island"),
  ]);
  if (island) hydrateIsland(element, island.Component, island.props);
}

/** Calls back when the browser is idle after the load event: React must not compete with it. */
function afterLoad(callback: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(callback, { timeout: 1500 })
      : setTimeout(callback, 1);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function whenNearScreen(elements: HTMLElement[]): void {
  if (elements.length === 0) return;
  if (!("IntersectionObserver" in window)) {
    afterLoad(() => elements.forEach((element) => void hydrate(element)));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  elements.forEach((element) => observer.observe(element));
}

/**
 * Hydrates each island at the time its placement asks for (`data-when`): after the load event,
 * or near the screen. The entry calls it after the first paint (for a visitor landing on the
 * top), so no island competes with that paint. React itself is fetched only when an island is
 * due: a page without islands never loads it.
 */
export function scheduleIslands(root: Document = document): void {
  const byTiming = new Map<HydrationTiming, HTMLElement[]>(
    HYDRATION_TIMINGS.map((timing) => [timing, []]),
  );
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const list = byTiming.get(element.dataset.when as HydrationTiming);
    if (list) list.push(element);
    else fail(`island "${element.dataset.island}": unknown data-when "${element.dataset.when}"`);
  }
  const onLoad = byTiming.get("load") ?? [];
  if (onLoad.length > 0) afterLoad(() => onLoad.forEach((element) => void hydrate(element)));
  whenNearScreen(byTiming.get("visible") ?? []);
}
