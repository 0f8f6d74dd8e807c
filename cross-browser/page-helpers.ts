/** What the flows read from a page, the same way in every engine. */
import { playerContent } from "../src/content/player";
import type { EnginePage } from "./engines";

/** Waits until `check` holds, polling; fails with what it waited for. */
export async function until(
  page: EnginePage,
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
  /** What to print beside the failure: the state that did not change as expected. */
  detail?: () => Promise<unknown>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const state = detail ? ` (${JSON.stringify(await detail())})` : "";
      throw new Error(`${page.engine}: waited ${timeoutMs} ms for ${what}${state}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Whether an element showing exactly this text (or with this accessible name) is visible. */
export function visibleText(page: EnginePage, text: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const normal = (value: string | null) => (value ?? "").replace(/\s+/g, " ").trim();
    return [...document.querySelectorAll("body *")].some(
      (element) =>
        (normal(element.textContent) === wanted || element.getAttribute("aria-label") === wanted) &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== "hidden",
    );
  }, text);
}

/** Scrolls the whole page, so that every island hydrates and every image loads. */
export function scrollThrough(page: EnginePage): Promise<void> {
  return page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    scrollTo({ top: 0, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
}

export interface AudioState {
  readonly paused: boolean;
  readonly currentTime: number;
  /** The card's button offers to play (not to pause) and can be pressed. */
  readonly playButton: boolean;
  /** The card shows its seek slider. */
  readonly slider: boolean;
  /** How many covers on the page are grey. */
  readonly greyCovers: number;
}

/** The state of a sample's card, found by its title, as the visitor and the browser see it. */
export function audioState(page: EnginePage, title: string): Promise<AudioState> {
  return page.evaluate(
    (wanted, playLabel) => {
      const card = [...document.querySelectorAll("article")].find(
        (article) => article.querySelector("h3")?.textContent === wanted,
      );
      const audio = card?.querySelector("audio");
      const button = card?.querySelector("button");
      return {
        paused: audio?.paused ?? true,
        currentTime: audio?.currentTime ?? 0,
        playButton: Boolean(
          button && !button.disabled && button.getAttribute("aria-label") === playLabel,
        ),
        slider: Boolean(card?.querySelector("[role='slider']")),
        greyCovers: [...document.querySelectorAll("article img")].filter((image) =>
          getComputedStyle(image).filter.includes("grayscale(1)"),
        ).length,
      };
    },
    title,
    playerContent.play(title),
  );
}

/**
 * Makes a playing sample fail as a dropped connection does: its element reports a network
 * error (MEDIA_ERR_NETWORK) and fires "error", while the media pipeline itself keeps going.
 */
export function injectFailure(page: EnginePage, title: string): Promise<void> {
  return page.evaluate((wanted) => {
    const card = [...document.querySelectorAll("article")].find(
      (article) => article.querySelector("h3")?.textContent === wanted,
    );
    const audio = card?.querySelector("audio");
    if (!audio) throw new Error(`no audio for ${wanted}`);
    Object.defineProperty(audio, "error", {
      configurable: true,
      get: () => ({ code: 2, message: "injected: the connection dropped" }),
    });
    audio.dispatchEvent(new Event("error"));
  }, title);
}

/** The media element's own account of a sample: for a failure message. */
export function mediaDetail(page: EnginePage, title: string): Promise<unknown> {
  return page.evaluate((wanted) => {
    const card = [...document.querySelectorAll("article")].find(
      (article) => article.querySelector("h3")?.textContent === wanted,
    );
    const audio = card?.querySelector("audio");
    if (!audio) return null;
    const ranges = (list: TimeRanges) =>
      Array.from({ length: list.length }, (_, i) => [list.start(i), list.end(i)]);
    return {
      src: audio.currentSrc,
      currentTime: audio.currentTime,
      duration: audio.duration,
      paused: audio.paused,
      readyState: audio.readyState,
      networkState: audio.networkState,
      error: audio.error?.code ?? null,
      seekable: ranges(audio.seekable),
      buffered: ranges(audio.buffered),
    };
  }, title);
}
