// Serves the production build on http://localhost:4173 (or $PORT), as a static host would:
// clean URLs with no redirect at the canonical address, real 404s with the 404 page, and the
// site's security, cache and content-type headers.
//
// It builds first, every time, so that what it serves is what the sources and the configuration
// say now (the build takes 2 to 7 s here). SKIP_BUILD=1 serves dist/ as it is: the test command
// sets it when it has just built.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { serveConfig } from "../deploy/http-headers.mjs";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");
const port = process.env.PORT ?? "4173";

if (process.env.SKIP_BUILD !== "1" || !existsSync(join(dist, "index.html"))) {
  console.log("Building the site (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const extensions = [
  ...new Set(
    readdirSync(dist, { recursive: true, encoding: "utf8" })
      .map((file) => extname(file).slice(1))
      .filter(Boolean),
  ),
];
const configDir = join(root, "node_modules", ".cache", "raqs-serve");
mkdirSync(configDir, { recursive: true });
const configPath = join(configDir, "serve.json");
writeFileSync(configPath, JSON.stringify(serveConfig(extensions), null, 2));

const server = spawn(
  join(root, "node_modules", ".bin", "serve"),
  [
    dist,
    "--config",
    configPath,
    "--listen",
    `tcp://localhost:${port}`,
    "--no-clipboard",
    "--no-port-switching",
  ],
  { stdio: "inherit" },
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
