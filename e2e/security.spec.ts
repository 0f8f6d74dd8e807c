import { allowNotFoundPage, expect, ROUTES, scrollThrough, test } from "./fixtures";

test.describe("security headers and CSP", () => {
  for (const route of [...ROUTES, "/nao-existe"]) {
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
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
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

  test("every response carries the security headers, HTML revalidates and hashed assets are immutable", async ({
    request,
  }) => {
    for (const path of [...ROUTES, "/nao-existe"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    const html = await (await request.get("/")).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    expect((await request.get(script)).headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});
