// @vitest-environment node
// `npm run dev` is Astro's dev server over the same pages and integrations as the build: every
// page answers with its own title, an unknown path answers 404 with the 404 page, and the files
// the pages' endpoints make (brand images, manifest, sitemap, robots) are served.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES, type RouteId } from "../src/config/routes";
import { notFoundContent } from "../src/content/pages";
import { metaForRoute } from "../src/lib/seo/document-head";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });

/** The environment without what Vitest sets for its tests. */
function personEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|NODE_ENV$|TEST$|MODE$|DEV$|PROD$|SSR$|BASE_URL$)/.test(name),
    ),
  );
}

/** Titles are written HTML-escaped. */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

describe("npm run dev", { timeout: 60_000 }, () => {
  let server: ChildProcess | undefined;
  let base = "";

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      ["node_modules/astro/bin/astro.mjs", "dev", "--host", "127.0.0.1", "--port", String(port)],
      // As a person starts it: not in Vitest's test environment (NODE_ENV=test, VITEST…).
      { stdio: "ignore", detached: true, env: personEnv() },
    );
    const deadline = Date.now() + 50_000;
    for (;;) {
      const answer = await fetch(`${base}/robots.txt`).catch(() => null);
      if (answer?.ok) return;
      if (Date.now() > deadline) throw new Error(`astro dev did not answer on ${base}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  afterAll(() => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  it("renders every page with its title, as the build does", async () => {
    for (const [route, path] of Object.entries(ROUTES) as [RouteId, string][]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(
        `<title>${escaped(metaForRoute(route).title)}</title>`,
      );
    }
  });

  it("answers an unknown path with 404 and the 404 page", async () => {
    const response = await fetch(`${base}/nao-existe/mesmo`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(notFoundContent.heading);
  });

  it("serves the endpoints: the brand files, the manifest, the sitemap and robots.txt", async () => {
    for (const file of [
      "og-image.jpg",
      "brand/logo-512.png",
      "site.webmanifest",
      "sitemap.xml",
      "robots.txt",
    ]) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status, file).toBe(200);
      expect((await response.arrayBuffer()).byteLength, file).toBeGreaterThan(50);
    }
  });
});
