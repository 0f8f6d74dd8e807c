import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NOT_FOUND_DOCUMENT, ROUTES } from "../config/routes";
import { prerender } from "../prerender";
import { hydrateIsland } from "./hydrate-island";
import { IslandError, loadIsland, scheduleIslands } from "./schedule-islands";

const islandModules = import.meta.glob<Record<string, unknown>>("../**/*.island.tsx", {
  eager: true,
});

const islandIdOf = (value: unknown) =>
  typeof value === "function" && "islandId" in value ? value.islandId : undefined;

/** Puts a page's prerendered markup in the document, as the browser receives it. */
async function showPrerendered(url: string): Promise<HTMLElement[]> {
  const { html } = await prerender({ url });
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return [...document.querySelectorAll<HTMLElement>("[data-island]")];
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("island modules", () => {
  it("each `<id>.island.tsx` exports exactly one island, made with defineIsland(<id>, …)", () => {
    const files = Object.keys(islandModules);
    expect(files.length).toBeGreaterThan(0);
    for (const [file, module] of Object.entries(islandModules)) {
      const id = /([a-z0-9-]+)\.island\.tsx$/.exec(file)?.[1];
      const ids = Object.values(module).map(islandIdOf).filter(Boolean);
      expect(ids, file).toEqual([id]);
    }
  });
});

describe("hydration", () => {
  const pages = [...Object.values(ROUTES), NOT_FOUND_DOCUMENT];

  it("only the landing page has islands: the other documents never load React", async () => {
    for (const url of pages) {
      const islands = await showPrerendered(url);
      if (url === ROUTES.home) expect(islands.length, url).toBeGreaterThan(0);
      else expect(islands, url).toHaveLength(0);
    }
  });

  it("every island hydrates its prerendered markup exactly: no mismatch, no console error", async () => {
    // Collected rather than thrown (as src/test/setup.ts does), so React cannot swallow them.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const islands = await showPrerendered(ROUTES.home);
    const recoverable: unknown[] = [];
    for (const element of islands) {
      const island = await loadIsland(element);
      expect(island, element.dataset.island).toBeDefined();
      const before = element.innerHTML;
      // React compares its first client render with this HTML and reports any difference.
      await act(async () => {
        hydrateIsland(element, island!.Component, island!.props, {
          onRecoverableError: (error) => recoverable.push(error),
        });
        await Promise.resolve();
      });
      expect(before.length, element.dataset.island).toBeGreaterThan(100);
      expect(element.hasAttribute("data-island")).toBe(true);
    }
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("the check works: a prerendered text the component would not render is reported", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const islands = await showPrerendered(ROUTES.home);
    const player = islands.find((element) => element.dataset.island === "sample-list")!;
    player.querySelector("h3")!.textContent = "Um título que o componente não tem";
    const recoverable: unknown[] = [];
    const island = await loadIsland(player);
    await act(async () => {
      hydrateIsland(player, island!.Component, island!.props, {
        onRecoverableError: (error) => recoverable.push(error),
      });
      await Promise.resolve();
    });
    expect(recoverable.length + consoleError.mock.calls.length).toBeGreaterThan(0);
  });

  it("hydration took hold: the player's play buttons appear", async () => {
    const islands = await showPrerendered(ROUTES.home);
    const player = islands.find((element) => element.dataset.island === "sample-list")!;
    expect(player.querySelectorAll("button")).toHaveLength(0);
    const island = await loadIsland(player);
    await act(async () => {
      hydrateIsland(player, island!.Component, island!.props);
      await Promise.resolve();
    });
    expect(player.querySelectorAll("button").length).toBeGreaterThan(0);
  });
});

describe("a broken island fails loudly in development and tests", () => {
  const element = (attributes: Record<string, string>) => {
    const div = document.createElement("div");
    for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
    document.body.append(div);
    return div;
  };

  it("props that are not a JSON object", async () => {
    for (const props of ["{oops", "[1,2]", "null", "42"]) {
      const div = element({
        "data-island": "faq-accordion",
        "data-when": "load",
        "data-props": props,
      });
      await expect(loadIsland(div), props).rejects.toThrow(IslandError);
    }
  });

  it("an island id without a module", async () => {
    const div = element({ "data-island": "no-such-island", "data-when": "visible" });
    await expect(loadIsland(div)).rejects.toThrow(/no-such-island\.island\.tsx/);
  });

  it("a timing that does not exist", () => {
    element({ "data-island": "sample-list", "data-when": "soon" });
    expect(() => scheduleIslands(document)).toThrow(/unknown data-when "soon"/);
  });
});
