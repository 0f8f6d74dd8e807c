/**
 * The key flows in Firefox and WebKit (Chromium's are the browser suite's, e2e/: ENGINES in
 * engines.ts), on a phone and on a desktop. Every expected value comes from the modules the site
 * itself is built from.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../src/config/routes";
import { briefContent } from "../src/content/brief";
import { faqItems } from "../src/content/faq";
import { licenceContent } from "../src/content/licence";
import { headerContent, SECTION_IDS } from "../src/content/navigation";
import { notFoundContent } from "../src/content/pages";
import { plans } from "../src/content/plans";
import { playerContent } from "../src/content/player";
import { tracks } from "../src/test/tracks";
import { FONTS_ATTRIBUTE } from "../src/lib/fonts/heading-font";
import {
  decorateCheckoutUrl,
  PROMO_COOKIE_MAX_AGE_SECONDS,
  PROMO_COOKIE_NAME,
  PROMO_QUERY_PARAM,
} from "../src/lib/promo/promo-code";
import { issueCertificate } from "../e2e/licence-fixture/certificates";
import { BASE_URL, ENGINES, launch, type EnginePage } from "./engines";
import { audioState, injectFailure, scrollThrough, until, visibleText } from "./page-helpers";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

const [first, second] = tracks;
if (!first || !second) throw new Error("src/content/samples.json lists fewer than two samples");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(ENGINES)("%s", (engine) => {
  let page: EnginePage;
  beforeAll(async () => {
    page = await launch(engine, BASE_URL);
  });
  afterAll(async () => {
    await page?.close();
  });
  afterEach(async () => {
    expect(await page.problems(), "console errors, page errors or failed requests").toEqual([]);
  });

  describe.each(VIEWPORTS)("$name ($width×$height)", ({ width, height }) => {
    beforeAll(async () => {
      await page.setViewport(width, height);
    });
    /**
     * What the page does (the FAQ, the player, the promo cookie, the brief, the 404) is the same
     * code at every width: once per engine, at the phone size. What the width changes (every
     * page laid out, the header's links or menu) runs at both.
     */
    const behaviourOnce = width < 768;

    it("opens every page with no console error, page error or failed request", async () => {
      for (const path of Object.values(ROUTES)) {
        expect(await page.open(path), path).toBe(200);
        expect(await page.evaluate(() => innerWidth)).toBe(width);
        await scrollThrough(page);
        expect(await page.evaluate(() => document.querySelector("h1")?.textContent ?? "")).not.toBe(
          "",
        );
        // The heading font arrives and is shown, or kept back where it would move something.
        await until(
          page,
          () =>
            page.evaluate(
              (name) => /^(on|off)$/.test(document.documentElement.getAttribute(name) ?? ""),
              FONTS_ATTRIBUTE,
            ),
          `the heading font's verdict on ${path}`,
        );
      }
    });

    it("shows the section links: in the menu on a phone, in the header on a desktop", async () => {
      await page.open(ROUTES.home);
      const [link] = headerContent.links;
      if (width < 768) {
        await page.click("button", headerContent.menuOpenLabel);
        await until(page, () => visibleText(page, link.label), "the open menu");
        await page.click("link", link.label);
        await until(
          page,
          () =>
            page.evaluate(
              (label) => !document.querySelector(`[aria-label="${label}"]`),
              headerContent.menuCloseLabel,
            ),
          "the menu to close",
        );
        expect(await page.evaluate(() => location.hash)).toBe(link.href);
      } else {
        for (const { label } of headerContent.links)
          expect(await visibleText(page, label)).toBe(true);
      }
    });

    it.runIf(behaviourOnce)("opens one FAQ answer at a time, and closes the open one", async () => {
      await page.open(`${ROUTES.home}#${SECTION_IDS.faq}`);
      const [a, b] = faqItems;
      const expanded = () =>
        page.evaluate(
          (questions) =>
            questions.map(
              (question) =>
                [...document.querySelectorAll("button[aria-expanded]")]
                  .find((button) => button.textContent?.trim() === question)
                  ?.getAttribute("aria-expanded") ?? null,
            ),
          [a.question, b.question],
        );
      await page.click("button", a.question);
      await until(
        page,
        async () => (await expanded()).join() === "true,false",
        "the first answer open",
      );
      await page.click("button", b.question);
      await until(
        page,
        async () => (await expanded()).join() === "false,true",
        "only the second open",
      );
      await page.click("button", b.question);
      await until(page, async () => (await expanded()).join() === "false,false", "both closed");
    });

    it.runIf(behaviourOnce)("plays a sample (its time advances) and pauses it", async () => {
      await page.open(`${ROUTES.home}#${SECTION_IDS.examples}`);
      await page.click("button", playerContent.play(first.title));
      await until(
        page,
        async () => (await audioState(page, first.title)).currentTime > 0.5,
        "playback",
        15_000,
      );
      await page.click("button", playerContent.pause(first.title));
      await until(page, async () => (await audioState(page, first.title)).paused, "pause");
      const stoppedAt = (await audioState(page, first.title)).currentTime;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await audioState(page, first.title)).currentTime).toBe(stoppedAt);
    });

    it.runIf(behaviourOnce)(
      "stops a sample that fails while playing; the other plays; a retry plays it again",
      async () => {
        await page.open(`${ROUTES.home}#${SECTION_IDS.examples}`);
        await page.click("button", playerContent.play(first.title));
        await until(
          page,
          async () => (await audioState(page, first.title)).currentTime > 0.3,
          "playback",
          15_000,
        );
        page.allow(/failed to load: <audio>/);
        await injectFailure(page, first.title);
        await until(page, () => visibleText(page, playerContent.loadError), "the card's error");
        // Paused, no track playing (the button offers to play again, no slider), every cover in
        // colour once the 500 ms transition has run.
        await until(
          page,
          async () => {
            const failed = await audioState(page, first.title);
            return failed.paused && failed.playButton && !failed.slider && failed.greyCovers === 0;
          },
          "the failed sample to stop cleanly",
          3000,
        );

        await page.click("button", playerContent.play(second.title));
        await until(
          page,
          async () => (await audioState(page, second.title)).currentTime > 0.3,
          "the other sample",
          15_000,
        );

        await page.evaluate(() => {
          for (const audio of document.querySelectorAll("audio"))
            Reflect.deleteProperty(audio, "error");
        });
        await page.click("button", playerContent.play(first.title));
        await until(
          page,
          async () => {
            const state = await audioState(page, first.title);
            return (
              !state.paused &&
              state.currentTime > 0.3 &&
              !(await visibleText(page, playerContent.loadError))
            );
          },
          "the retry",
          15_000,
        );
        expect((await audioState(page, second.title)).paused).toBe(true);
        await page.click("button", playerContent.pause(first.title));
      },
    );

    it.runIf(behaviourOnce)(
      "keeps a promo code in its cookie and adds it to every buy link",
      async () => {
        await page.clearCookies();
        const code = "DANCA10";
        await page.open(`${ROUTES.home}?${PROMO_QUERY_PARAM}=${code}`);
        const expected = plans.map((plan) => decorateCheckoutUrl(plan.checkoutUrl, code));
        const hrefs = () =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLAnchorElement>("a[data-checkout-url]")].map(
              (link) => link.href,
            ),
          );
        await until(
          page,
          async () => (await hrefs()).join() === expected.join(),
          "decorated buy links",
        );
        await page.open(ROUTES.terms);
        await page.open(ROUTES.home);
        await until(
          page,
          async () => (await hrefs()).join() === expected.join(),
          "links from the cookie",
        );
        const cookie = (await page.cookies()).find((item) => item.name === PROMO_COOKIE_NAME);
        expect(cookie?.value).toBe(code);
        expect(
          Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - PROMO_COOKIE_MAX_AGE_SECONDS),
        ).toBeLessThan(120);
        await page.clearCookies();
      },
    );

    it.runIf(behaviourOnce)(
      "turns a song brief into an e-mail, and keeps its draft across a reload",
      async () => {
        const hydrated = () =>
          page.evaluate(() => Boolean(document.querySelector("form[data-ready]")));
        // Typed as the browser types: the native value setter, then an input event for React.
        const type = (id: string, value: string) =>
          page.evaluate(
            (target, text) => {
              const field = document.getElementById(target) as HTMLInputElement;
              const setter = Object.getOwnPropertyDescriptor(
                Object.getPrototypeOf(field),
                "value",
              )?.set;
              setter?.call(field, text);
              field.dispatchEvent(new Event("input", { bubbles: true }));
            },
            id,
            value,
          );
        await page.open(`${ROUTES.thanks}?plano=unica`);
        await page.evaluate(() => localStorage.clear());
        await page.open(`${ROUTES.thanks}?plano=unica`);
        await until(page, hydrated, "the brief form");
        await type("brief-buyerName", "Maria Silva");
        await type("brief-email", "maria@example.com");
        await type("brief-songs-0-sungName", "Raquel");
        await page.evaluate(() => {
          (document.getElementById("brief-songs-0-childName-nao") as HTMLInputElement).click();
          (document.getElementById("brief-songs-0-style-Pop") as HTMLInputElement).click();
        });
        // The dance's answers: a rhythm from the list and a length written as a dancer writes it.
        await page.evaluate(() =>
          (document.getElementById("brief-ritmo-1-saidi") as HTMLInputElement).click(),
        );
        await type("brief-songs-0-duration", "2.30");
        await page.click("button", briefContent.submit);
        const body = () =>
          page.evaluate((label) => {
            const link = [
              ...document.querySelectorAll<HTMLAnchorElement>("a[href^='mailto:']"),
            ].find((element) => element.textContent?.trim() === label);
            const href = link?.getAttribute("href") ?? "";
            return decodeURIComponent(href.split("&body=")[1] ?? "");
          }, briefContent.ready.email);
        await until(
          page,
          async () => (await body()).includes("Nome cantado: Raquel"),
          "the e-mail link",
          10_000,
          () =>
            page.evaluate(() => ({
              invalid: [...document.querySelectorAll("[aria-invalid=true]")].map((e) => e.id),
              values: [
                ...document.querySelectorAll<HTMLInputElement>(
                  "form input[type=text], form input[type=email]",
                ),
              ].map((e) => e.id + "=" + e.value),
              checked: [...document.querySelectorAll<HTMLInputElement>("form input:checked")].map(
                (e) => e.id,
              ),
              links: [...document.querySelectorAll("a[href^='mailto:']")].map((e) => e.textContent),
            })),
        );
        expect(await body()).toContain("Estilo: Pop");
        expect(await body()).toContain("Duração: 2:30\r\nRitmo: Saidi");

        await page.open(`${ROUTES.thanks}?plano=unica`);
        await until(page, hydrated, "the brief form again");
        await until(
          page,
          () => visibleText(page, briefContent.draft.restored),
          "the draft restored",
        );
        expect(
          await page.evaluate(
            () => (document.getElementById("brief-buyerName") as HTMLInputElement).value,
          ),
        ).toBe("Maria Silva");
        await page.click("button", briefContent.draft.clear);
        await until(page, () => visibleText(page, briefContent.draft.cleared), "the draft cleared");
        expect(await page.evaluate(() => localStorage.length)).toBe(0);
      },
    );

    it.runIf(behaviourOnce)(
      "shows a certificate issued by npm run licence as valid, and refuses it changed",
      async () => {
        const certificate = issueCertificate("Laís D'Ávila", "Noite no Cairo");
        const { valid, invalid } = licenceContent.status;
        expect(await page.open(`${ROUTES.licence}#${certificate.fragment}`)).toBe(200);
        await until(page, () => visibleText(page, valid.title), "the valid verdict");
        expect(await visibleText(page, certificate.licensee)).toBe(true);
        // Which Ed25519 checked it: the browser's own, or the fallback fetched where it lacks it.
        const fallback = await page.evaluate(() =>
          performance.getEntriesByType("resource").some((entry) => /ed25519/.test(entry.name)),
        );
        console.log(`${page.engine}: Ed25519 by ${fallback ? "@noble/ed25519" : "WebCrypto"}`);
        await page.evaluate(() => {
          location.hash = location.hash.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
        });
        await until(page, () => visibleText(page, invalid.title), "the refusal");
        expect(await visibleText(page, certificate.licensee)).toBe(false);
      },
    );

    it.runIf(behaviourOnce)(
      "answers an unknown path with status 404 and the 404 page, and logs the path",
      async () => {
        const path = "/nao-existe/mesmo";
        expect(await page.open(path)).toBe(404);
        page.allow(/Failed to load resource: the server responded with a status of 404/);
        const logged = new RegExp(escapeRegExp(notFoundContent.consoleMessage(path)));
        page.allow(logged);
        await until(page, () => visibleText(page, notFoundContent.heading), "the 404 heading");
        expect(await visibleText(page, notFoundContent.homeLink)).toBe(true);
        await until(page, () => page.reported(logged), "the 404 page's console error");
      },
    );
  });
});
