import { createHash } from "node:crypto";
import {
  allowNotFoundPage,
  expect,
  PAGES,
  scrollThrough,
  test,
  ONCE_AT_DESKTOP_SIZE,
  ANY_OWNER,
} from "./fixtures";
import { analyticsSources } from "../src/features/analytics/providers";
import { measuredAnalytics, measuresByItself } from "./measured";

/** The providers' script hosts the page's policy names, where the site under test measures. */
const measuredHosts = measuresByItself ? analyticsSources(measuredAnalytics).script : [];

test.describe("security headers and CSP", ONCE_AT_DESKTOP_SIZE, () => {
  for (const route of [...PAGES, "/nao-existe"]) {
    test(`${route} loads with the CSP enforced and no violation`, async ({ page, problems }) => {
      allowNotFoundPage(problems);
      await page.addInitScript(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      const response = await page.goto(route);
      expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      // The page's own policy, in <head>: only its hashed inline scripts and styles may run.
      const policy =
        (await page
          .locator('head > meta[http-equiv="Content-Security-Policy"]')
          .getAttribute("content")) ?? "";
      const hashes = (directive: string, hosts: readonly string[] = []) =>
        new RegExp(
          `(^|;\\s*)${directive} 'self'${hosts.map((host) => ` ${host.replace(/[.*]/g, "\\$&")}`).join("")}( 'sha256-[A-Za-z0-9+/]+=*')+\\s*(;|$)`,
        );
      // Scripts from the measurement providers' hosts too, where the site measures.
      expect(policy).toMatch(hashes("script-src", measuredHosts));
      expect(policy).toMatch(hashes("style-src"));
      expect(policy).not.toMatch(/unsafe/);
      // Every inline script and stylesheet of the page is named by its hash.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll("script:not([src]), style")]
          // Data blocks (structured data, measurement's JSON) are not run: no hash needed.
          .filter((element) => ["", "module"].includes(element.getAttribute("type") ?? ""))
          .map((element) => element.textContent ?? ""),
      );
      // At least the page's stylesheet; /pedido runs no inline script at all (its one script is a file).
      expect(inline.length).toBeGreaterThan(0);
      for (const text of inline) {
        const hash = createHash("sha256").update(text).digest("base64");
        expect(policy, text.slice(0, 60)).toContain(`'sha256-${hash}'`);
      }
      await scrollThrough(page);
      if (route === "/") {
        await page
          .getByRole("button", { name: /^Tocar / })
          .first()
          .click();
        await page.locator("#perguntas-frequentes").getByRole("button").first().click();
      }
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    });
  }

  test("a script injected into the page is refused", ANY_OWNER, async ({ page, problems }) => {
    problems.allow(/Content Security Policy/);
    await page.goto("/");
    const refused = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) =>
            resolve(event.violatedDirective),
          );
          const script = document.createElement("script");
          script.textContent = "window.injected = true;";
          document.head.append(script);
        }),
    );
    expect(await refused).toMatch(/^script-src/);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });

  test("every response carries the security headers, HTML revalidates and hashed assets are immutable", async ({
    request,
  }) => {
    for (const path of [...PAGES, "/nao-existe"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["permissions-policy"]).toContain("camera=()");
      const hsts = headers["strict-transport-security"] ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), "HTTPS for a year").toBeGreaterThanOrEqual(
        365 * 24 * 60 * 60,
      );
      expect(hsts).toContain("includeSubDomains");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    const html = await (await request.get("/")).text();
    // A hashed file the page names: a heading font (the full latin file, then the subset).
    const font = /url\((\/assets\/[^)"']+\.woff2)\)/.exec(html)![1]!;
    expect((await request.get(font)).headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});
