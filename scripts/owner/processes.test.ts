// @vitest-environment node
import { describe, expect, it } from "vitest";
import { Refusal } from "./cli.mjs";
import { launchBuild, ownWords, type Run, type RunResult } from "./processes.mjs";

// What `npm run build:launch` prints, cut short: npm's header, Astro's timestamped lines, and the
// site's own words (src/config/launch-gate.ts, src/content/terms-versions.ts).
const ASTRO = `
> raqs-music@1.0.0 build:launch
> astro build --mode launch

20:44:48 [content] Syncing content
20:44:48 [build] output: "static"

 generating static routes 
20:44:54   ├─ /404.html (+137ms) 
20:44:55 ✓ Completed in 2.25s.
20:44:55 [build] Complete!
`;
const NOTES = `ℹ Conferência para publicar: o site foi liberado, com estas observações:
  • "Mais Popular" fica fora do Pacote Profissional: falta no que ele se baseia (CDC art. 37).
  • você vende com CPF: o art. 15 do Marco Civil da Internet vale para quem é pessoa jurídica.`;
const TERMS =
  "ℹ Nova versão dos Termos de Uso (02/10/2026) registrada em src/content/terms-versions/2026-10-02.json.";
const LIST = `✖ Conferência para publicar: faltam resolver 2 itens, então nenhum site foi gerado.
  1. o nome da marca é o do exemplo ("Raqs Music")
     → preencha VITE_SITE_NAME com a sua marca
  2. o preço de "Música Única" não foi definido
     → preencha VITE_PRICE_SINGLE com o preço em reais
  Para corrigir sem editar arquivos, rode npm run setup no seu computador.
  A pasta dist/ do build anterior foi apagada: nada antigo pode ser servido ou publicado no lugar deste.`;

function build(answer: RunResult, options?: { publish?: boolean }) {
  const calls: unknown[][] = [];
  const run: Run = (...call) => {
    calls.push(call);
    return answer;
  };
  const lines: string[] = [];
  let refusal: Refusal | undefined;
  try {
    launchBuild(run, (line) => lines.push(line), options);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    refusal = error;
  }
  return { calls, output: lines.join("\n"), refusal };
}

describe("ownWords", () => {
  it("keeps each block of the site's own words whole, and none of npm's or Astro's lines", () => {
    const output = `${ASTRO.slice(0, 120)}\n${NOTES}\n\n${TERMS}\n${ASTRO.slice(120)}`;
    expect(ownWords(output)).toEqual([NOTES, TERMS]);
    expect(ownWords(`${ASTRO}\n${LIST}\n`)).toEqual([LIST]);
    expect(ownWords(ASTRO)).toEqual([]);
  });
});

describe("launchBuild", () => {
  it("says one line in Portuguese, keeps the build's own lines, and shows the launch gate's notes", () => {
    const { calls, output, refusal } = build({
      status: 0,
      stdout: `${ASTRO}\n${NOTES}\n`,
      stderr: "",
    });
    expect(refusal).toBeUndefined();
    expect(calls).toEqual([["npm", ["run", "build:launch"], { capture: true }]]);
    expect(output).toBe(
      [
        "Fazendo o build de lançamento (npm run build:launch), com os valores do seu .env: leva até um minuto…",
        NOTES,
        "✓ Build de lançamento pronto, em dist/.",
      ].join("\n"),
    );
  });

  it("asks only npm run deploy's build, the one that publishes, to record a new version of the Terms", () => {
    const answer = { status: 0, stdout: "", stderr: "" };
    expect(build(answer, { publish: true }).calls).toEqual([
      ["npm", ["run", "build:launch"], { capture: true, env: { SITE_PUBLISH: "1" } }],
    ]);
    expect(build(answer).calls).toEqual([["npm", ["run", "build:launch"], { capture: true }]]);
  });

  it("shows the launch gate's whole list when it refuses, and refuses in turn", () => {
    const { output, refusal } = build({ status: 1, stdout: ASTRO, stderr: `\n${LIST}\n\n` });
    expect(output).toContain(LIST);
    expect(output).not.toMatch(/\[build\]|Syncing|raqs-music@/);
    expect(refusal?.message).toBe(
      "o build de lançamento foi recusado (a mensagem acima diz por quê), e nenhum site antigo ficou em dist/",
    );
  });

  it("shows all the build printed when it fails without a word of the site's", () => {
    const crash =
      "20:44:50 [ERROR] [vite] x Build failed in 1.2s\nsrc/pages/index.astro: Unexpected token";
    const { output, refusal } = build({ status: 1, stdout: ASTRO, stderr: crash });
    expect(output).toContain("O build parou sem uma mensagem do site.");
    expect(output).toContain("20:44:48 [content] Syncing content");
    expect(output).toContain("src/pages/index.astro: Unexpected token");
    expect(refusal).toBeDefined();
  });
});
