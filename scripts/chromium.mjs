// Debian's Chromium and the flags it needs on these machines (root, no GPU, a closed network),
// shared by the browser tests, the benchmark and the screenshot script.
import { fileURLToPath } from "node:url";

// In the environment too: scripts/chromium-launch.sh starts the browser named there.
process.env.CHROMIUM_PATH ??= "/usr/bin/chromium";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Browser features no test uses that cost processor time in every window a test opens: Chromium
 * 156 builds the address bar's two WebUI pop-ups (the suggestions and the AI Mode one) for each
 * new window, unseen in headless mode, in a renderer of their own (about 1.7 s of processor per
 * browser context on the 2-core machine, a third of what a page load and an axe scan cost; see
 * docs/decisions/0014-test-time.md). Pages are parsed, laid out, drawn and run as before.
 */
const UNUSED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * How Playwright and Puppeteer start Debian's Chromium: through scripts/chromium-launch.sh, which
 * joins their own --disable-features list with this one (Chromium would keep only the last).
 */
export const AUTOMATED_CHROMIUM = {
  executablePath: fileURLToPath(new URL("chromium-launch.sh", import.meta.url)),
  args: [...CHROMIUM_FLAGS, `--disable-features=${UNUSED_FEATURES.join(",")}`],
};
