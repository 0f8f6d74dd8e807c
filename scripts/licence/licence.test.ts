// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const command = new URL("./licence.mjs", import.meta.url).pathname;
const run = (...argv: string[]) =>
  spawnSync(process.execPath, [command, ...argv], { encoding: "utf8" });
/** With a site address the configuration refuses (the environment outranks .env). */
const runWithBrokenEnv = (...argv: string[]) =>
  spawnSync(process.execPath, [command, ...argv], {
    encoding: "utf8",
    env: { ...process.env, VITE_SITE_URL: "http://sem-https.com.br" },
  });

// Each test starts the command a few times, a second or more each on a busy 2-core machine.
describe("npm run licence", { timeout: 30_000 }, () => {
  it("answers --help, and ends a bad input with exit code 2 and its fix", () => {
    const help = run("--help").stdout;
    expect(help).toContain("npm run licence -- issue --key <arquivo>");
    expect(help).toContain("[--purchase AAAA-MM-DD] [--created AAAA-MM-DD]");
    const refused = run("revoke", "123");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('✖ "123" não é um número de licença');
    expect(refused.stderr).toContain("→ copie o número como está no certificado");
    expect(run("assinar").status).toBe(2);
    expect(run("issue", "--chave", "x").stderr).toContain("o comando não conhece a opção --chave");
  });

  it("makes a key with an error in .env, which only the commands that read it refuse", () => {
    const out = join(mkdtempSync(join(tmpdir(), "licence-cli-")), "chave.pem");
    const keygen = runWithBrokenEnv("keygen", "--out", out);
    expect(keygen.status).toBe(0);
    expect(keygen.stdout).toMatch(/^ *VITE_LICENCE_PUBLIC_KEY=\S{43}$/m);
    expect(keygen.stdout).toContain('VITE_SITE_URL="http://sem-https.com.br"');
    const verify = runWithBrokenEnv("verify", "https://exemplo.com.br/licenca#v1.a.b");
    expect(verify.status).toBe(2);
    expect(verify.stderr).toContain("✖ o .env do site tem um erro: VITE_SITE_URL=");
    expect(verify.stderr).toContain("→ corrija esse valor no .env");
  });
});
