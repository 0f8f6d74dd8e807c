// @vitest-environment node
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AUTOMATED_CHROMIUM } from "./chromium.mjs";

// A stand-in browser that prints the arguments it was started with, one per line.
const folder = mkdtempSync(join(tmpdir(), "chromium-launch-"));
const browser = join(folder, "browser");
writeFileSync(browser, "#!/bin/sh\nprintf '%s\\n' \"$@\"\n");
chmodSync(browser, 0o755);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function launch(args: string[], env: NodeJS.ProcessEnv = { CHROMIUM_PATH: browser }) {
  const result = spawnSync(AUTOMATED_CHROMIUM.executablePath, args, { env, encoding: "utf8" });
  return {
    status: result.status,
    args: result.stdout.split("\n").slice(0, -1),
    error: result.stderr,
  };
}

describe("scripts/chromium-launch.sh", () => {
  it("gives the browser one list of each kind of feature switch, the caller's first", () => {
    const playwright = [
      "--headless",
      "--disable-features=PaintHolding,MediaRouter",
      "--enable-features=A",
    ];
    // Ours: one list, the address bar's pop-ups (scripts/chromium.mjs).
    const ours = AUTOMATED_CHROMIUM.args
      .filter((arg) => arg.startsWith("--disable-features="))
      .map((arg) => arg.slice("--disable-features=".length));
    expect(ours).toEqual([expect.stringMatching(/^WebUIOmnibox/)]);
    const started = launch([...playwright, ...AUTOMATED_CHROMIUM.args, "--enable-features=B"]);
    expect(started.status).toBe(0);
    const disabled = started.args.filter((arg) => arg.startsWith("--disable-features="));
    expect(disabled).toEqual([
      `--disable-features=${["PaintHolding,MediaRouter", ...ours].join(",")}`,
    ]);
    expect(started.args.filter((arg) => arg.startsWith("--enable-features="))).toEqual([
      "--enable-features=A,B",
    ]);
    // Every other argument reaches the browser as it was given, in its order.
    expect(started.args.filter((arg) => !arg.includes("-features="))).toEqual([
      "--headless",
      ...AUTOMATED_CHROMIUM.args.filter((arg) => !arg.includes("-features=")),
    ]);
  });

  it("passes arguments with spaces whole, and adds no switch for an empty or missing list", () => {
    const started = launch([
      "--user-agent=Mozilla/5.0 (X11; Linux)",
      "--disable-features=",
      "about:blank",
    ]);
    expect(started).toMatchObject({
      status: 0,
      args: ["--user-agent=Mozilla/5.0 (X11; Linux)", "about:blank"],
    });
  });

  it("refuses to start without the browser's path, and says which variable is missing", () => {
    const started = launch(["--headless"], {});
    expect(started.status).not.toBe(0);
    expect(started.error).toMatch(/CHROMIUM_PATH/);
  });
});
