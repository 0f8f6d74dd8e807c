// @vitest-environment node
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleStandaloneScripts, type StandaloneScripts } from "./standalone-scripts";

let scripts: StandaloneScripts;
beforeAll(async () => {
  ({ scripts } = await bundleStandaloneScripts({
    __BUILD_YEAR__: "2026",
    // /pedido speaks in her voice (config/voice-global.ts), and knows nothing else of hers.
    __SELLER_VOICE__: JSON.stringify("singular"),
  }));
});

/** What a browser would fetch from a script: its static and dynamic imports. */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+)["'`]/g)].map(
    ([, path]) => path ?? "",
  );

describe("the scripts bundled on their own", () => {
  it("writes each script of the page as one piece, in a scope of its own, with its hash", () => {
    for (const { code, hash } of Object.values(scripts.inline)) {
      expect(code).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
      expect(importsOf(code)).toEqual([]);
      expect(code).not.toMatch(/import\.meta|\b__[A-Z_]+__\b/);
      expect(hash).toBe(`sha256-${createHash("sha256").update(code).digest("base64")}`);
    }
  });

  it("serves the files from /assets/ with content-hashed names, importing only each other", () => {
    expect(scripts.files.licence).toMatch(/^\/assets\/licence\.[A-Z0-9]{8}\.js$/);
    const names = Object.keys(scripts.assets);
    expect(names).toContain(scripts.files.licence.slice("/assets/".length));
    for (const [name, code] of Object.entries(scripts.assets)) {
      expect(name).toMatch(/^[\w-]+\.[A-Z0-9]{8}\.js$/);
      expect(code).not.toMatch(/import\.meta|\b__[A-Z_]+__\b/);
      for (const path of importsOf(code)) expect(names).toContain(path.replace(/^\.\//, ""));
    }
    // The encoder and the fallback verifier stay chunks of their own, fetched when needed.
    const entry = scripts.assets[scripts.files.licence.slice("/assets/".length)] ?? "";
    expect(importsOf(entry).map((path) => path.replace(/\.[A-Z0-9]{8}\.js$/, ""))).toEqual(
      expect.arrayContaining(["./qr-code", "./ed25519"]),
    );
  });

  it("takes her voice for /pedido, and nothing else of her configuration", () => {
    const code = Object.values(scripts.assets).join("\n");
    expect(code).toContain('"singular"');
    expect(code).toContain("fale comigo");
  });
});
