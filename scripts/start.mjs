// Serves the production build on http://localhost:4173 (or $PORT), as a static host would:
// clean URLs with no redirect at the canonical address, real 404s with the 404 page, byte
// ranges, and the site's security, cache and content-type headers (deploy/local-server.mjs).
//
// It builds first, every time, so that what it serves is what the sources and the configuration
// say now (the build takes 2 to 7 s here). SKIP_BUILD=1 serves dist/ as it is: the test command
// sets it when it has just built.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveDist } from "../deploy/local-server.mjs";

const root = new URL("..", import.meta.url).pathname;
// The browser tests also serve a second build, with measurement on, from another folder.
const outDir = process.env.DIST_DIR ?? "dist";
const dist = join(root, outDir);
const port = process.env.PORT ?? "4173";

if (process.env.SKIP_BUILD !== "1" || !existsSync(join(dist, "index.html"))) {
  console.log("Gerando o site (npm run build)…");
  const build = spawnSync("npm", ["run", "build", "--", "--outDir", outDir], {
    cwd: root,
    stdio: "inherit",
    // Astro's telemetry notice is English she cannot act on, and the project sends no usage data.
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await serveDist(dist, Number(port));
console.log(
  `✓ O site de ${outDir}/ está em http://localhost:${port} (só neste computador). Para parar: Ctrl+C.`,
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => process.exit(0));
}
