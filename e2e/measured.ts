/**
 * The configuration the measurement tests run against. The demo measures nothing, so the test
 * command's first pass serves a second build of it with the three providers on (this file's
 * MEASURED_DEMO_ENV, playwright.config.ts); the owner pass, whose own configuration turns them
 * on (owner-fixture/owner.env), tests its own build. MEASURED_DEMO_ENV: scripts/measured-demo.mjs.
 */
import { loadEnv } from "vite";
import { MEASURED_DEMO_ENV } from "../scripts/measured-demo.mjs";
import { parseAnalyticsEnv, type AnalyticsConfig } from "../src/config/env-analytics";
import { measures } from "../src/features/analytics/providers";
import { parseSiteEnv } from "../src/config/env-schema";

export { MEASURED_DEMO_ENV };

const ownEnv = { ...loadEnv("production", process.cwd(), "VITE_"), ...process.env };
const own = parseAnalyticsEnv(ownEnv);

/** True when the site under test measures by its own configuration (the owner pass). */
export const measuresByItself = measures(own);

/** What the measured build was configured with. */
export const measuredAnalytics: AnalyticsConfig = measuresByItself
  ? own
  : parseAnalyticsEnv(MEASURED_DEMO_ENV);

/** The query parameters the measured build reads the checkout's order code from. */
export const measuredOrderCodeParams = parseSiteEnv(measuresByItself ? ownEnv : MEASURED_DEMO_ENV)
  .sales.orderCodeParams;

/** The port `npm start` serves the build under test on (playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);

/** The folder of the measured build, when it is a second one. */
export const MEASURED_DIST = "dist-measured";

/** The port of the measured build, when it is a second one. */
export const MEASURED_PORT = E2E_PORT + 1;

/** The site the measurement tests visit: the build under test, or the measured second one. */
export const measuredURL = `http://localhost:${measuresByItself ? E2E_PORT : MEASURED_PORT}`;
