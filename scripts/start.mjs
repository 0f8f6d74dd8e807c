// Serves the production build on http://localhost:4173 (or $PORT), as a static host would:
// real 404s with the 404 page, and the site's security and cache headers.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serveConfig } from "../deploy/http-headers.mjs";

const root = new URL("..", import.meta.url).pathname;
const port = process.env.PORT ?? "4173";

if (!existsSync(join(root, "dist", "index.html"))) {
  console.log("dist/ is missing: building the site first (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const configDir = join(root, "node_modules", ".cache", "raqs-serve");
mkdirSync(configDir, { recursive: true });
const configPath = join(configDir, "serve.json");
writeFileSync(configPath, JSON.stringify(serveConfig(), null, 2));

const server = spawn(
  join(root, "node_modules", ".bin", "serve"),
  [
    join(root, "dist"),
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
