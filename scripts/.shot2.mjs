// usage: node shot2.mjs url out width height selector [offsetY]
import { chromium } from "@playwright/test";
import { AUTOMATED_CHROMIUM } from "/work/main/scripts/chromium.mjs";
const [url, out, w, h, selector, offset = "0", js = "1"] = process.argv.slice(2);
const browser = await chromium.launch(AUTOMATED_CHROMIUM);
const page = await browser.newPage({ viewport: { width: +w, height: +h }, isMobile: +w < 500, hasTouch: +w < 500, javaScriptEnabled: js === "1" });
await page.goto(url, { waitUntil: "networkidle" });
for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += +h / 2) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForTimeout(60);
}
const top = await page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
await page.evaluate((t) => window.scrollTo({ top: t, behavior: "instant" }), top + Number(offset));
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
