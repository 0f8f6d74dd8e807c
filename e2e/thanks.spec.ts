import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";
import type { Page } from "@playwright/test";
import { siteConfig } from "../src/config/site";
import { absoluteUrl, ROUTES, termsVersionPath } from "../src/config/routes";
import { versionPeriods } from "../src/content/terms-versions";
import { brazilianFromIso } from "../src/lib/br/date";
import { publishedVersions } from "./legal-versions";
import { briefContent, briefMessage, briefWithoutScript } from "../src/content/brief";
import { plans } from "../src/content/plans";
import { thanksContent } from "../src/content/thanks";
import { rhythmName, type RhythmId } from "../src/content/rhythms";
import { FIELD_LIMITS, type CHOOSE_FOR_ME } from "../src/features/brief/brief";
import { DRAFT_STORAGE_KEY } from "../src/features/brief/brief-draft";
import { CHOSEN_DANCE_LINES } from "../src/test/brief-dance";
import {
  ANY_OWNER,
  ANY_OWNER_ONCE,
  expect,
  test,
  THANKS_ROUTE,
  ONCE_AT_DESKTOP_SIZE,
} from "./fixtures";

const [single, pack] = plans;
const { song: songWords, buyer, ready } = briefContent;

/** The form marks itself ready once its script holds the draft and the redirect's values. */
async function openBrief(page: Page, query = "") {
  await page.goto(`${THANKS_ROUTE}${query}`);
  await page.locator("form[data-ready]").waitFor({ state: "attached" });
}

const song = (page: Page, index: number, total: number) =>
  page.getByRole("group", { name: songWords.legend(index, total) });

interface SongInput {
  sungName: string;
  pronunciation: string;
  style: "Romântica" | "Pop";
  mood: string;
  purpose: keyof typeof songWords.purposes.options;
  duration: string;
  rhythm: RhythmId;
  tempo: Exclude<keyof typeof songWords.tempo.options, typeof CHOOSE_FOR_ME>;
  part: keyof typeof songWords.parts.options;
  ending: keyof typeof songWords.ending.options;
  story: string;
  avoid: string;
}

/**
 * Fills a song's fields by their ids: the labels' roles are checked in the tests that find
 * fields by name; here the point is what the message carries.
 */
async function fillSong(page: Page, index: number, input: SongInput) {
  const field = (name: string) => page.locator(`#brief-songs-${index - 1}-${name}`);
  await field("sungName").fill(input.sungName);
  await field("childName-nao").check();
  await field("pronunciation").fill(input.pronunciation);
  await field(`style-${input.style}`).check();
  await field("mood").fill(input.mood);
  await page.locator(`#brief-finalidade-${index}-${input.purpose}`).check();
  await field("duration").fill(input.duration);
  await page.locator(`#brief-ritmo-${index}-${input.rhythm}`).check();
  await page.locator(`#brief-andamento-${index}-${input.tempo}`).check();
  await page.locator(`#brief-partes-${index}-${input.part}`).check();
  await page.locator(`#brief-final-${index}-${input.ending}`).check();
  await field("story").fill(input.story);
  await field("avoid").fill(input.avoid);
}

async function fillBuyer(page: Page, plan: string) {
  await page.getByRole("textbox", { name: buyer.buyerName.label }).fill("Maria Silva");
  await page.getByRole("textbox", { name: buyer.email.label }).fill("maria@example.com");
  await page.getByRole("radio", { name: new RegExp(plan) }).check();
  await page.getByRole("textbox", { name: buyer.orderCode.label }).fill("HP1234");
}

const SONGS: SongInput[] = [
  {
    sungName: "Raquel",
    pronunciation: "Ra-KÉL",
    style: "Romântica",
    mood: "delicada",
    purpose: "show",
    duration: "2:45",
    rhythm: "chiftetelli",
    tempo: "lento",
    part: "taqsim",
    ending: "fade",
    story: "Danço há dez anos.\nQuero lembrar da minha avó.",
    avoid: "tristeza",
  },
  {
    sungName: "Yasmin",
    pronunciation: "Ias-MÍN",
    style: "Pop",
    mood: "alegre",
    purpose: "video",
    duration: "1:00",
    rhythm: "maqsum",
    tempo: "medio",
    part: "entrada",
    ending: "marcado",
    story: "Para o meu canal.",
    avoid: "palavras em inglês",
  },
  {
    sungName: "Samira",
    pronunciation: "Sa-MÍ-ra",
    style: "Pop",
    mood: "misteriosa",
    purpose: "competicao",
    duration: "2:30",
    rhythm: "saidi",
    tempo: "rapido",
    part: "solo",
    ending: "marcado",
    story: "Festival de junho.",
    avoid: "nada",
  },
];

/** The text a `mailto:` or `wa.me` link carries, decoded. */
function carried(href: string, param: "body" | "text"): string {
  const query = href.slice(href.indexOf("?") + 1);
  const value = query.split("&").find((part) => part.startsWith(`${param}=`)) ?? "";
  return decodeURIComponent(value.slice(param.length + 1)).replaceAll("\r\n", "\n");
}

test.describe("the thank-you page", () => {
  test.describe("as a document", ONCE_AT_DESKTOP_SIZE, () => {
    test("answers 200, is not indexed and is not in the sitemap", async ({ page, request }) => {
      const response = await page.goto(THANKS_ROUTE);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(thanksContent.title(siteConfig.siteName));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator("link[rel=canonical]")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanksContent.heading);
      expect(await (await request.get("/sitemap.xml")).text()).not.toContain(THANKS_ROUTE);
    });

    test("says what happens next, in order, and offers the contract to open and print", async ({
      page,
    }) => {
      await page.goto(THANKS_ROUTE);
      const steps = page
        .getByRole("region", { name: thanksContent.nextTitle })
        .getByRole("listitem");
      await expect(steps).toHaveCount(thanksContent.steps.length);
      for (const [index, step] of thanksContent.steps.entries()) {
        await expect(steps.nth(index).getByRole("heading")).toHaveText(step.title);
        await expect(steps.nth(index)).toContainText(step.text);
      }
      // Her purchase follows the Terms in force on its day, not this page's: every version is
      // listed with the purchases it covers, at the address that keeps it.
      const terms = page.getByRole("link", { name: new RegExp(thanksContent.contract.terms) });
      await expect(terms).toHaveAttribute("href", ROUTES.terms);
      await expect(terms).toHaveAttribute("target", "_blank");
      await expect(page.locator("main")).toContainText(thanksContent.contract.versions);
      for (const { version, until } of versionPeriods(publishedVersions("terms"))) {
        const date = brazilianFromIso(version);
        const item = page.getByRole("listitem").filter({
          hasText: thanksContent.contract.period(date, until && brazilianFromIso(until)),
        });
        await expect(
          item.getByRole("link", {
            name: absoluteUrl(siteConfig.siteUrl, termsVersionPath(version)),
          }),
        ).toBeVisible();
      }
      await expect(page.getByRole("group", { name: "Resumo do contrato" })).toBeVisible();
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "");
      });
      await page.getByRole("button", { name: thanksContent.contract.print }).click();
      await expect(page.locator("body")).toHaveAttribute("data-printed", "");
    });
  });

  test(
    "an empty submit shows every required error beside its field and focuses the first",
    ANY_OWNER,
    async ({ page }) => {
      await openBrief(page);
      await page.getByRole("button", { name: briefContent.submit }).click();
      const name = page.getByRole("textbox", { name: buyer.buyerName.label });
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      for (const [label, message] of [
        [buyer.buyerName.label, briefContent.errors.required(buyer.buyerName.label)],
        [buyer.email.label, briefContent.errors.required(buyer.email.label)],
        [songWords.sungName.label, briefContent.errors.required(songWords.sungName.label)],
      ] as const) {
        await expect(page.getByRole("textbox", { name: label })).toHaveAccessibleDescription(
          new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
        );
      }
      await expect(
        page.getByRole("radiogroup", { name: /Pacote que você comprou/ }),
      ).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(briefContent.errors.summaryTitle(6))).toBeVisible();
      await expect(page.getByRole("heading", { name: ready.title })).toHaveCount(0);
    },
  );

  test(
    "a dancer on a phone or a computer asks for Saidi, 2:30, taqsim and drum solo, a marked ending, and the message says exactly that",
    ANY_OWNER,
    async ({ page }) => {
      await openBrief(page, "?plano=unica");
      await page.getByRole("textbox", { name: buyer.buyerName.label }).fill("Maria Silva");
      await page.getByRole("textbox", { name: buyer.email.label }).fill("maria@example.com");
      const group = song(page, 1, 1);
      await group.getByRole("textbox", { name: songWords.sungName.label }).fill("Raquel");
      await group.getByRole("radio", { name: songWords.childName.options.nao }).check();
      await group.getByRole("radio", { name: songWords.style.options.Pop }).check();
      const dance = group.getByRole("group", { name: songWords.dance.legend });
      await dance.getByRole("checkbox", { name: songWords.purposes.options.competicao }).check();
      await expect(dance.getByRole("textbox", { name: songWords.eventLimit.label })).toBeVisible();

      // 3:30 is more than a song lasts: refused beside the field, as she leaves it.
      const duration = dance.getByRole("textbox", { name: songWords.duration.label });
      await duration.fill("3:30");
      await duration.blur();
      await expect(duration).toHaveAttribute("aria-invalid", "true");
      await expect(duration).toHaveAccessibleDescription(
        new RegExp(briefContent.errors.lengthOver.split(".")[0]!),
      );
      await expect(page.locator(`#${await duration.getAttribute("id")}-erro`)).toBeVisible();

      await duration.fill("2:30");
      await expect(duration).not.toHaveAttribute("aria-invalid");
      await dance
        .getByRole("radiogroup", { name: songWords.rhythm.legend })
        .getByRole("radio", { name: /^Saidi/ })
        .check();
      await dance.getByRole("checkbox", { name: songWords.parts.options.taqsim }).check();
      await dance.getByRole("checkbox", { name: songWords.parts.options.solo }).check();
      // The marked ending is already chosen: nothing to do.
      await expect(
        dance.getByRole("radio", { name: songWords.ending.options.marcado }),
      ).toBeChecked();
      await page.getByRole("button", { name: briefContent.submit }).click();
      await expect(page.getByRole("heading", { name: ready.title })).toBeFocused();

      const href = (await page.getByRole("link", { name: ready.email }).getAttribute("href"))!;
      const body = carried(href, "body");
      expect(body).toContain(
        [
          `${briefMessage.purposes}: ${songWords.purposes.options.competicao}`,
          `${briefMessage.eventLimit}: ${briefMessage.notGiven}`,
          ...CHOSEN_DANCE_LINES,
        ].join("\n"),
      );
      await expect(page.getByRole("textbox", { name: ready.previewLabel })).toHaveValue(body);
    },
  );

  // The message's text: the same at every size (the form's layout is the dancer's test above).
  test(
    "a filled pack brief produces links whose text holds every field of the three songs",
    ONCE_AT_DESKTOP_SIZE,
    async ({ page, context }) => {
      // Three songs of fourteen answers each: on a busy machine, more than the default 45 s.
      test.slow();
      await openBrief(page);
      await fillBuyer(page, pack!.name);
      await fillSong(page, 1, SONGS[0]!);
      await page.getByRole("button", { name: briefContent.addSong(2, 3) }).click();
      await fillSong(page, 2, SONGS[1]!);
      await page.getByRole("button", { name: briefContent.addSong(3, 3) }).click();
      await fillSong(page, 3, SONGS[2]!);
      await page.getByRole("button", { name: briefContent.submit }).click();
      await expect(page.getByRole("heading", { name: ready.title })).toBeFocused();

      const email = page.getByRole("link", { name: ready.email });
      const href = (await email.getAttribute("href"))!;
      expect(href.startsWith(`mailto:${siteConfig.contactEmail}?subject=`)).toBe(true);
      const subject = decodeURIComponent(href.split("?subject=")[1]!.split("&")[0]!);
      expect(subject).toBe(briefMessage.subject("Maria Silva", pack!.name));
      const body = carried(href, "body");
      for (const expected of [
        `${briefMessage.buyerName}: Maria Silva`,
        `${briefMessage.email}: maria@example.com`,
        `${briefMessage.plan}: ${pack!.name}`,
        `${briefMessage.orderCode}: HP1234`,
        briefMessage.terms,
      ]) {
        expect(body).toContain(expected);
      }
      SONGS.forEach((input, index) => {
        const section = body.split(briefMessage.song(index + 1, 3))[1]!.split("MÚSICA")[0]!;
        for (const line of [
          `${briefMessage.sungName}: ${input.sungName}`,
          briefMessage.childName.adult,
          `${briefMessage.pronunciation}: ${input.pronunciation}`,
          `${briefMessage.style}: ${input.style}`,
          `${briefMessage.mood}: ${input.mood}`,
          `${briefMessage.purposes}: ${songWords.purposes.options[input.purpose]}`,
          `${briefMessage.duration}: ${input.duration}`,
          `${briefMessage.rhythm}: ${rhythmName(input.rhythm)}`,
          `${briefMessage.tempo}: ${songWords.tempo.options[input.tempo]}`,
          `${briefMessage.parts}: ${songWords.parts.options[input.part]}`,
          `${briefMessage.ending}: ${briefMessage.endings[input.ending]}`,
          `${briefMessage.story}: ${input.story}`,
          `${briefMessage.avoid}: ${input.avoid}`,
        ]) {
          expect(section, `song ${index + 1}`).toContain(line);
        }
      });
      await expect(page.getByRole("textbox", { name: ready.previewLabel })).toHaveValue(body);

      const whatsapp = page.getByRole("link", { name: new RegExp(ready.whatsapp) });
      if (siteConfig.sales.whatsapp === null) {
        await expect(whatsapp).toHaveCount(0);
        return;
      }
      // What the browser really hands over when she taps it: the whole text, in a new tab.
      await context.route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/plain", body: "wa.me" }),
      );
      const [tab] = await Promise.all([context.waitForEvent("page"), whatsapp.click()]);
      await tab.waitForLoadState();
      const opened = new URL(tab.url());
      expect(opened.origin + opened.pathname).toBe(
        `https://wa.me/${siteConfig.sales.whatsapp.digits}`,
      );
      expect(carried(tab.url(), "text")).toBe(body);
    },
  );

  test(
    "a draft past its time is removed by any page of the site, not only by the brief's",
    ANY_OWNER_ONCE,
    async ({ page }) => {
      await openBrief(page, "?plano=unica");
      await page.getByRole("textbox", { name: buyer.buyerName.label }).fill("Maria Silva");
      const stored = () => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY);
      await expect.poll(stored).toContain("Maria Silva");
      // Still within its time: the landing page leaves it.
      await page.goto("/");
      await page.waitForLoadState("load");
      expect(await stored()).toContain("Maria Silva");
      // Past it (its last change 30 days and a minute ago): the landing page removes it.
      await page.evaluate((key) => {
        const draft = JSON.parse(localStorage.getItem(key)!);
        localStorage.setItem(key, JSON.stringify({ ...draft, expiresAt: Date.now() - 60_000 }));
      }, DRAFT_STORAGE_KEY);
      await page.goto("/politica-de-privacidade");
      await expect.poll(stored).toBeNull();
    },
  );

  test(
    "the draft survives a reload and is gone after Apagar rascunho",
    ANY_OWNER_ONCE,
    async ({ page }) => {
      await openBrief(page, "?plano=unica");
      await expect(page.getByRole("radio", { name: new RegExp(single!.name) })).toBeChecked();
      await page.getByRole("textbox", { name: buyer.buyerName.label }).fill("Maria Silva");
      await song(page, 1, 1)
        .getByRole("textbox", { name: songWords.story.label })
        .fill("Minha história");

      await page.reload();
      await page.locator("form[data-ready]").waitFor({ state: "attached" });
      await expect(page.getByText(briefContent.draft.restored)).toBeVisible();
      await expect(page.getByRole("textbox", { name: buyer.buyerName.label })).toHaveValue(
        "Maria Silva",
      );
      await expect(
        song(page, 1, 1).getByRole("textbox", { name: songWords.story.label }),
      ).toHaveValue("Minha história");

      await page.getByRole("button", { name: briefContent.draft.clear }).click();
      await expect(page.getByText(briefContent.draft.cleared)).toBeVisible();
      await expect(page.getByRole("textbox", { name: buyer.buyerName.label })).toHaveValue("");
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
      await page.reload();
      await expect(page.getByRole("textbox", { name: buyer.buyerName.label })).toHaveValue("");
      await expect(page.getByText(briefContent.draft.restored)).toHaveCount(0);
    },
  );

  test(
    "hostile input stays text: markup, quotes, emoji, right-to-left and 10,000 characters",
    ANY_OWNER_ONCE,
    async ({ page }) => {
      const markup = `<img src=x onerror="document.body.dataset.pwned=1"> "a" 'b' & 💃🏽 ‏مرحبا`;
      await openBrief(page);
      await fillBuyer(page, single!.name);
      await page.getByRole("textbox", { name: buyer.buyerName.label }).fill(markup);
      const group = song(page, 1, 1);
      await group.getByRole("textbox", { name: songWords.sungName.label }).fill("Raquel");
      await group.getByRole("radio", { name: songWords.childName.options.nao }).check();
      await group.getByRole("radio", { name: songWords.style.options.Pop }).check();
      const story = group.getByRole("textbox", { name: songWords.story.label });
      await story.fill("x".repeat(10_000));
      await page.getByRole("button", { name: briefContent.submit }).click();
      await expect(story).toBeFocused();
      await expect(story).toHaveAccessibleDescription(
        new RegExp(briefContent.errors.tooLong(10_000, FIELD_LIMITS.story).split(";")[0]!),
      );

      await story.fill(`${markup}\nfim`);
      await page.getByRole("button", { name: briefContent.submit }).click();
      const href = (await page.getByRole("link", { name: ready.email }).getAttribute("href"))!;
      const body = carried(href, "body");
      expect(body).toContain(`${briefMessage.buyerName}: ${markup}`);
      expect(body).toContain(`${briefMessage.story}: ${markup}\nfim`);
      expect(new URL(href).searchParams.size).toBe(2);
      await expect(page.locator("body")).not.toHaveAttribute("data-pwned");
      await expect(page.locator("main img")).toHaveCount(0);
    },
  );

  test("axe finds nothing with the errors shown", ANY_OWNER, async ({ page }) => {
    // Two songs' forms to scan, each with its group of dance questions.
    test.slow();
    await openBrief(page, "?plano=profissional");
    await page.getByRole("button", { name: briefContent.addSong(2, 3) }).click();
    await page.getByRole("textbox", { name: buyer.email.label }).fill("maria@");
    await page.getByRole("button", { name: briefContent.submit }).click();
    await expect(page.getByText(briefContent.errors.email)).toHaveCount(2);
    const results = await axeOn(page).include("main").withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });

  test.describe("order code from the checkout's redirect", ONCE_AT_DESKTOP_SIZE, () => {
    test("is prefilled from the configured parameter, and only from it", async ({ page }) => {
      const [param] = siteConfig.sales.orderCodeParams;
      const name = param ?? "transaction";
      await openBrief(page, `?plano=profissional&${name}=HP0042`);
      await expect(page.getByRole("radio", { name: new RegExp(pack!.name) })).toBeChecked();
      // VITE_ORDER_CODE_PARAMS: unset in the demo, so nothing is guessed.
      await expect(page.getByRole("textbox", { name: buyer.orderCode.label })).toHaveValue(
        param ? "HP0042" : "",
      );
    });

    test("leaves only the plan in the address, whatever else the checkout added", async ({
      page,
    }) => {
      const [param] = siteConfig.sales.orderCodeParams;
      await openBrief(
        page,
        `?plano=unica&${param ?? "transaction"}=HP0042&email=ana%40exemplo.com&name=Ana&utm_source=ig#x`,
      );
      await expect(page).toHaveURL(/\/obrigado\?plano=unica$/);
    });
  });

  test.describe("storage refused", ONCE_AT_DESKTOP_SIZE, () => {
    test(
      "says the draft cannot be kept, and the brief still becomes a message",
      ANY_OWNER,
      async ({ page }) => {
        await page.addInitScript(() => {
          Object.defineProperty(window, "localStorage", {
            get() {
              throw new DOMException("The operation is insecure.", "SecurityError");
            },
          });
        });
        await openBrief(page);
        await expect(page.getByText(briefContent.draft.unavailable)).toBeVisible();
        await fillBuyer(page, single!.name);
        // The required answers only: the point is the message, not every field.
        const group = song(page, 1, 1);
        await group.getByRole("textbox", { name: songWords.sungName.label }).fill("Raquel");
        await group.getByRole("radio", { name: songWords.childName.options.nao }).check();
        await group.getByRole("radio", { name: songWords.style.options.Pop }).check();
        await page.getByRole("button", { name: briefContent.submit }).click();
        await expect(page.getByRole("link", { name: ready.email })).toBeVisible();
      },
    );
  });

  test.describe("without JavaScript", ONCE_AT_DESKTOP_SIZE, () => {
    test.use({ javaScriptEnabled: false });

    test("says exactly what to send and where, instead of a form that cannot work", async ({
      page,
    }) => {
      await page.goto(THANKS_ROUTE);
      const instructions = page.getByRole("heading", { name: briefWithoutScript.title });
      await expect(instructions).toBeVisible();
      for (const item of briefWithoutScript.items) {
        await expect(page.getByText(item)).toBeVisible();
      }
      await expect(
        page.getByRole("link", { name: siteConfig.contactEmail }).first(),
      ).toHaveAttribute("href", `mailto:${siteConfig.contactEmail}`);
      const whatsapp = page.getByRole("link", { name: briefWithoutScript.whatsappLink });
      await expect(whatsapp).toHaveCount(siteConfig.sales.whatsapp ? 1 : 0);
      await expect(page.getByRole("button", { name: briefContent.submit })).toBeHidden();
      await expect(page.getByText(thanksContent.contract.printWithoutScript)).toBeVisible();
    });
  });
});
