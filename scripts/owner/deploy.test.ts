// @vitest-environment node
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPagesConfig, WRANGLER_TOML_PATH } from "../../deploy/cloudflare-config.mjs";
import { Refusal } from "./cli.mjs";
import { PRODUCTION_BRANCH, projectNameFor, runDeploy } from "./deploy.mjs";
import type { Run, RunResult } from "./processes.mjs";
import { WRANGLER } from "./processes.mjs";

const ok = (stdout = ""): RunResult => ({ status: 0, stdout, stderr: "" });
const LOGGED_IN = ok(
  JSON.stringify({ loggedIn: true, email: "ana@dancaemelodia.com.br", accounts: [{ id: "a1" }] }),
);
const projects = (...names: string[]) =>
  ok(
    JSON.stringify(
      names.map((name) => ({ "Project Name": name, "Project Domains": `${name}.pages.dev` })),
    ),
  );

/** A fake wrangler and npm: each call recorded, each answered by `answers` in turn. */
function fakeRun(answers: Record<string, RunResult[]>) {
  const calls: string[] = [];
  const run: Run = (command, args) => {
    const call = [command === WRANGLER ? "wrangler" : command, ...args].join(" ");
    calls.push(call);
    const key = Object.keys(answers).find((prefix) => call.startsWith(prefix));
    const answer = key ? answers[key]?.shift() : undefined;
    if (!answer) throw new Error(`unexpected call: ${call}`);
    return answer;
  };
  return { run, calls };
}

async function deploy(
  answers: Record<string, RunResult[]>,
  argv: string[] = [],
  env: NodeJS.ProcessEnv = {},
  orderPage = false,
  sales: {
    platform: "hotmart" | "kiwify" | null;
    answers: Record<string, string>;
    products?: string;
  } = {
    platform: null,
    answers: {},
  },
) {
  const asked: string[] = [];
  const fake = fakeRun(answers);
  const lines: string[] = [];
  // A copy of the committed wrangler.toml, which the command may rewrite; read as the upload sees it.
  const tomlFile = join(mkdtempSync(join(tmpdir(), "deploy-")), "wrangler.toml");
  copyFileSync(WRANGLER_TOML_PATH, tomlFile);
  let uploadedToml = "";
  const inputs: string[] = [];
  let buildEnv: Readonly<Record<string, string>> | undefined;
  const run: Run = (command, args, options) => {
    if (options?.input !== undefined) inputs.push(options.input);
    if (command === "npm") buildEnv = options?.env;
    if (args[0] === "pages" && args[1] === "deploy") uploadedToml = readFileSync(tomlFile, "utf8");
    return fake.run(command, args, options);
  };
  const { calls } = fake;
  let refusal: Refusal | undefined;
  try {
    await runDeploy(argv, {
      run,
      env,
      siteUrl: async () => "https://www.dancaemelodia.com.br",
      orderPage: async () => orderPage,
      salesPlatform: async () => sales.platform,
      salesProducts: async () => sales.products ?? "",
      askSecret: async (question) => {
        asked.push(question);
        const name = Object.keys(sales.answers).find((secret) => question.includes(secret));
        return name ? (sales.answers[name] ?? "") : "";
      },
      tomlFile,
      log: (line) => lines.push(line),
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    refusal = error;
  }
  return {
    calls,
    asked,
    buildEnv,
    inputs,
    output: lines.join("\n"),
    refusal,
    toml: readFileSync(tomlFile, "utf8"),
    uploadedToml,
  };
}

/** Her order store's database, as `wrangler d1 list --json` names it. */
const ORDER_DATABASE = {
  name: "dancaemelodia-com-br-pedidos",
  uuid: "4d1e2c7a-0000-4000-8000-0000000000aa",
};

/** wrangler's answers where her database and bucket are already there (each run takes its own). */
const existingStore = () => ({
  "wrangler d1 list": [ok(JSON.stringify([ORDER_DATABASE]))],
  "wrangler r2 bucket list": [ok("name:           dancaemelodia-com-br-arquivos\n")],
  "wrangler d1 migrations apply": [ok()],
});

const UPLOAD = [
  "wrangler pages deploy dist --project-name dancaemelodia-com-br",
  `--branch ${PRODUCTION_BRANCH} --commit-dirty=true`,
].join(" ");

describe("projectNameFor", () => {
  it("names the project after the whole domain, without www", () => {
    expect(projectNameFor("https://www.dancaemelodia.com.br")).toBe("dancaemelodia-com-br");
    expect(projectNameFor("https://Estudio-Layla.com")).toBe("estudio-layla-com");
    expect(projectNameFor(`https://${"a".repeat(70)}.com.br`)).toHaveLength(58);
  });
});

describe("npm run deploy", () => {
  afterEach(() => vi.restoreAllMocks());

  it("checks the login, builds, creates the project the first time, uploads dist/ and says the address", async () => {
    const { calls, buildEnv, output, refusal } = await deploy({
      "wrangler whoami": [LOGGED_IN],
      "npm run build:launch": [ok()],
      "wrangler pages project list": [projects("outro-site"), projects("dancaemelodia-com-br")],
      "wrangler pages project create": [ok("✨ Successfully created the 'dancaemelodia' project.")],
      "wrangler pages deploy": [
        ok("✨ Success! Uploaded 120 files (3.2 sec)\n✨ Deployment complete!"),
      ],
    });
    expect(refusal).toBeUndefined();
    // What wrangler printed is read, not shown: each step says its outcome in Portuguese.
    expect(output).not.toMatch(/Success|Uploaded|Deployment complete|ferramenta/);
    expect(calls).toEqual([
      "wrangler whoami --json",
      "npm run build:launch",
      "wrangler pages project list --json",
      `wrangler pages project create dancaemelodia-com-br --production-branch ${PRODUCTION_BRANCH}`,
      UPLOAD,
      "wrangler pages project list --json",
    ]);
    // The build that publishes: the one that records a new version of the Terms (issue 58).
    expect(buildEnv).toEqual({ SITE_PUBLISH: "1" });
    expect(output).toContain("conta: ana@dancaemelodia.com.br");
    expect(output).toContain('criando "dancaemelodia-com-br"');
    expect(output).toContain(
      "✓ Publicado. O seu site está no ar em:\n  https://dancaemelodia-com-br.pages.dev",
    );
    expect(output).toContain("docs/publicar.md");
  });

  it("publishes into the existing project, or the one --projeto names", async () => {
    const again = await deploy({
      "wrangler whoami": [LOGGED_IN],
      "npm run build:launch": [ok()],
      "wrangler pages project list": [
        projects("dancaemelodia-com-br"),
        projects("dancaemelodia-com-br"),
      ],
      "wrangler pages deploy": [ok()],
    });
    expect(again.calls).not.toContainEqual(expect.stringContaining("project create"));
    expect(again.calls).toContain(UPLOAD);
    expect(again.output).toContain("o projeto já existe");

    const named = await deploy(
      {
        "wrangler whoami": [LOGGED_IN],
        "npm run build:launch": [ok()],
        "wrangler pages project list": [projects("danca"), projects("danca")],
        "wrangler pages deploy": [ok()],
      },
      ["--projeto", "danca"],
    );
    expect(named.calls).toContain(
      `wrangler pages deploy dist --project-name danca --branch ${PRODUCTION_BRANCH} --commit-dirty=true`,
    );
  });

  it("refuses without a login, before building anything", async () => {
    const { calls, refusal } = await deploy({
      "wrangler whoami": [{ status: 1, stdout: '{"loggedIn":false}', stderr: "" }],
    });
    expect(calls).toEqual(["wrangler whoami --json"]);
    expect(refusal?.message).toBe(
      "você ainda não entrou na sua conta da Cloudflare neste computador, ou a entrada expirou",
    );
    expect(refusal?.fix).toMatch(/^rode uma vez: npx wrangler login\. .* npm run deploy de novo$/);
    // What she will see, said before she sees it: a page in English, and the button to press.
    expect(refusal?.fix).toContain("uma página da Cloudflare, em inglês");
    expect(refusal?.fix).toContain(
      "autorizar o Wrangler (a ferramenta da Cloudflare que publica o site), clique em Allow",
    );
  });

  it("refuses when Cloudflare cannot be reached, before building anything, with the tool's own line under its heading", async () => {
    const { calls, output, refusal } = await deploy({
      "wrangler whoami": [{ status: 1, stdout: "", stderr: "✘ fetch failed" }],
    });
    expect(calls).toEqual(["wrangler whoami --json"]);
    expect(refusal?.message).toBe("o computador não conseguiu falar com a Cloudflare");
    expect(refusal?.fix).toBe("confira a sua conexão com a internet e rode npm run deploy de novo");
    expect(output).toContain(
      "A mensagem da própria ferramenta da Cloudflare (o wrangler), em inglês, para quem for ajudar você:\n  │ ✘ fetch failed",
    );
  });

  it("refuses a login with several accounts unless CLOUDFLARE_ACCOUNT_ID chooses one", async () => {
    const several = ok(JSON.stringify({ loggedIn: true, accounts: [{ id: "a" }, { id: "b" }] }));
    const refused = await deploy({ "wrangler whoami": [several] });
    expect(refused.calls).toEqual(["wrangler whoami --json"]);
    expect(refused.refusal?.fix).toContain("CLOUDFLARE_ACCOUNT_ID=<id> npm run deploy");
    const chosen = await deploy(
      {
        "wrangler whoami": [several],
        "npm run build:launch": [{ status: 1, stdout: "", stderr: "" }],
      },
      [],
      { CLOUDFLARE_ACCOUNT_ID: "b" },
    );
    expect(chosen.calls).toEqual(["wrangler whoami --json", "npm run build:launch"]);
  });

  it("publishes nothing when the launch build is refused", async () => {
    const { calls, output, refusal } = await deploy({
      "wrangler whoami": [LOGGED_IN],
      "npm run build:launch": [{ status: 1, stdout: "", stderr: "" }],
    });
    expect(calls).toEqual(["wrangler whoami --json", "npm run build:launch"]);
    expect(refusal?.message).toContain("o build de lançamento foi recusado");
    expect(output).toContain("O build parou sem uma mensagem do site.");
    expect(refusal?.fix).toContain("npm run setup");
  });

  it("refuses when the project cannot be created or the upload fails", async () => {
    const create = await deploy({
      "wrangler whoami": [LOGGED_IN],
      "npm run build:launch": [ok()],
      "wrangler pages project list": [projects()],
      "wrangler pages project create": [{ status: 1, stdout: "", stderr: "" }],
    });
    expect(create.calls.at(-1)).toContain("pages project create");
    expect(create.refusal?.message).toBe(
      "a Cloudflare não criou o projeto (a mensagem da ferramenta, acima, diz por quê)",
    );
    const upload = await deploy({
      "wrangler whoami": [LOGGED_IN],
      "npm run build:launch": [ok()],
      "wrangler pages project list": [projects("dancaemelodia-com-br")],
      "wrangler pages deploy": [
        {
          status: 1,
          stdout: "Uploading... (3/120)\n",
          stderr: "✘ [ERROR] A request to the Cloudflare API failed. [code: 8000000]",
        },
      ],
    });
    expect(upload.calls.at(-1)).toBe(UPLOAD);
    expect(upload.refusal?.fix).toContain("o site que estava no ar continua lá");
    // The tool's own lines, only now that it failed, under a heading that says whose they are.
    expect(upload.output).toMatch(
      /em inglês, para quem for ajudar você:\n {2}│ Uploading\.\.\. \(3\/120\)\n {2}│ ✘ \[ERROR\] A request/,
    );
  });

  it("creates the order store the first time, names it in wrangler.toml and prepares its schema", async () => {
    const { calls, output, refusal, toml } = await deploy(
      {
        "wrangler whoami": [LOGGED_IN],
        "npm run build:launch": [ok()],
        "wrangler pages project list": [
          projects("dancaemelodia-com-br"),
          projects("dancaemelodia-com-br"),
        ],
        "wrangler d1 list": [ok("[]"), ok(JSON.stringify([ORDER_DATABASE]))],
        "wrangler d1 create": [ok()],
        "wrangler r2 bucket list": [
          ok("Listing buckets...\nname:           outro\ncreation_date:  x\n"),
        ],
        "wrangler r2 bucket create": [ok()],
        "wrangler d1 migrations apply": [ok()],
        "wrangler pages deploy": [ok()],
      },
      [],
      {},
      true,
    );
    expect(refusal).toBeUndefined();
    expect(calls).toEqual([
      "wrangler whoami --json",
      "npm run build:launch",
      "wrangler pages project list --json",
      "wrangler d1 list --json",
      "wrangler d1 create dancaemelodia-com-br-pedidos --location enam",
      "wrangler d1 list --json",
      "wrangler r2 bucket list",
      "wrangler r2 bucket create dancaemelodia-com-br-arquivos --location enam",
      "wrangler d1 migrations apply PEDIDOS --remote",
      UPLOAD,
      "wrangler pages project list --json",
    ]);
    expect(readPagesConfig(toml).orders).toMatchObject({
      databaseName: ORDER_DATABASE.name,
      databaseId: ORDER_DATABASE.uuid,
      bucketName: "dancaemelodia-com-br-arquivos",
    });
    expect(output).toContain("git add wrangler.toml");
    expect(output).toContain(
      "criados no leste da América do Norte (região enam da Cloudflare), fora do Brasil",
    );
    expect(output).toContain("npm run pedido");
  });

  it("sets the sales webhook's secrets it lacks, asked without echo, and says where to paste the address", async () => {
    const { calls, inputs, output, refusal } = await deploy(
      {
        "wrangler whoami": [LOGGED_IN],
        "npm run build:launch": [ok()],
        "wrangler pages project list": [
          projects("dancaemelodia-com-br"),
          projects("dancaemelodia-com-br"),
        ],
        ...existingStore(),
        "wrangler pages secret list": [
          ok('The "production" environment has access to:\n  - VENDAS_PRODUTOS: Value Encrypted\n'),
        ],
        "wrangler pages secret put": [ok(), ok()],
        "wrangler pages deploy": [ok()],
      },
      [],
      {},
      true,
      {
        platform: "hotmart",
        answers: { hottok: "hottok-secreto", Resend: "re_chave" },
      },
    );
    expect(refusal).toBeUndefined();
    expect(calls).toContain(
      "wrangler pages secret put HOTMART_HOTTOK --project-name dancaemelodia-com-br",
    );
    expect(calls).toContain(
      "wrangler pages secret put RESEND_API_KEY --project-name dancaemelodia-com-br",
    );
    // Never on the command line, where a process list would show it.
    expect(calls.join(" ")).not.toContain("hottok-secreto");
    expect(inputs).toEqual(["hottok-secreto", "re_chave"]);
    // No product in her .env: the table already there stays.
    expect(output).toContain(
      "VENDAS_PRODUTOS: o .env não tem produtos (npm run setup -- vendas); fica a tabela que já está na Cloudflare",
    );
    expect(output).toContain(
      "EMAIL_FROM: não guardado; quando tiver: npx wrangler pages secret put EMAIL_FROM",
    );
    expect(output).toContain("https://dancaemelodia-com-br.pages.dev/api/vendas/hotmart");
    expect(output).toContain("compra reembolsada, chargeback");
    // The secret is uploaded before the site that reads it.
    expect(calls.findIndex((call) => call.startsWith("wrangler pages secret put"))).toBeLessThan(
      calls.findIndex((call) => call.startsWith("wrangler pages deploy")),
    );
  });

  it("sends her product table from .env at each deploy, before the site that reads it", async () => {
    const table = "5550123=unica, 5550456:prof3=profissional";
    const { calls, inputs, output, refusal } = await deploy(
      {
        "wrangler whoami": [LOGGED_IN],
        "npm run build:launch": [ok()],
        "wrangler pages project list": [
          projects("dancaemelodia-com-br"),
          projects("dancaemelodia-com-br"),
        ],
        ...existingStore(),
        "wrangler pages secret list": [
          ok(
            'The "production" environment has access to:\n  - VENDAS_PRODUTOS: Value Encrypted\n  - KIWIFY_TOKEN: Value Encrypted\n  - RESEND_API_KEY: Value Encrypted\n  - EMAIL_FROM: Value Encrypted\n',
          ),
        ],
        "wrangler pages secret put": [ok()],
        "wrangler pages deploy": [ok()],
      },
      [],
      {},
      true,
      { platform: "kiwify", answers: {}, products: table },
    );
    expect(refusal).toBeUndefined();
    // Already there, and sent again: her setup may have changed it.
    expect(calls).toContain(
      "wrangler pages secret put VENDAS_PRODUTOS --project-name dancaemelodia-com-br",
    );
    expect(inputs).toEqual([table]);
    expect(output).toContain(
      `VENDAS_PRODUTOS: a tabela dos seus produtos (npm run setup -- vendas) foi para a Cloudflare: ${table}`,
    );
    expect(calls.findIndex((call) => call.includes("VENDAS_PRODUTOS"))).toBeLessThan(
      calls.findIndex((call) => call.startsWith("wrangler pages deploy")),
    );
  });

  it("uses the order store already there, and says how to turn R2 on where it is off", async () => {
    const again = await deploy(
      {
        "wrangler whoami": [LOGGED_IN],
        "npm run build:launch": [ok()],
        "wrangler pages project list": [
          projects("dancaemelodia-com-br"),
          projects("dancaemelodia-com-br"),
        ],
        "wrangler d1 list": [ok(JSON.stringify([ORDER_DATABASE]))],
        "wrangler r2 bucket list": [ok("name: dancaemelodia-com-br-arquivos\n")],
        "wrangler d1 migrations apply": [ok()],
        "wrangler pages deploy": [ok()],
      },
      [],
      {},
      true,
    );
    expect(again.calls).not.toContainEqual(expect.stringMatching(/create/));
    const off = await deploy(
      {
        "wrangler whoami": [LOGGED_IN],
        "npm run build:launch": [ok()],
        "wrangler pages project list": [projects("dancaemelodia-com-br")],
        "wrangler d1 list": [ok(JSON.stringify([ORDER_DATABASE]))],
        "wrangler r2 bucket list": [
          {
            status: 1,
            stdout: "",
            stderr: "Please enable R2 through the Cloudflare Dashboard. [code: 10042]",
          },
        ],
      },
      [],
      {},
      true,
    );
    expect(off.refusal?.message).toContain("o R2");
    expect(off.refusal?.fix).toContain("R2 Object Storage");
    expect(off.calls).not.toContain(UPLOAD);
  });

  it("publishes a site without the order page with no database or bucket named, and puts wrangler.toml back", async () => {
    const { calls, toml, uploadedToml } = await deploy({
      "wrangler whoami": [LOGGED_IN],
      "npm run build:launch": [ok()],
      "wrangler pages project list": [
        projects("dancaemelodia-com-br"),
        projects("dancaemelodia-com-br"),
      ],
      "wrangler pages deploy": [ok()],
    });
    expect(calls).not.toContainEqual(expect.stringMatching(/d1|r2/));
    expect(readPagesConfig(uploadedToml).orders).toBeNull();
    expect(toml).toBe(readFileSync(WRANGLER_TOML_PATH, "utf8"));
  });

  it("refuses a project name Cloudflare would not take, before anything runs", async () => {
    for (const name of ["Dança", "-danca", "danca-", "a".repeat(59)]) {
      const { calls, refusal } = await deploy({}, [`--projeto=${name}`]);
      expect(calls).toEqual([]);
      expect(refusal?.message).toContain("não serve de nome de projeto na Cloudflare");
    }
  });
});
