// @vitest-environment node
import { resolve } from "node:path";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: ViteDevServer;

beforeAll(async () => {
  server = await createServer({
    configFile: resolve(import.meta.dirname, "../../vite.config.ts"),
    logLevel: "silent",
    // Any free port; no file watching or live reload for a test.
    server: { port: 0, strictPort: true, host: "127.0.0.1", hmr: false, watch: null },
  });
  await server.listen();
}, 60_000);

afterAll(() => server.close());

/** Opens a path the way a browser does, and returns the status and the parsed document. */
async function open(path: string) {
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error("the dev server has no local address");
  const response = await fetch(new URL(path, base), { headers: { accept: "text/html" } });
  const { document } = new JSDOM(await response.text()).window;
  const root = document.getElementById("root");
  if (!root) throw new Error(`${path} has no #root`);
  return { status: response.status, document, root: within(root) };
}

describe("npm run dev", () => {
  it("serves the landing page prerendered inside #root, with the production entry", async () => {
    const { status, document, root } = await open("/");
    expect(status).toBe(200);
    expect(root.getByRole("heading", { level: 1 }).textContent).toContain(
      "Músicas Árabes com seu Nome",
    );
    expect(root.getByRole("region", { name: /perguntas/i })).toBeTruthy();
    expect(document.querySelector('script[type="module"][src="/src/main.tsx"]')).not.toBeNull();
    expect(document.querySelectorAll("title")).toHaveLength(1);
  }, 60_000);

  it("serves /termos-de-uso prerendered, with its own title", async () => {
    const { status, document, root } = await open("/termos-de-uso");
    expect(status).toBe(200);
    expect(root.getByRole("heading", { level: 1 }).textContent).toMatch(/termos de uso/i);
    expect(document.title).toMatch(/^Termos de Uso/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/termos-de-uso$/,
    );
  }, 60_000);

  it("answers an unknown path with the 404 document and status 404", async () => {
    const { status, root } = await open("/pagina/que-nao-existe");
    expect(status).toBe(404);
    expect(root.getByText("Oops! Page not found")).toBeTruthy();
  }, 60_000);
});
