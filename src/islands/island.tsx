import type { IslandComponent, IslandProps } from "./define-island";
import type { HydrationTiming } from "./schedule-islands";

type IslandPlacement<Props extends IslandProps> = {
  /** The interactive component, made with `defineIsland` in a `*.island.tsx` file. */
  of: IslandComponent<Props>;
  /** When the browser hydrates it: see `HYDRATION_TIMINGS`. */
  when: HydrationTiming;
} & (Record<string, never> extends Props ? { props?: Props } : { props: Props });

/**
 * Prerenders an interactive component inside a marked element. In the browser,
 * `scheduleIslands` hydrates that element with the same props, as a React root of its own, at
 * the time given here. Everything outside islands is static HTML that is never hydrated.
 */
export function Island<Props extends IslandProps>({
  of: Component,
  when,
  props,
}: IslandPlacement<Props>) {
  return (
    <div
      data-island={Component.islandId}
      data-when={when}
      data-props={props ? JSON.stringify(props) : undefined}
    >
      <Component {...((props ?? {}) as Props)} />
    </div>
  );
}
