import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs `vite build` with extra environment; a bad value must stop it before any work. */
function build(env: Record<string, string>) {
  return spawnSync("npx", ["vite", "build", "--outDir", "node_modules/.cache/never-written"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

describe("npm run build", () => {
  it("stops on a checkout URL that is not https, naming the variable and the value", () => {
    const result = build({ VITE_CHECKOUT_URL_SINGLE: "http://pay.example.com/x" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid VITE_CHECKOUT_URL_SINGLE="http://pay.example.com/x"');
  });

  it("stops on a malformed contact e-mail", () => {
    const result = build({ VITE_CONTACT_EMAIL: "contato@" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid VITE_CONTACT_EMAIL="contato@"');
  });
});
