// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const command = new URL("./licence.mjs", import.meta.url).pathname;
const run = (...argv: string[]) =>
  spawnSync(process.execPath, [command, ...argv], { encoding: "utf8" });

describe("npm run licence", () => {
  it("answers --help, and ends a bad input with exit code 2 and its fix", () => {
    expect(run("--help").stdout).toContain("npm run licence -- issue --key <arquivo>");
    const refused = run("revoke", "123");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('✖ "123" não é um número de licença');
    expect(refused.stderr).toContain("→ copie o número como está no certificado");
    expect(run("assinar").status).toBe(2);
    expect(run("issue", "--chave", "x").stderr).toContain("o comando não conhece a opção --chave");
  });
});
