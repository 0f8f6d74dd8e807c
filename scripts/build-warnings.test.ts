// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildWarnings, runBuild } from "./build-warnings.mjs";

// What `astro build` prints on a clean run of this project (timestamps and colours as it prints them).
const CLEAN = [
  "\u001b[2m08:22:34\u001b[22m \u001b[34m[content]\u001b[39m Syncing content",
  '08:22:35 [build] output: "static"',
  "08:22:36 [vite] \u001b[32m✓ built in 1.57s\u001b[39m",
  " generating static routes ",
  "08:22:38   ├─ /404.html (+513ms) ",
  "08:22:39 [build] 5 page(s) built in 7.31s",
  "08:22:39 [build] Complete!",
].join("\n");

describe("buildWarnings", () => {
  it("finds nothing in a clean build's output", () => {
    expect(buildWarnings(CLEAN)).toEqual([]);
  });

  it("finds Vite's and Astro's warnings, coloured or not", () => {
    const vite = "(!) Some chunks are larger than 500 kB after minification.";
    const astro = "\u001b[33m08:22:35 [WARN] [router] A route collides with another\u001b[39m";
    expect(buildWarnings(`${CLEAN}\n${vite}\n${astro}`)).toEqual([
      vite,
      "08:22:35 [WARN] [router] A route collides with another",
    ]);
  });
});

describe("runBuild", () => {
  // A stand-in project whose "build" prints a line on each stream and exits as told.
  const project = mkdtempSync(join(tmpdir(), "build-warnings-"));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const build = (script: string) => {
    writeFileSync(join(project, "package.json"), JSON.stringify({ scripts: { build: script } }));
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    return runBuild("build", { cwd: project });
  };

  it("returns the warnings of either stream, and the build's exit status", () => {
    expect(build("echo built; echo '[WARN] on stderr' >&2")).toEqual({
      status: 0,
      warnings: ["[WARN] on stderr"],
    });
    expect(build("echo '(!) on stdout'; exit 3")).toEqual({
      status: 3,
      warnings: ["(!) on stdout"],
    });
  });

  it("as a command, exits with the build's status, or 1 naming the warnings of a build that passed", () => {
    const command = (script: string) => {
      writeFileSync(join(project, "package.json"), JSON.stringify({ scripts: { build: script } }));
      const cli = new URL("build-warnings.mjs", import.meta.url).pathname;
      return spawnSync(process.execPath, [cli, "build"], { cwd: project, encoding: "utf8" });
    };
    expect(command("echo built").status).toBe(0);
    const warned = command("echo '[WARN] a route collides'");
    expect(warned.status).toBe(1);
    expect(warned.stderr).toContain("npm run build printed warnings:\n  [WARN] a route collides");
    expect(command("echo '(!) and failed'; exit 3").status).toBe(3);
  });

  it("shows what the build printed", () => {
    build("echo built; echo failed >&2");
    expect(process.stdout.write).toHaveBeenCalledWith("built\n");
    expect(process.stderr.write).toHaveBeenCalledWith("failed\n");
  });
});
