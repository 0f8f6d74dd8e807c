// @ts-check
// The build with its order store, as Cloudflare's runtime serves it (`wrangler pages dev`, the
// Pages Functions of functions/ and a local D1 and R2), on a fresh store of its own: the server
// the browser tests of /pedido and of the order API use (e2e/orders*.spec.ts). Playwright starts
// it (playwright.config.ts) and stops its process group.
//
// The tests write and read their orders through this same process: beside the site's functions,
// each mounted unchanged (a file that re-exports it, at its own path), it mounts one of the tests'
// own, e2e/order-store-endpoint.ts, at ORDER_STORE_ENDPOINT. One process uses the store's SQLite
// file; a second one writing it would meet its lock (SQLITE_BUSY).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readPagesConfig } from "../deploy/cloudflare-config.mjs";
import {
  ORDER_STORE_ENDPOINT,
  ORDERS_PORT,
  ORDERS_STATE_DIR,
  RESEND_STANDIN,
  SALES_TEST_VARS,
} from "../e2e/orders-site.ts";

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
// The project the runtime is started in: the site's wrangler.toml, and a functions/ folder whose
// files each re-export one of the site's (the same routes, the same code) or the tests' endpoint.
const project = join(ORDERS_STATE_DIR, "project");
const functions = join(root, "functions");
/** @param {string} file @param {string} source */
const mount = (file, source) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
};
for (const file of readdirSync(functions, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".ts") || file.endsWith(".test.ts") || file.startsWith("_shared")) continue;
  const handlers = [
    ...readFileSync(join(functions, file), "utf8").matchAll(
      /^export (?:const|(?:async )?function) (onRequest\w*)/gm,
    ),
  ].map((match) => match[1]);
  mount(
    join(project, "functions", file),
    `export { ${handlers.join(", ")} } from ${JSON.stringify(join(functions, file))};\n`,
  );
}
mount(
  join(project, "functions", `${ORDER_STORE_ENDPOINT.slice(1)}.ts`),
  `export { onRequestPost } from ${JSON.stringify(join(root, "e2e", "order-store-endpoint.ts"))};\n`,
);
mount(
  join(project, "functions", `${RESEND_STANDIN.slice(1)}/emails.ts`),
  `export { onRequestPost } from ${JSON.stringify(join(root, "e2e", "resend-standin.ts"))};\n`,
);
copyFileSync(join(root, "wrangler.toml"), join(project, "wrangler.toml"));
const served = spawnSync(
  wrangler,
  [
    ...["pages", "dev", join(root, process.env.DIST_DIR ?? outputDir), "--ip", "127.0.0.1"],
    ...["--cwd", project],
    // The sales webhooks' test secrets, as `wrangler pages dev` binds a variable.
    ...Object.entries(SALES_TEST_VARS).flatMap(([name, value]) => [
      "--binding",
      `${name}=${value}`,
    ]),
    ...["--port", String(ORDERS_PORT), "--persist-to", ORDERS_STATE_DIR, "--log-level", "error"],
  ],
  { cwd: root, env, stdio: "inherit" },
);
process.exit(served.status ?? 1);
