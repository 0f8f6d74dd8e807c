// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { Refusal } from "./cli.mjs";
import { DEFAULT_PORT } from "./local-address.mjs";
import { previewPort, runPreview } from "./preview.mjs";
import { ROOT, type RunResult } from "./processes.mjs";

async function preview(build: RunResult, serve = vi.fn(async () => ({})), env = {}) {
  const calls: string[] = [];
  const lines: string[] = [];
  let refusal: Refusal | undefined;
  try {
    await runPreview([], {
      run: (command, args) => {
        calls.push([command, ...args].join(" "));
        return build;
      },
      serve: serve as never,
      env,
      log: (line) => lines.push(line),
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    refusal = error;
  }
  return { calls, serve, output: lines.join("\n"), refusal };
}

describe("npm run preview", () => {
  it("makes the launch build, serves dist/ on localhost and says where to look and how to stop", async () => {
    const { calls, serve, output, refusal } = await preview({ status: 0, stdout: "", stderr: "" });
    expect(refusal).toBeUndefined();
    expect(calls).toEqual(["npm run build:launch"]);
    expect(serve).toHaveBeenCalledWith(join(ROOT, "dist"), DEFAULT_PORT);
    expect(output).toContain(`O seu site, como vai ficar no ar: http://localhost:${DEFAULT_PORT}`);
    expect(output).toContain("Para parar: aperte Ctrl+C");
    expect(output).toContain("Nada foi publicado");
  });

  it("serves nothing when the launch build is refused", async () => {
    const { serve, refusal } = await preview({ status: 1, stdout: "", stderr: "" });
    expect(serve).not.toHaveBeenCalled();
    expect(refusal?.message).toContain("o build de lançamento foi recusado");
  });

  it("says what to do when the port is taken", async () => {
    const taken = vi.fn(async () => {
      throw Object.assign(new Error("listen EADDRINUSE"), { code: "EADDRINUSE" });
    });
    const { refusal } = await preview({ status: 0, stdout: "", stderr: "" }, taken, {
      PORT: "8080",
    });
    expect(refusal?.message).toContain("a porta 8080 já está em uso");
    expect(refusal?.fix).toContain("PORT=8081 npm run preview");
  });
});

describe("previewPort", () => {
  it("takes PORT, or the default, and refuses what is not a port", () => {
    expect(previewPort(undefined)).toBe(DEFAULT_PORT);
    expect(previewPort("8080")).toBe(8080);
    for (const bad of ["80", "abc", "70000"]) expect(() => previewPort(bad)).toThrow(Refusal);
  });
});
