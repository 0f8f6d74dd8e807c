/**
 * A sample plays and seeks two thirds into its listed length (2:00 of the demos' 3:01), on the
 * host under test: scripts/test-hosts.mjs runs this against Cloudflare's runtime (`wrangler pages
 * dev`), where byte ranges come from functions/audio/[[path]].ts (without them WebKit cannot
 * seek, nor learn an Opus file's length);
 * `node scripts/test-cross-browser.mjs cross-browser/seek.test.ts` runs it against `npm start`.
 *
 * Firefox and Chromium seek in the page's own player. WebKit only plays here: driven through
 * WebDriver, this WebKitGTK build often takes the page's Ogg and MP3 streams for live ones (no
 * duration, nothing seekable) on every host, `npm start` included, so a seek there says nothing
 * about the host. What the host decides (206 answers with Content-Range, which WebKit needs to
 * seek) is checked over HTTP by scripts/test-hosts.mjs; see docs/decisions/0006-host-runtimes.md.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../src/config/routes";
import { SECTION_IDS } from "../src/content/navigation";
import { playerContent } from "../src/content/player";
import { tracks } from "../src/test/tracks";
import { formatTime, parseTime } from "../src/features/audio/time";
import { BASE_URL, ENGINES, launch, type EnginePage } from "./engines";
import { audioState, mediaDetail, until, type AudioState } from "./page-helpers";

/**
 * Where each sample is sought: two thirds into its listed length, far past what a first request
 * buffers, whatever samples the owner lists (2:00 for the demos' 3:01).
 */
const seekTargets = tracks.map((track) => {
  const listed = parseTime(track.duration);
  if (listed === null) throw new Error(`"${track.title}": unreadable duration ${track.duration}`);
  const seconds = Math.floor((listed * 2) / 3);
  return { title: track.title, seconds, at: formatTime(seconds) };
});

/** Past the target and still advancing: the seek landed and playback went on from there. */
const pastTheSeek = (state: Pick<AudioState, "paused" | "currentTime">, seconds: number) =>
  !state.paused && state.currentTime > seconds + 0.5;

describe.each(ENGINES)("%s", (engine) => {
  let page: EnginePage;
  beforeAll(async () => {
    page = await launch(engine, BASE_URL);
    await page.setViewport(1440, 900);
  });
  afterAll(async () => {
    await page?.close();
  });

  if (engine === "webkit") {
    // Plays on this host; seeking is checked by hand (see the file's comment).
    it.each(tracks.map((track) => track.title))("plays %s", async (title) => {
      await page.open(`${ROUTES.home}#${SECTION_IDS.examples}`);
      await page.click("button", playerContent.play(title));
      await until(
        page,
        async () => (await audioState(page, title)).currentTime > 0.5,
        "playback",
        15_000,
      );
      await page.click("button", playerContent.pause(title));
      expect(await page.problems()).toEqual([]);
    });
    return;
  }

  it.each(seekTargets)("plays $title and seeks to $at", async ({ title, seconds, at }) => {
    await page.open(`${ROUTES.home}#${SECTION_IDS.examples}`);
    await page.click("button", playerContent.play(title));
    await until(
      page,
      async () => (await audioState(page, title)).currentTime > 0.3,
      "playback",
      15_000,
    );
    await page.evaluate(
      (wanted, target) => {
        const card = [...document.querySelectorAll("article")].find(
          (article) => article.querySelector("h3")?.textContent === wanted,
        );
        const audio = card?.querySelector("audio");
        if (audio) audio.currentTime = target;
      },
      title,
      seconds,
    );
    await until(
      page,
      async () => pastTheSeek(await audioState(page, title), seconds),
      `playback past ${at}`,
      15_000,
      () => mediaDetail(page, title),
    );
    expect((await audioState(page, title)).currentTime).toBeLessThan(seconds + 15);
    await page.click("button", playerContent.pause(title));
    expect(await page.problems()).toEqual([]);
  });
});
