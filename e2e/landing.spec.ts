import { readSamples, readTestimonials } from "../src/content/collections";
import { footerContent, paymentMethods } from "../src/content/footer";
import { plans, pricingContent } from "../src/content/plans";
import { delivery, fullVersion } from "../src/content/order-terms";
import { styleNames } from "../src/content/song-styles";
import {
  AVATAR_DISPLAY_PX,
  drawingFile,
  PHOTO_DENSITIES,
  photoFile,
} from "../src/lib/avatars/avatar-image";
import { resolveAvatar } from "../src/lib/collections/avatar-files";
import { siteConfig as config } from "./site-config";
import { builtDocument, collapse, fileTest, labelled, readText } from "./built-document";
import {
  enhanced,
  expect,
  scrollThrough,
  expectStopsAt,
  test,
  ONCE_AT_DESKTOP_SIZE,
  ANY_OWNER,
  ANY_OWNER_ONCE,
  BELOW_DESKTOP_ONLY,
} from "./fixtures";

/** The specification's offset for in-page links (global.css sets it as `--scroll-offset`). */
const SCROLL_OFFSET_PX = 80;

// What the landing page's file says: read without a browser (e2e/built-document.ts).
fileTest.describe("landing page: what its HTML says", ONCE_AT_DESKTOP_SIZE, () => {
  fileTest("has the nine sections in the order of the specification", () => {
    const document = builtDocument("/");
    const marks: [string, Element | null][] = [
      ["header", document.querySelector("header")],
      ["hero", document.querySelector("h1")],
      ["como-funciona", document.getElementById("como-funciona")],
      ["precos", document.getElementById("precos")],
      ["exemplos", document.getElementById("exemplos")],
      ["depoimentos", document.getElementById("depoimentos")],
      ["perguntas-frequentes", document.getElementById("perguntas-frequentes")],
      ["chamada-final", document.getElementById("chamada-final-titulo")],
      ["footer", document.querySelector("footer")],
    ];
    const following = document.defaultView?.Node.DOCUMENT_POSITION_FOLLOWING ?? 4;
    const order = marks
      .filter(([, element]) => element)
      .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & following ? -1 : 1))
      .map(([name]) => name);
    expect(order).toEqual([
      "header",
      "hero",
      "como-funciona",
      "precos",
      "exemplos",
      "depoimentos",
      "perguntas-frequentes",
      "chamada-final",
      "footer",
    ]);
  });

  fileTest("shows the configured prices and every fixed fact of the specification", () => {
    const document = builtDocument("/");
    const text = readText(document.body);
    const configured = [
      [plans[0].price, "VITE_PRICE_SINGLE"],
      [plans[1].price, "VITE_PRICE_PROFESSIONAL"],
      [plans[1].pricePerUnit, "VITE_PRICE_PROFESSIONAL ÷ 3"],
      [plans[1].savings, "3 × VITE_PRICE_SINGLE − VITE_PRICE_PROFESSIONAL"],
    ] as const;
    for (const [shown, variable] of configured) {
      expect(text.includes(shown), `"${shown}" (from ${variable}) on the page`).toBe(true);
    }
    for (const fact of ["Até 3 minutos"]) {
      expect(text.includes(fact), `the specification's "${fact}" on the page`).toBe(true);
    }
    // The offer's terms an owner sets (VITE_DELIVERY_BUSINESS_HOURS, VITE_SONG_STYLES): the
    // specification's 24 business hours, Romântica and Pop on the demo.
    for (const fact of [delivery.promise, ...styleNames]) {
      expect(text.includes(fact), `"${fact}" (her offer) on the page`).toBe(true);
    }
    // The specification's claims: on the demo's page, and on an owner's only with their source
    // (e2e/contract.spec.ts, "claims are claims").
    const { engagement, popularPlan } = config.claims;
    expect(text.includes("Mais Popular"), "Mais Popular").toBe(popularPlan.shown);
    expect(text.includes("10x mais engajamento"), "10x mais engajamento").toBe(engagement.shown);
    expect(readText(labelled(document, "article", plans[1].name))).toContain(
      collapse(pricingContent.badge),
    );
  });

  fileTest("has three 5-star testimonials with their rating spoken as text", () => {
    const ratings = builtDocument("/").querySelectorAll(
      '[role="img"][aria-label="5 de 5 estrelas"]',
    );
    expect(ratings).toHaveLength(3);
  });

  fileTest("shows the testimonials and the samples in the order their files list them", () => {
    const document = builtDocument("/");
    const captions = [...document.querySelectorAll("#depoimentos figcaption")].map(readText);
    const names = readTestimonials().map((testimonial) => testimonial.name);
    expect(captions).toHaveLength(names.length);
    captions.forEach((caption, index) => expect(caption).toContain(names[index]));
    const titles = [...document.querySelectorAll("#exemplos article h3, #exemplos article h4")];
    expect(titles.map(readText)).toEqual(readSamples().map((sample) => collapse(sample.title)));
  });
});

test.describe("landing page: its footer", ONCE_AT_DESKTOP_SIZE, () => {
  test("footer: contact e-mail, legal links, secure note and the ways to pay", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute(
      "href",
      "/termos-de-uso",
    );
    await expect(footer.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute(
      "href",
      "/politica-de-privacidade",
    );
    await expect(footer.getByText("Site seguro")).toBeVisible();
    // The ways her checkout takes (VITE_PAYMENT_METHODS: the specification's seven on the demo's
    // page), in the page's order and no other: each a visible logo named in words; where she
    // listed none, where to see them and no logo.
    const listed = paymentMethods.map((method) => method.name);
    const logos = footer.locator('img[src^="/payments/"]');
    await expect(logos).toHaveCount(listed.length);
    for (const [index, name] of listed.entries()) {
      await expect(logos.nth(index)).toHaveAccessibleName(name);
      await expect(logos.nth(index)).toBeVisible();
    }
    if (config.demo) expect(listed).toHaveLength(7);
    if (listed.length === 0) {
      await expect(footer.getByText(footerContent.paymentsOnPaymentPage)).toBeVisible();
    }
  });
});

// The owner pass's testimonials have a photo (e2e/owner-fixture/); the demo's are drawings.
for (const density of PHOTO_DENSITIES) {
  test.describe(`testimonials' avatars on a ${density}x screen`, ONCE_AT_DESKTOP_SIZE, () => {
    test.use({ deviceScaleFactor: density });

    test("each fills its circle, a photo from the file made for the screen", async ({ page }) => {
      await page.goto("/");
      await scrollThrough(page);
      // The scroll-in moves each figure by a transform for 500 ms: measured during it, a box is
      // a fraction of a pixel off. The boxes are read once every reveal has ended.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      for (const { name, avatar } of readTestimonials()) {
        // alt="": decorative beside her name.
        const image = page.getByRole("figure").filter({ hasText: name }).getByRole("presentation");
        const shown = await image.evaluate((img: HTMLImageElement) => ({
          file: new URL(img.currentSrc).pathname,
          box: [img.getBoundingClientRect().width, img.getBoundingClientRect().height],
          // In CSS pixels: a file chosen for its density counts its pixels divided by it.
          natural: [img.naturalWidth, img.naturalHeight],
        }));
        expect(shown.box, name).toEqual([AVATAR_DISPLAY_PX, AVATAR_DISPLAY_PX]);
        if (resolveAvatar(avatar).kind === "drawing") {
          expect(shown.file, name).toBe(`/${drawingFile(avatar)}`);
        } else {
          // The file made for this screen, its pixels exactly the circle's at its density.
          expect(shown, name).toMatchObject({
            file: `/${photoFile(avatar, density)}`,
            natural: [AVATAR_DISPLAY_PX, AVATAR_DISPLAY_PX],
          });
        }
      }
    });
  });
}

test.describe("landing page", () => {
  test(
    "is first drawn with its first screen whole, on a slow phone's processor too",
    ANY_OWNER_ONCE,
    async ({ page, context }) => {
      // The section after the first screen (base-layout.astro, `drawnAfter`): until the parser
      // has reached it, a frame would show half the hero, which then grows (a layout shift).
      const next = builtDocument("/").querySelector("main > section + section");
      const link = builtDocument("/").head.querySelector('link[rel="expect"]');
      expect(link?.getAttribute("href")).toBe(`#${next?.id}`);
      expect(link?.getAttribute("blocking")).toBe("render");
      await page.addInitScript((id) => {
        const seen = { arrived: Number.NaN };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        new MutationObserver((_, observer) => {
          if (!document.getElementById(id)) return;
          seen.arrived = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, next?.id ?? "");
      // Six times slower: the parser then stops part-way through the hero, as on a cheap phone.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto("/");
      await enhanced(page);
      const { arrived, painted } = await page.evaluate(() => ({
        arrived: (window as unknown as { __seen: { arrived: number } }).__seen.arrived,
        painted: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
      }));
      expect(painted).toBeGreaterThanOrEqual(arrived);
    },
  );

  test("keeps the header fixed at the top while scrolling", ANY_OWNER, async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: "instant" }));
    await expect
      .poll(() => page.locator("header").evaluate((el) => el.getBoundingClientRect().top))
      .toBe(0);
    await expect(page.getByRole("link", { name: "Comprar Agora" }).first()).toBeInViewport();
  });

  test(
    "reveals sections as they scroll into view, and hides nothing above the fold",
    ANY_OWNER,
    async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("h1")).toHaveCSS("opacity", "1");
      const faq = page.locator("#perguntas-frequentes [data-reveal]").first();
      await expect(faq).toHaveAttribute("data-reveal", "hidden");
      await faq.scrollIntoViewIfNeeded();
      await expect(faq).toHaveAttribute("data-reveal", "shown");
      await expect(faq).toHaveCSS("opacity", "1");
      await expect(faq).toHaveCSS("transition-duration", /0\.5s/);
    },
  );
});

test.describe("in-page links", () => {
  for (const [name, id] of [
    ["Como Funciona", "como-funciona"],
    ["Preços", "precos"],
    ["Exemplos", "exemplos"],
    ["Comprar Agora", "precos"],
  ] as const) {
    test(
      `${name} scrolls to #${id}, stopping ${SCROLL_OFFSET_PX}px below the top`,
      ANY_OWNER,
      async ({ page, isMobile }) => {
        await page.goto("/");
        if (isMobile && name !== "Comprar Agora") {
          await page.getByRole("button", { name: "Abrir menu" }).click();
          await page.locator("#menu-principal").getByRole("link", { name }).click();
          await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute(
            "aria-expanded",
            "false",
          );
        } else {
          await page.locator("header").getByRole("link", { name, exact: true }).first().click();
        }
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expectStopsAt(page, `#${id}`, SCROLL_OFFSET_PX);
      },
    );
  }

  test("Comprar Agora shows both plans' names and the first price at once, at both sizes", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator("header").getByRole("link", { name: "Comprar Agora" }).first().click();
    await expectStopsAt(page, "#precos", SCROLL_OFFSET_PX);
    const pricing = page.locator("#precos");
    for (const plan of plans) {
      const name = pricing.getByText(plan.name, { exact: true }).filter({ visible: true });
      await expect(name.first()).toBeInViewport();
    }
    const price = pricing.getByText(plans[0].price, { exact: true }).filter({ visible: true });
    await expect(price.first()).toBeInViewport();
  });

  // Arriving mid-page, every section above the target must have its real height at once.
  for (const id of ["como-funciona", "precos", "exemplos"]) {
    test(
      `arriving with #${id} puts that section ${SCROLL_OFFSET_PX}px below the top`,
      ANY_OWNER,
      async ({ page }) => {
        await page.goto(`/#${id}`);
        await expectStopsAt(page, `#${id}`, SCROLL_OFFSET_PX);
      },
    );
  }

  test("every section is laid out once the page has painted", ANY_OWNER, async ({ page }) => {
    await page.goto("/");
    await enhanced(page);
    for (const section of await page.locator("main > section, footer").all()) {
      await expect(section).toHaveCSS("content-visibility", "visible");
    }
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("jumps instantly and shows content without movement", ANY_OWNER, async ({ page }) => {
      await page.goto("/");
      await enhanced(page);
      await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
      await expect(page.locator("[data-reveal='hidden']")).toHaveCount(0);
      await page.locator("footer").getByRole("link", { name: "Preços" }).click();
      expect(
        await page.locator("#precos").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      ).toBe(SCROLL_OFFSET_PX);
    });
  });

  test("keyboard focus is never hidden under the fixed header", ANY_OWNER, async ({ page }) => {
    await page.goto("/");
    await scrollThrough(page);
    const padding = await page
      .locator("html")
      .evaluate((el) => getComputedStyle(el).scrollPaddingTop);
    expect(padding).toBe(`${SCROLL_OFFSET_PX}px`);
  });
});

// The menu button exists below the desktop breakpoint only.
test.describe("mobile menu", BELOW_DESKTOP_ONLY, () => {
  test(
    "follows the disclosure pattern and closes with Escape, returning focus",
    ANY_OWNER,
    async ({ page }) => {
      await page.goto("/");
      const button = page.getByRole("button", { name: "Abrir menu" });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toHaveAttribute("aria-controls", "menu-principal");
      await expect(page.locator("#menu-principal")).toBeHidden();
      await button.click();
      const close = page.getByRole("button", { name: "Fechar menu" });
      await expect(close).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("#menu-principal").getByRole("link")).toHaveCount(3);
      await page.locator("#menu-principal").getByRole("link").first().focus();
      await page.keyboard.press("Escape");
      await expect(page.locator("#menu-principal")).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test("the Comprar Agora button closes the menu and goes to the prices", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("header").getByRole("link", { name: "Comprar Agora" }).click();
    await expect(page.locator("#menu-principal")).toBeHidden();
    await expectStopsAt(page, "#precos", SCROLL_OFFSET_PX);
  });
});

test.describe("FAQ accordion", () => {
  test("opens one answer at a time and closes the open one", ANY_OWNER, async ({ page }) => {
    await page.goto("/#perguntas-frequentes");
    const questions = page.locator("#perguntas-frequentes").getByRole("button");
    await expect(questions).toHaveCount(8);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: /Como funciona o pedido/ })).toBeVisible();
    await questions.nth(7).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: /Como funciona o pedido/ })).toBeHidden();
    // The guarantee's end, as the owner delivers (VITE_ORDER_PAGE; order-terms.ts, `fullVersion`).
    await expect(page.getByText(`até ${fullVersion.firstAccessThe}`).first()).toBeVisible();
    await questions.nth(7).click();
    await expect(page.locator("#perguntas-frequentes").getByRole("region")).toHaveCount(0);
  });
});
