import { chromium } from "@playwright/test";
import { AUTOMATED_CHROMIUM } from "/work/main/scripts/chromium.mjs";
const [url, out, w = "390", h = "844", action = ""] = process.argv.slice(2);
const browser = await chromium.launch(AUTOMATED_CHROMIUM);
const page = await browser.newPage({ viewport: { width: +w, height: +h }, isMobile: +w < 500, hasTouch: +w < 500 });
await page.goto(url, { waitUntil: "networkidle" });
if (action === "buy") {
  if (+w < 1000) { await page.getByRole("button", { name: /menu/i }).click(); }
  await page.getByRole("link", { name: "Comprar Agora" }).first().click();
  await page.waitForTimeout(1500);
} else if (action === "full") {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += +h / 2) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(700);
} else if (action.startsWith("#")) {
  await page.locator(action).scrollIntoViewIfNeeded(); await page.waitForTimeout(900);
}
await page.screenshot({ path: out, fullPage: action === "full" });
console.log(await page.evaluate(() => window.scrollY));
await browser.close();
