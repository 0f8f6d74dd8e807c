import { loadEnv } from "vite";
import { describe, expect, it } from "vitest";
import { astroBuild as build } from "../src/test/astro-build";
import { LAUNCH_VARIABLES } from "../src/test/launch-variables";
import { readTestimonials } from "../src/content/collections";
import { tracks } from "../src/test/tracks";

describe("npm run build", () => {
  it(
    "stops on a checkout URL that is not https, naming the variable and the value",
    { timeout: 60_000 },
    () => {
      const result = build({ VITE_CHECKOUT_URL_SINGLE: "http://pay.example.com/x" });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'VITE_CHECKOUT_URL_SINGLE="http://pay.example.com/x" não serve',
      );
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
    const result = build(blank, ["--mode", "launch"]);
    expect(result.status).toBe(1);
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
