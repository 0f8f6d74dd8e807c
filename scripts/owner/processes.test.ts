// @vitest-environment node
import { describe, expect, it } from "vitest";
import { Refusal } from "./cli.mjs";
import {
  launchBuild,
  ownWords,
  runWrangler,
  toolMessage,
  WRANGLER,
  wranglerFailure,
  type Run,
  type RunResult,
} from "./processes.mjs";

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

// What wrangler prints, as it prints it (wrangler 4's own messages, cut to their first lines).
const WRANGLER_SAYS = {
  offline: "✘ [ERROR] fetch failed",
  expiredOffline:
    "✘ [ERROR] Not logged in. Your auth token has expired and could not be refreshed because the Cloudflare auth server could not be reached.",
  login:
    "✘ [ERROR] Not logged in. Please run `wrangler login` to authenticate.\nRun `wrangler whoami` to check your current authentication status.",
  authentication:
    "✘ [ERROR] A request to the Cloudflare API failed.\n  Authentication error [code: 10000]",
  accounts:
    "✘ [ERROR] More than one account available but unable to select one in non-interactive mode.",
  r2Off: "✘ [ERROR] Please enable R2 through the Cloudflare Dashboard. [code: 10042]",
  d1: '✘ [ERROR] near "TABEL": syntax error at offset 7: SQLITE_ERROR [code: 7500]',
};

describe("wranglerFailure", () => {
  const again = "npm run pedido -- lista";

  it("says each failure it knows in her words, with the fix that applies and her command again", () => {
    expect(wranglerFailure(WRANGLER_SAYS.offline, again)).toEqual({
      problem: "o computador não conseguiu falar com a Cloudflare",
      fix: "confira a sua conexão com a internet e rode npm run pedido -- lista de novo",
    });
    // An expired login that cannot be refreshed offline is the internet's, not the login's.
    expect(wranglerFailure(WRANGLER_SAYS.expiredOffline, again)?.fix).toContain("internet");
    for (const said of [WRANGLER_SAYS.login, WRANGLER_SAYS.authentication]) {
      const failure = wranglerFailure(said, again);
      expect(failure?.problem).toContain("você ainda não entrou na sua conta da Cloudflare");
      expect(failure?.fix).toMatch(
        /^rode uma vez: npx wrangler login\. .* rode npm run pedido -- lista de novo$/,
      );
    }
    expect(wranglerFailure(WRANGLER_SAYS.accounts, again)?.fix).toBe(
      "veja os ids das contas com npx wrangler whoami e escolha uma: CLOUDFLARE_ACCOUNT_ID=<id> npm run pedido -- lista",
    );
    expect(wranglerFailure(WRANGLER_SAYS.r2Off, again)?.problem).toContain("o R2");
    expect(wranglerFailure(WRANGLER_SAYS.d1, again)).toEqual({
      problem: "o banco de pedidos (Cloudflare D1) recusou o comando",
      fix: "rode npm run pedido -- lista de novo (o que já foi feito não é feito duas vezes); se a mesma mensagem voltar, mande a mensagem da ferramenta, acima, a quem mantém o site",
    });
  });

  it("leaves a failure it does not know to the step, which says its own", () => {
    expect(wranglerFailure("✘ [ERROR] Something new happened", again)).toBeNull();
  });
});

describe("toolMessage", () => {
  it("heads the tool's own last lines as the tool's, in English, without its colours", () => {
    const lines = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`);
    const said = toolMessage(`\u001b[31m${lines.join("\n\n")}\u001b[39m\n`);
    expect(said.split("\n")).toEqual([
      "A mensagem da própria ferramenta da Cloudflare (o wrangler), em inglês, para quem for ajudar você:",
      ...lines.slice(-12).map((line) => `  │ ${line}`),
    ]);
    expect(toolMessage(" \n")).toBe("");
  });
});

describe("runWrangler", () => {
  const failed = { problem: "a Cloudflare não criou o banco de pedidos", fix: "rode de novo" };

  function wrangler(answer: RunResult, input?: string) {
    const calls: unknown[][] = [];
    const lines: string[] = [];
    const run: Run = (...call) => {
      calls.push(call);
      return answer;
    };
    let refusal: Refusal | undefined;
    let result: RunResult | undefined;
    try {
      result = runWrangler(run, ["d1", "create", "x"], {
        log: (line) => lines.push(line),
        again: "npm run deploy",
        failed,
        ...(input === undefined ? {} : { input }),
      });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refusal = error;
    }
    return { calls, output: lines.join("\n"), refusal, result };
  }

  it("reads what wrangler printed and shows none of it when it worked", () => {
    const worked = wrangler({ status: 0, stdout: "✅ Successfully created DB 'x'", stderr: "" });
    expect(worked.calls).toEqual([[WRANGLER, ["d1", "create", "x"], { capture: true }]]);
    expect(worked.output).toBe("");
    expect(worked.result?.stdout).toContain("Successfully");
    const secret = wrangler({ status: 0, stdout: "", stderr: "" }, "s3gr3do");
    expect(secret.calls[0]?.[2]).toEqual({ capture: true, input: "s3gr3do" });
  });

  it("shows the tool's lines under their heading when it failed, then refuses, the known failure's or the step's", () => {
    const known = wrangler({ status: 1, stdout: "", stderr: WRANGLER_SAYS.login });
    expect(known.output).toContain(
      "em inglês, para quem for ajudar você:\n  │ ✘ [ERROR] Not logged in.",
    );
    expect(known.refusal?.fix).toMatch(/^rode uma vez: npx wrangler login/);
    const unknown = wrangler({ status: 1, stdout: "", stderr: "✘ [ERROR] Something new" });
    expect(unknown.refusal?.message).toBe(failed.problem);
    expect(unknown.refusal?.fix).toBe(failed.fix);
  });
});
