import type { Page, Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { parseTime } from "../src/lib/duration/format-time";
import { readSamples, samplesFile } from "../src/content/collections";
import { playerContent } from "../src/content/player";
import { rhythmName } from "../src/content/rhythms";
import { spokenTime } from "../src/features/audio/time";
import {
  ANY_OWNER,
  enhanced,
  expect,
  ONCE_AT_DESKTOP_SIZE,
  ANY_OWNER_ONCE,
  test,
} from "./fixtures";
import { siteConfig } from "./site-config";

// The samples and the brand the build used: the track list (or the one SAMPLES_MANIFEST put in
// its place) and the VITE_* configuration, read as the build reads them.
const samples = readSamples();
const brand = siteConfig.siteName;
const [first, second] = samples;
if (!first || !second) {
  throw new Error(`the audio tests play two samples; ${samplesFile()} lists ${samples.length}`);
}
const FIRST = first.title;
const SECOND = second.title;

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const audio = (page: Page, title: string) => card(page, title).locator("audio");
const paused = (page: Page, title: string) =>
  audio(page, title).evaluate((el: HTMLAudioElement) => el.paused);
const time = (page: Page, title: string) =>
  audio(page, title).evaluate((el: HTMLAudioElement) => el.currentTime);

async function play(page: Page, title: string) {
  await page.getByRole("button", { name: `Tocar ${title}` }).click();
  await expect.poll(() => time(page, title)).toBeGreaterThan(0.2);
}

test.describe("audio samples", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#exemplos");
    await expect(page.getByRole("button", { name: `Tocar ${FIRST}` })).toBeVisible();
  });

  test(
    "show the real duration from the files' metadata",
    ONCE_AT_DESKTOP_SIZE,
    async ({ page }) => {
      for (const sample of samples) {
        await expect
          .poll(() =>
            audio(page, sample.title).evaluate(
              (el: HTMLAudioElement, listed) => Math.abs(el.duration - listed),
              sample.durationSeconds,
            ),
          )
          .toBeLessThanOrEqual(1);
        await expect(card(page, sample.title).getByTestId("duracao")).toHaveText(sample.duration);
      }
    },
  );

  test(
    "say on the card when a sample is an instrumental demonstration",
    ONCE_AT_DESKTOP_SIZE,
    async ({ page }) => {
      for (const sample of samples) {
        const note = card(page, sample.title).getByText(playerContent.instrumentalNote);
        await expect(note).toHaveCount(sample.instrumental ? 1 : 0);
        if (sample.instrumental) await expect(note).toBeVisible();
      }
    },
  );

  test("name each sample's rhythm beside its style, from the track list", async ({ page }) => {
    for (const sample of samples) {
      const rhythm = card(page, sample.title).getByTestId("ritmo");
      await expect(rhythm).toBeVisible();
      await expect(rhythm).toHaveText(
        playerContent.rhythm(rhythmName(sample.rhythm), sample.bpm ?? null),
      );
      await expect(card(page, sample.title).getByRole("term")).toContainText([
        playerContent.styleLabel,
        playerContent.rhythmLabel,
      ]);
    }
  });

  test("play one at a time: starting the second pauses the first", ANY_OWNER, async ({ page }) => {
    await play(page, FIRST);
    await expect(page.getByRole("button", { name: `Pausar ${FIRST}` })).toBeVisible();
    await play(page, SECOND);
    expect(await paused(page, FIRST)).toBe(true);
    expect(await paused(page, SECOND)).toBe(false);
    await expect(page.getByRole("button", { name: `Tocar ${FIRST}` })).toBeVisible();
  });

  test("pause stops the track", ANY_OWNER, async ({ page }) => {
    await play(page, FIRST);
    await page.getByRole("button", { name: `Pausar ${FIRST}` }).click();
    expect(await paused(page, FIRST)).toBe(true);
    const stoppedAt = await time(page, FIRST);
    await page.waitForTimeout(600);
    expect(await time(page, FIRST)).toBe(stoppedAt);
    await expect(page.getByRole("slider")).toHaveCount(0);
  });

  test("an ended track clears its playing state", ANY_OWNER_ONCE, async ({ page }) => {
    await play(page, SECOND);
    await audio(page, SECOND).evaluate((el: HTMLAudioElement) => {
      el.currentTime = el.duration - 0.4;
    });
    await expect(page.getByRole("button", { name: `Tocar ${SECOND}` })).toBeVisible({
      timeout: 5000,
    });
    await expect(page.getByRole("slider")).toHaveCount(0);
    expect(await paused(page, SECOND)).toBe(true);
  });

  test(
    "show the progress bar only for the playing track; clicking at 50% seeks to the middle",
    ANY_OWNER,
    async ({ page }) => {
      await expect(page.getByRole("slider")).toHaveCount(0);
      await play(page, FIRST);
      const slider = card(page, FIRST).getByRole("slider", { name: `Posição em ${FIRST}` });
      await expect(slider).toBeVisible();
      await expect(card(page, SECOND).getByRole("slider")).toHaveCount(0);
      const box = (await slider.boundingBox())!;
      await slider.click({ position: { x: box.width / 2, y: box.height / 2 } });
      const middle = first.durationSeconds / 2;
      await expect.poll(() => time(page, FIRST)).toBeGreaterThan(middle - 6);
      expect(await time(page, FIRST)).toBeLessThan(middle + 6);
    },
  );

  test(
    "the slider moves with the keyboard and speaks Portuguese",
    ANY_OWNER_ONCE,
    async ({ page }) => {
      await play(page, FIRST);
      const slider = page.getByRole("slider", { name: `Posição em ${FIRST}` });
      await slider.focus();
      const start = await time(page, FIRST);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => time(page, FIRST)).toBeGreaterThanOrEqual(start + 10);
      await expect(slider).toHaveAttribute(
        "aria-valuetext",
        new RegExp(`^\\d+ segundos? de ${spokenTime(parseTime(first.duration) ?? 0)}$`),
      );
      await page.keyboard.press("PageUp");
      await expect.poll(() => time(page, FIRST)).toBeGreaterThanOrEqual(start + 40);
      await page.keyboard.press("Home");
      await expect.poll(() => time(page, FIRST)).toBeLessThan(2);
      await expect(slider).toBeFocused();
      // End jumps to the end: the track finishes and its playing state clears.
      await page.keyboard.press("End");
      await expect(page.getByRole("button", { name: `Tocar ${FIRST}` })).toBeVisible();
    },
  );

  test("the other cover turns grayscale while a track plays", ANY_OWNER, async ({ page }) => {
    await play(page, SECOND);
    await expect(card(page, FIRST).locator("img")).toHaveCSS("filter", "grayscale(1)");
    await expect(card(page, SECOND).locator("img")).toHaveCSS("filter", "none");
  });

  test("the lock screen shows the playing track", ONCE_AT_DESKTOP_SIZE, async ({ page }) => {
    await play(page, SECOND);
    await expect
      .poll(() =>
        page.evaluate(() => [
          navigator.mediaSession.metadata?.title,
          navigator.mediaSession.metadata?.artist,
        ]),
      )
      .toEqual([SECOND, brand]);
  });
});

test(
  "a sample whose file fails shows an error on its card while the other still plays",
  ANY_OWNER_ONCE,
  async ({ page, problems }) => {
    problems.allow(new RegExp(`/audio/${first.file}\\.(opus|mp3)`));
    problems.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.route(`**/audio/${first.file}.*`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/#exemplos");
    await expect(card(page, FIRST).getByRole("alert")).toContainText(playerContent.loadError);
    // Still usable: pressing it again retries.
    await expect(page.getByRole("button", { name: `Tocar ${FIRST}` })).toBeEnabled();
    await play(page, SECOND);
    expect(await paused(page, SECOND)).toBe(false);
    await expect(card(page, SECOND).getByRole("alert")).toHaveCount(0);
  },
);

test(
  "cards show the listed duration until the files' metadata arrives",
  ONCE_AT_DESKTOP_SIZE,
  async ({ page }) => {
    const held: Route[] = [];
    let holding = true;
    await page.route("**/audio/**", (route) => (holding ? held.push(route) : route.continue()));
    await page.goto("/#exemplos");
    await expect(page.getByRole("button", { name: `Tocar ${FIRST}` })).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const readyState = (title: string) =>
      audio(page, title).evaluate((el: HTMLAudioElement) => el.readyState);
    for (const sample of samples) {
      expect(await readyState(sample.title), `${sample.id} has no metadata yet`).toBe(0);
      await expect(card(page, sample.title).getByTestId("duracao")).toHaveText(sample.duration);
    }
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => readyState(FIRST)).toBeGreaterThan(0);
  },
);

test.describe("a connection that stalls or drops", ONCE_AT_DESKTOP_SIZE, () => {
  // The player's own timers and the island loader: the same at every size.

  /**
   * A server that answers the sample's range requests as a host would (206, the range's length)
   * but stops sending after `cut` bytes and keeps the connection open: the mobile network that
   * fades in a tunnel. Loopback only; closed after each test.
   */
  async function stallingServer(cut: number) {
    const sockets = new Set<Socket>();
    const server = createServer((request, response) => {
      const file = join("dist", new URL(request.url ?? "/", "http://x").pathname);
      const bytes = readFileSync(file);
      const [, from = "0", to = ""] = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? "") ?? [];
      const start = Number(from);
      const end = to === "" ? bytes.length - 1 : Math.min(Number(to), bytes.length - 1);
      response.writeHead(206, {
        "Content-Type": file.endsWith(".mp3") ? "audio/mpeg" : "audio/ogg",
        "Content-Range": `bytes ${start}-${end}/${bytes.length}`,
        "Content-Length": end - start + 1,
        "Accept-Ranges": "bytes",
      });
      response.write(bytes.subarray(start, Math.min(start + cut, end + 1)));
      // …and nothing more.
    });
    server.on("connection", (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      origin: `http://127.0.0.1:${port}`,
      close: () => {
        for (const socket of sockets) socket.destroy();
        server.close();
      },
    };
  }

  test(
    "a sample whose data stops coming says so on its card within 10 s; the other sample and the buy links keep working",
    ANY_OWNER,
    async ({ page }) => {
      const stalling = await stallingServer(8 * 1024);
      try {
        await page.route(`**/audio/${first.file}.*`, (route) =>
          route.continue({ url: `${stalling.origin}${new URL(route.request().url()).pathname}` }),
        );
        await page.goto("/#exemplos");
        await page.getByRole("button", { name: `Tocar ${FIRST}` }).click();
        await expect(card(page, FIRST).getByText(playerContent.slowConnection)).toBeVisible({
          timeout: 10_000,
        });
        await expect(
          card(page, FIRST).getByRole("button", { name: playerContent.retry }),
        ).toBeVisible();
        await play(page, SECOND);
        await expect(card(page, FIRST).getByText(playerContent.slowConnection)).toHaveCount(0);
        for (const link of await page.locator("a[data-checkout-url]").all()) {
          await expect(link).toHaveAttribute("href", /^https:\/\//);
        }
      } finally {
        stalling.close();
      }
    },
  );

  test(
    "the player's code failing to load offline: the cards say why, and it loads when the connection returns",
    ANY_OWNER,
    async ({ page, context, problems }) => {
      // What the browser itself reports while offline.
      problems.allow(/ERR_INTERNET_DISCONNECTED|request failed: .*\/assets\//);
      await page.goto("/");
      await enhanced(page);
      await context.setOffline(true);
      await page.locator("#exemplos").scrollIntoViewIfNeeded();
      const notes = page.getByText(playerContent.offline);
      await expect(notes).toHaveCount(samples.length, { timeout: 10_000 });
      await expect(notes.first()).toBeVisible();
      // Pressed while still offline: it tries, fails, and says so again.
      await card(page, FIRST).getByRole("button", { name: playerContent.retry }).click();
      await expect(notes.first()).toBeVisible({ timeout: 10_000 });
      for (const link of await page.locator("a[data-checkout-url]").all()) {
        await expect(link).toHaveAttribute("href", /^https:\/\//);
      }
      await context.setOffline(false);
      await expect(page.getByRole("button", { name: `Tocar ${FIRST}` })).toBeVisible({
        timeout: 10_000,
      });
      await expect(notes.first()).toBeHidden();
      await play(page, FIRST);
    },
  );
});
