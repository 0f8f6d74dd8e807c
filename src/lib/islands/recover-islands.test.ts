// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { startIslandRecovery } from "./recover-islands";

/** An island as the page has it before hydration: its cards' offline notes hidden. */
function island() {
  document.body.innerHTML = `
    <section>
      <astro-island uid="1">
        <article><p data-player-offline hidden>Sem conexão <button data-player-retry>Tentar de novo</button></p></article>
        <article><p data-player-offline hidden>Sem conexão <button data-player-retry>Tentar de novo</button></p></article>
      </astro-island>
      <p id="after">…</p>
    </section>`;
  const element = document.querySelector("astro-island")!;
  const notes = [...element.querySelectorAll<HTMLElement>("[data-player-offline]")];
  /** How often the island was put back in the document (Astro's loader starts then). */
  let reconnected = 0;
  new MutationObserver((records) => {
    reconnected += records.filter((record) => [...record.addedNodes].includes(element)).length;
  }).observe(element.parentNode!, { childList: true });
  return { element, notes, reconnected: () => reconnected };
}

function failHydration(element: Element): Event {
  const event = new CustomEvent("astro:hydration-error", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("startIslandRecovery", () => {
  // Once, as the page script does: it listens on the document for every island.
  startIslandRecovery(document);

  it("shows each card's note instead of a console error when the island cannot load", () => {
    const { element, notes } = island();
    const event = failHydration(element);
    expect(event.defaultPrevented).toBe(true);
    expect(notes.every((note) => !note.hidden)).toBe(true);
  });

  it("starts the island again, in its place, when the connection returns", async () => {
    const { element, notes, reconnected } = island();
    failHydration(element);
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(reconnected()).toBe(1);
    expect(element.nextElementSibling?.id).toBe("after");
    expect(notes.every((note) => note.hidden)).toBe(true);
    // Once per failure: a later online event does nothing more.
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(reconnected()).toBe(1);
  });

  it("starts it again when the visitor asks, and says so again if that fails too", async () => {
    const { element, notes, reconnected } = island();
    failHydration(element);
    notes[1]!.querySelector("button")!.click();
    await settle();
    expect(reconnected()).toBe(1);
    failHydration(element);
    expect(notes.every((note) => !note.hidden)).toBe(true);
    notes[0]!.querySelector("button")!.click();
    await settle();
    expect(reconnected()).toBe(2);
  });

  it("leaves alone an island that has no such notes", () => {
    document.body.innerHTML = "<astro-island></astro-island>";
    const event = failHydration(document.querySelector("astro-island")!);
    expect(event.defaultPrevented).toBe(false);
  });
});
