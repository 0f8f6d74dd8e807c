import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadEnv } from "vite";
import { describe, expect, it } from "vitest";
import { astroBuild as build } from "../src/test/astro-build";
import { LAUNCH_VARIABLES } from "../src/test/launch-variables";
import { readTestimonials } from "../src/content/collections";
import { tracks } from "../src/test/tracks";
import { removeOutDir } from "./site-globals";

/** An earlier build's output, which a refused build must not leave to be served or published. */
function earlierBuild(outDir: string) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "index.html"), "<p>o site antigo</p>");
}

describe("npm run build", () => {
  it(
    "stops on a checkout URL that is not https, naming the variable and the value",
    { timeout: 60_000 },
    () => {
      const outDir = "node_modules/.cache/build-check-refused";
      earlierBuild(outDir);
      const result = build({ VITE_CHECKOUT_URL_SINGLE: "http://pay.example.com/x" }, [], outDir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'VITE_CHECKOUT_URL_SINGLE="http://pay.example.com/x" não serve',
      );
      // …and removes the earlier build, so that `SKIP_BUILD=1 npm start` cannot serve it.
      expect(existsSync(outDir)).toBe(false);
      expect(result.stderr).toContain(`A pasta ${outDir}/ do build anterior foi apagada`);
    },
  );

  it("stops on a malformed contact e-mail", { timeout: 60_000 }, () => {
    const result = build({ VITE_CONTACT_EMAIL: "contato@" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('VITE_CONTACT_EMAIL="contato@" não serve');
  });
});

describe("npm run build:launch", () => {
  it("refuses the demo configuration, listing every value to change", { timeout: 60_000 }, () => {
    // The demo is no variable set: every one the owner's .env (or environment) sets is blanked,
    // as are the launch's own. One left set can stand in for another (a DPO name implies a mode).
    const configured = Object.keys(loadEnv("launch", process.cwd(), "VITE_"));
    const blank = Object.fromEntries(
      [...configured, ...LAUNCH_VARIABLES, "VITE_COMPANY_CPF"].map((name) => [name, ""]),
    );
    const outDir = "node_modules/.cache/build-check-launch";
    earlierBuild(outDir);
    const result = build(blank, ["--mode", "launch"], outDir);
    expect(result.status).toBe(1);
    expect(existsSync(outDir), "the earlier build is removed").toBe(false);
    for (const where of [
      ...LAUNCH_VARIABLES,
      // Files, not variables: named while the content still holds the demo's.
      ...(readTestimonials().some((item) => item.example) ? ["src/content/testimonials.json"] : []),
      ...(tracks.some((track) => track.demo) ? ["npm run samples"] : []),
    ]) {
      expect(result.stderr, `the launch check names ${where}`).toContain(where);
    }
  });
});

describe("removeOutDir", () => {
  const root = "/work/projeto";
  const url = (path: string) => pathToFileURL(path);

  it("never removes the project itself or a folder outside it", () => {
    expect(removeOutDir(url(root), root)).toBeNull();
    expect(removeOutDir(url("/work/outro/dist"), root)).toBeNull();
    expect(removeOutDir(url("/work/projeto-irmao/dist"), root)).toBeNull();
  });

  it("removes a folder inside the project and names it from there", () => {
    const scratch = "node_modules/.cache/remove-out-dir";
    earlierBuild(scratch);
    expect(removeOutDir(url(join(process.cwd(), scratch)))).toBe(scratch);
    expect(existsSync(scratch)).toBe(false);
  });
});
