/**
 * /licenca: a certificate issued by `npm run licence -- issue` is checked in the browser, shown
 * valid with its licence, refused when changed, cancelled when revoked; the file check, the print
 * page and its QR code; nothing of the licensee in any request, nothing stored, no other origin.
 */
import jsQR from "jsqr";
import sharp from "sharp";
import type { Page, Request } from "@playwright/test";
import { siteConfig } from "../src/config/site";
import { licenceContent as words } from "../src/content/licence";
import { headerContent } from "../src/content/navigation";
import { termsVersionPath } from "../src/config/routes";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";
import { BELOW_DESKTOP_ONLY, expect, LICENCE_ROUTE, ONCE_AT_DESKTOP_SIZE, test } from "./fixtures";
import { issueCertificate, revokedFragment, SUNO_PRO_ENV } from "./licence-fixture/certificates";
import { LONGEST_AI, LONGEST_TEXTS } from "../src/features/licence/test-keys";
import { licenceScope } from "../src/features/licence/licence-scope";
import { readTermsVersions } from "../src/content/terms-versions";
import { currentVersion } from "./legal-versions";

// Accents, an apostrophe and a dash: what a name and a title carry.
const certificate = issueCertificate("Laís D'Ávila Conceição", "Noite no Cairo — versão palco");
const today = new Date();
const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
const issuedOn = `${String(today.getDate()).padStart(2, "0")}/${String(today.getMonth() + 1).padStart(2, "0")}/${today.getFullYear()}`;

const open = (page: Page, fragment: string) => page.goto(`${LICENCE_ROUTE}#${fragment}`);
const verdict = (page: Page, title: string | RegExp) =>
  page.getByRole("heading", { level: 2, name: title });
const details = (page: Page) => page.getByRole("heading", { name: words.details.title });
/** A detail's value, by its label. */
const detail = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

test.describe("the licence certificate (/licenca)", () => {
  test("shows a certificate issued by the command as valid, with its licence", async ({ page }) => {
    await open(page, certificate.fragment);
    await expect(verdict(page, words.status.valid.title)).toBeVisible();
    await expect(detail(page, words.details.licensee)).toHaveText(certificate.licensee);
    await expect(detail(page, words.details.song)).toHaveText(certificate.song);
    await expect(detail(page, words.details.length)).toHaveText("0:04");
    await expect(detail(page, words.details.issued)).toHaveText(issuedOn);
    await expect(detail(page, words.details.number)).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{6}$/);
    // The version in force on the purchase's day: today, as the command's default.
    const current = currentVersion("terms");
    const terms = page.getByRole("link", {
      name: words.details.termsVersion(current.split("-").reverse().join("/")),
    });
    await expect(terms).toHaveAttribute("href", termsVersionPath(current));
    await expect(detail(page, words.details.fingerprint)).toHaveText(/^[0-9a-f]{64}$/);
    // Who grants it, as the footer identifies the seller.
    const seller = siteConfig.company.legalName ?? siteConfig.siteName;
    await expect(page.getByRole("region", { name: words.seller.title })).toContainText(seller);
  });

  test("shows and prints what made a v2 or v3 certificate's song, as signed, and the signature", async ({
    page,
  }) => {
    const made = issueCertificate(
      "Laís D'Ávila",
      "Noite no Cairo",
      ["--created", todayIso],
      SUNO_PRO_ENV,
    );
    expect(made.fragment).toMatch(/^v2\./);
    await open(page, made.fragment);
    await expect(verdict(page, words.status.valid.title)).toBeVisible();
    await expect(detail(page, words.details.madeWith)).toHaveText("Suno, plano Pro");
    await expect(detail(page, words.details.created)).toHaveText(issuedOn);
    // Without --created, the day is the delivery's, and says so (v3).
    const delivered = issueCertificate("Laís D'Ávila", "Noite no Cairo", [], SUNO_PRO_ENV);
    expect(delivered.fragment).toMatch(/^v3\./);
    await open(page, delivered.fragment);
    await expect(detail(page, words.details.delivered)).toHaveText(issuedOn);
    await expect(page.locator("dt", { hasText: words.details.created })).toHaveCount(0);
    await open(page, made.fragment);
    await expect(detail(page, words.signature.value)).toHaveText(made.fragment.split(".")[2] ?? "");
    await expect(detail(page, words.signature.keyFingerprint)).toHaveText(/^[0-9a-f]{64}$/);
    await page.emulateMedia({ media: "print" });
    for (const label of [words.details.madeWith, words.signature.value, words.signature.key]) {
      await expect(detail(page, label)).toBeVisible();
    }
  });

  test("shows a certificate of the format before v2, without the AI lines, as valid", async ({
    page,
  }) => {
    // A site that names no plan signs as before this change (v1).
    const older = issueCertificate("Laís D'Ávila", "Noite no Cairo", [], {
      VITE_AI_PLAN: "",
      VITE_AI_PLAN_SINCE: "",
      VITE_AI_PLAN_TERMS_URL: "",
    });
    expect(older.fragment).toMatch(/^v1\./);
    await open(page, older.fragment);
    await expect(verdict(page, words.status.valid.title)).toBeVisible();
    await expect(detail(page, words.details.madeWith)).toBeHidden();
  });

  test("shows the § 9 of the older Terms version a certificate names, not the current one's", async ({
    page,
  }) => {
    const older = readTermsVersions().find(
      (version) => version.version !== currentVersion("terms"),
    );
    test.skip(!older, "no older version of the Terms is published here (the owner pass has one)");
    if (!older) return;
    const terms = ["--terms", older.version];
    const issued = issueCertificate("Marina d'Ávila", "Noite no Cairo", terms);
    await open(page, issued.fragment);
    await expect(verdict(page, words.status.valid.title)).toBeVisible();
    const date = older.version.split("-").reverse().join("/");
    const scope = page.getByRole("region", { name: words.scope.title });
    await expect(scope.getByText(words.scope.source(date))).toBeVisible();
    const { allowed, notAllowed } = licenceScope(older.document);
    await expect(scope.getByRole("listitem")).toHaveText([...allowed, ...notAllowed]);
  });

  test("refuses the address with one character changed, showing nothing of it", async ({
    page,
  }) => {
    const at = 60;
    const changed =
      certificate.fragment.slice(0, at) +
      (certificate.fragment[at] === "A" ? "B" : "A") +
      certificate.fragment.slice(at + 1);
    await open(page, changed);
    await expect(verdict(page, words.status.invalid.title)).toBeVisible();
    await expect(details(page)).toBeHidden();
    await expect(page.getByText(certificate.licensee)).toHaveCount(0);
    await expect(verdict(page, words.status.valid.title)).toBeHidden();
  });

  test("answers the address changed in place, as a visitor editing it would", async ({ page }) => {
    await open(page, certificate.fragment);
    await expect(verdict(page, words.status.valid.title)).toBeVisible();
    await page.evaluate(() => {
      location.hash = location.hash.slice(0, -4);
    });
    await expect(verdict(page, words.status.invalid.title)).toBeVisible();
    await expect(details(page)).toBeHidden();
  });

  test("says a revoked licence was cancelled, on its date, why, and whose licence of which song", async ({
    page,
  }) => {
    await open(page, revokedFragment());
    const cancelled = verdict(page, /^Licença cancelada em \d{2}\/\d{2}\/\d{4}$/);
    await expect(cancelled).toBeVisible();
    // The song and the holder, as signed, so that a festival can tell which licence ended.
    await expect(page.getByRole("status")).toContainText(
      /A licença nº [0-9A-Z]{4}-[0-9A-Z]{6}, de “[^”]+”, em nome de [^,]+, foi cancelada com o reembolso da música/,
    );
    await expect(details(page)).toBeHidden();
  });

  test("says an address without a certificate has none", async ({ page }) => {
    await page.goto(LICENCE_ROUTE);
    await expect(verdict(page, words.status.absent.title)).toBeVisible();
    await expect(details(page)).toBeHidden();
  });

  test(
    "fetches its one script after the first paint, which runs the site's menu here too",
    BELOW_DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto(LICENCE_ROUTE);
      await expect(verdict(page, words.status.absent.title)).toBeVisible();
      await page.getByRole("button", { name: headerContent.menuOpenLabel }).click();
      await expect(page.getByRole("navigation", { name: headerContent.menuLabel })).toBeVisible();
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(timing.scripts.map((script) => script.name)).toEqual([
        expect.stringMatching(/\/assets\/licence\.[^/]+\.js$/),
      ]);
      expect(timing.scripts[0]!.start).toBeGreaterThanOrEqual(timing.paint);
      // Its readers check a licence: the footer leaves out the payment methods' logos.
      await expect(page.locator("footer img")).toHaveCount(0);
    },
  );

  test("moves nothing on the screen when the licence appears after the first paint", async ({
    page,
  }) => {
    // A slow network: the checking script arrives after the page has painted.
    let delayed = 0;
    await page.route(/\/assets\/licence\.[^/]+\.js$/, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await open(page, certificate.fragment);
    await expect(verdict(page, words.status.valid.title)).toBeVisible();
    await expect(details(page)).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(delayed).toBe(1);
  });

  test.describe("Confira o arquivo", () => {
    test("tells the delivered file from another, on the device", async ({ page }) => {
      await open(page, certificate.fragment);
      // As she does: the file is chosen in the certificate, once it is shown. Before, the input is
      // hidden with it, and a file set there by a test met a page with no certificate to compare.
      await expect(verdict(page, words.status.valid.title)).toBeVisible();
      const choose = page.getByLabel(words.file.choose);
      await choose.setInputFiles(certificate.file);
      await expect(page.getByText(words.file.match("entregue.wav"))).toBeVisible();
      await choose.setInputFiles(certificate.otherFile);
      await expect(page.getByText(words.file.mismatch("outra.wav"))).toBeVisible();
    });
  });

  test.describe("in one run at the desktop size", ONCE_AT_DESKTOP_SIZE, () => {
    test("checks a file dropped on the page", async ({ page }) => {
      await open(page, certificate.fragment);
      await expect(verdict(page, words.status.valid.title)).toBeVisible();
      const bytes = [...(await import("node:fs")).readFileSync(certificate.file)];
      await page.evaluate((content) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(content)], "arrastado.wav"));
        const target = document.querySelector("h1");
        target?.dispatchEvent(
          new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
        target?.dispatchEvent(
          new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
      }, bytes);
      await expect(page.getByText(words.file.match("arrastado.wav"))).toBeVisible();
    });

    test("sends nothing of the licensee anywhere, asks no other origin and stores nothing", async ({
      page,
      baseURL,
    }) => {
      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      // Where the site measures, the visitor's earlier cookie answer is there before (fixtures.ts).
      const cookiesBefore = await page.context().cookies();
      await open(page, certificate.fragment);
      await expect(verdict(page, words.status.valid.title)).toBeVisible();
      await page.getByLabel(words.file.choose).setInputFiles(certificate.file);
      await expect(page.getByText(words.file.match("entregue.wav"))).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await page.waitForLoadState("networkidle");
      expect(requests.length).toBeGreaterThan(0);
      const secrets = [
        certificate.licensee,
        encodeURIComponent(certificate.licensee),
        "Ávila",
        encodeURIComponent("Ávila"),
        certificate.fragment.slice(3, 40),
      ];
      for (const request of requests) {
        expect(new URL(request.url()).origin, request.url()).toBe(new URL(baseURL!).origin);
        const sent = [
          request.url(),
          JSON.stringify(await request.allHeaders()),
          request.postData() ?? "",
        ].join("\n");
        for (const secret of secrets) expect(sent, request.url()).not.toContain(secret);
      }
      const stored = await page.evaluate(() => [localStorage.length, sessionStorage.length]);
      expect(stored).toEqual([0, 0]);
      expect(await page.context().cookies()).toEqual(cookiesBefore);
    });

    test("falls back to @noble/ed25519, fetched only then, where WebCrypto lacks Ed25519", async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await open(page, certificate.fragment);
      await expect(verdict(page, words.status.valid.title)).toBeVisible();
      expect(scripts.filter((url) => /ed25519/.test(url))).toEqual([]);

      await page.addInitScript(() => {
        const importKey = SubtleCrypto.prototype.importKey;
        SubtleCrypto.prototype.importKey = function (this: SubtleCrypto, ...args: unknown[]) {
          const algorithm = args[2] as { name?: string } | string;
          const name = typeof algorithm === "string" ? algorithm : algorithm.name;
          if (name === "Ed25519") {
            return Promise.reject(new DOMException("Ed25519", "NotSupportedError"));
          }
          return (importKey as (...a: unknown[]) => Promise<CryptoKey>).apply(this, args);
        } as typeof importKey;
      });
      await page.reload();
      await expect(verdict(page, words.status.valid.title)).toBeVisible();
      expect(scripts.filter((url) => /ed25519/.test(url))).toHaveLength(1);
      // The fallback is as strict: a changed certificate is still refused.
      await page.evaluate(() => {
        location.hash = location.hash.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
      });
      await expect(verdict(page, words.status.invalid.title)).toBeVisible();
    });

    test.describe("printed", () => {
      // The printed page's resolution, about 300 dpi, at which a phone reads the code from paper.
      test.use({ deviceScaleFactor: 3 });

      test("prints on one A4 page, with a QR code of its own address", async ({ page }) => {
        await printsOnOnePage(page, certificate.fragment);
      });

      test("prints the longest certificate the command signs on one page, its QR code read back", async ({
        page,
      }) => {
        // The longest names the AI service and the plan can have in a certificate, too.
        const longest = issueCertificate(LONGEST_TEXTS[0], LONGEST_TEXTS[1], [], {
          ...SUNO_PRO_ENV,
          VITE_AI_PROVIDER: LONGEST_AI.service,
          VITE_AI_PLAN: LONGEST_AI.plan,
        });
        // Without a creation day, the day of delivery (v3): as long as v2's.
        expect(longest.fragment).toMatch(/^v3\./);
        await printsOnOnePage(page, longest.fragment);
      });

      async function printsOnOnePage(page: Page, fragment: string) {
        await open(page, fragment);
        await expect(verdict(page, words.status.valid.title)).toBeVisible();
        const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
        // One page object in the PDF Chromium writes (its page tree counts them).
        expect(/\/Type\s*\/Pages\b[^>]*\/Count\s+(\d+)/.exec(pdf.toString("latin1"))?.[1]).toBe(
          "1",
        );
        await page.emulateMedia({ media: "print" });
        // The paper says it ends when cancelled, and where to check that it has not.
        const number = await detail(page, words.details.number).textContent();
        const host = new URL(page.url()).host;
        await expect(
          page.getByText(words.print.check(number ?? "", `${host}${LICENCE_ROUTE}`)),
        ).toBeVisible();
        const qr = page.getByRole("img", { name: words.print.qrLabel });
        await expect(qr).toBeVisible();
        const shot = await qr.screenshot();
        const { data, info } = await sharp(shot)
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
        expect(decoded?.data).toBe(page.url());
        await expect(page.getByRole("button", { name: words.print.button })).toBeHidden();
        await expect(page.getByRole("heading", { name: words.file.title })).toBeHidden();
      }
    });

    for (const [name, fragment] of [
      ["cut", () => certificate.fragment.slice(0, 120)],
      ["oversized", () => `v1.${"A".repeat(5000)}.${certificate.fragment.split(".")[2]}`],
      ["not base64", () => "v1.%%%.<script>"],
      ["of another version", () => certificate.fragment.replace(/^v\d/, "v9")],
    ] as const) {
      test(`says an address ${name} does not check out, without an error`, async ({ page }) => {
        await open(page, fragment());
        await expect(verdict(page, words.status.invalid.title)).toBeVisible();
        await expect(details(page)).toBeHidden();
      });
    }

    test("axe finds no violation in the valid, refused and empty pages", async ({ page }) => {
      for (const fragment of [certificate.fragment, certificate.fragment.slice(0, 99), ""]) {
        await open(page, fragment);
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expect(verdict(page, words.status.checking)).toBeHidden();
        const results = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
        expect(results.violations, fragment.slice(0, 20)).toEqual([]);
      }
    });
  });

  test.describe("without JavaScript", ONCE_AT_DESKTOP_SIZE, () => {
    test.use({ javaScriptEnabled: false });

    test("says checking needs it, and shows nothing as valid", async ({ page }) => {
      await open(page, certificate.fragment);
      await expect(verdict(page, words.status.withoutScript.title)).toBeVisible();
      await expect(verdict(page, words.status.valid.title)).toBeHidden();
      await expect(verdict(page, words.status.checking)).toBeHidden();
      await expect(details(page)).toBeHidden();
      await expect(page.getByText(certificate.licensee)).toHaveCount(0);
    });
  });
});
