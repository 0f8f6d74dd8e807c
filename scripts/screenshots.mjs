// Full-page screenshots of every route at phone, tablet and desktop sizes, for a person to
// look at: `npm run screenshots` (serves the build on a spare port; writes to screenshots/).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { stopAll } from "../cross-browser/environment.mjs";
import { AUTOMATED_CHROMIUM } from "./chromium.mjs";
import { startSite } from "./servers.mjs";

const port = process.env.SCREENSHOT_PORT ?? "4391";
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/termos-de-uso", "/politica-de-privacidade", "/obrigado", "/licenca", "/nao-existe"];
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 768, height: 1024 },
  { name: "desktop", width: 1440, height: 900 },
];

// `npm start` builds first (10 s and more on a 2-core machine): wait until it serves, up to 2 min.
const site = await startSite({ port: Number(port), build: true, timeoutMs: 120_000 });
try {
  await site.ready;
  mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch(AUTOMATED_CHROMIUM);
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: size });
    for (const route of routes) {
      await page.goto(site.address + route, { waitUntil: "networkidle" });
      // Scroll through so every scroll-in animation has run before the full-page capture.
      for (
        let y = 0;
        y < (await page.evaluate(() => document.body.scrollHeight));
        y += size.height / 2
      ) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await page.waitForTimeout(120);
      }
      await page.waitForTimeout(700);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const file = `screenshots/${size.name}${route === "/" ? "-home" : route.replaceAll("/", "-")}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`✓ ${file}`);
    }
    await page.close();
  }
  await browser.close();
} finally {
  await stopAll();
}
