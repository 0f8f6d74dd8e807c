// @ts-check
// The build with its order store, as Cloudflare's runtime serves it (`wrangler pages dev`, the
// Pages Functions of functions/api/ and a local D1 and R2), on a fresh store of its own: the
// server the browser tests of /pedido and of the order API use (e2e/orders*.spec.ts, which seed
// their orders through the same store module, e2e/orders-fixture.ts). Playwright starts it
// (playwright.config.ts) and stops its process group.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readPagesConfig } from "../deploy/cloudflare-config.mjs";
import { ORDERS_PORT, ORDERS_STATE_DIR } from "../e2e/orders-site.ts";

const root = new URL("..", import.meta.url).pathname;
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_LOG_PATH: join(ORDERS_STATE_DIR, "logs"),
};
const { orders, outputDir } = readPagesConfig();
if (!orders) throw new Error("wrangler.toml declares no order store");

rmSync(ORDERS_STATE_DIR, { recursive: true, force: true });
mkdirSync(ORDERS_STATE_DIR, { recursive: true });
const migrated = spawnSync(
  wrangler,
  ["d1", "migrations", "apply", orders.binding, "--local", "--persist-to", ORDERS_STATE_DIR],
  { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] },
);
if (migrated.status !== 0) process.exit(migrated.status ?? 1);
const served = spawnSync(
  wrangler,
  [
    ...["pages", "dev", process.env.DIST_DIR ?? outputDir, "--ip", "127.0.0.1"],
    ...["--port", String(ORDERS_PORT), "--persist-to", ORDERS_STATE_DIR, "--log-level", "error"],
  ],
  { cwd: root, env, stdio: "inherit" },
);
process.exit(served.status ?? 1);
