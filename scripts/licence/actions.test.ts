// @vitest-environment node
import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Refusal } from "../owner/cli.mjs";
import { parseSiteEnv, type RawEnv } from "../../src/config/env-schema";
import { DEMO_PRIVATE_KEY_FILE, wavFile } from "../../src/features/licence/test-keys";
import { DEFAULT_PORT } from "../owner/local-address.mjs";
import { issue, keygen, localToday, revoke, verify } from "./actions.mjs";

const root = new URL("../../", import.meta.url).pathname.replace(/\/$/, "");
let dir: string;
let revocationsFile: string;
let audio: string;

const context = (env: RawEnv = {}) => ({
  root,
  config: parseSiteEnv({ VITE_SITE_URL: "https://www.exemplo.com.br", ...env }),
  revocationsFile,
  termsVersionsDir: join(dir, "terms-versions"),
  today: "2026-05-02",
});

/** Records `version` of the Terms as a launch build does (content/terms-versions.ts). */
function recordTerms(version: string) {
  const folder = join(dir, "terms-versions");
  mkdirSync(folder, { recursive: true });
  const document = { title: "Termos de Uso", description: "", intro: "", sections: [] };
  writeFileSync(join(folder, `${version}.json`), JSON.stringify({ version, document }));
}

/** The refusal `action` ends with: its problem, then its fix, which every refusal has. */
async function refusalOf(action: () => unknown): Promise<string> {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const text = `${error.message} → ${error.fix}`;
    expect(error.fix, error.message).toMatch(/\S/);
    expect(text).not.toMatch(/undefined|null|NaN|\[object/);
    return text;
  }
  throw new Error("no refusal");
}

const ISSUE = () => ({
  key: DEMO_PRIVATE_KEY_FILE,
  licensee: "Yasmin Fernandes",
  song: "Noite no Cairo",
  file: audio,
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "licence-"));
  revocationsFile = join(dir, "revocations.json");
  writeFileSync(revocationsFile, "[]\n");
  audio = join(dir, "noite.wav");
  writeFileSync(audio, wavFile(3));
});
afterEach(() => {
  process.exitCode = undefined;
});

describe("keygen", () => {
  it("writes a private key readable by its owner only and prints the .env line", () => {
    const out = join(dir, "chave.pem");
    const result = keygen({ out }, context());
    expect(readFileSync(out, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(result.text).toContain(`VITE_LICENCE_PUBLIC_KEY=${result.publicKey}`);
    expect(result.text).toContain("nunca o coloque no repositório nem numa variável VITE_");
  });

  it("prints the rotation line, the new key first, when the site has its own key", () => {
    const old = "EwAHAv_BOlrP8B5GJv06XtK5JOuhFyLk3J5i5W-b5S8";
    const result = keygen(
      { out: join(dir, "nova.pem") },
      context({ VITE_LICENCE_PUBLIC_KEY: old }),
    );
    expect(result.text).toContain(`VITE_LICENCE_PUBLIC_KEY=${result.publicKey},${old}`);
  });

  it("makes a key even when the site's .env has an error, saying what to do with an older key", () => {
    const broken = {
      ...context(),
      get config(): never {
        throw new Refusal("o .env do site tem um erro: VITE_SITE_URL", "corrija");
      },
    };
    const out = join(dir, "chave.pem");
    const result = keygen({ out }, broken);
    expect(readFileSync(out, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(result.text).toContain(`VITE_LICENCE_PUBLIC_KEY=${result.publicKey}`);
    expect(result.text).toMatch(/não pôde ser lido.*a nova primeiro[^]*VITE_SITE_URL/);
  });

  it("refuses to overwrite a file, a missing folder and a path git would keep", async () => {
    const out = join(dir, "chave.pem");
    writeFileSync(out, "algo");
    expect(await refusalOf(() => keygen({ out }, context()))).toMatch(/já existe/);
    expect(readFileSync(out, "utf8")).toBe("algo");
    expect(
      await refusalOf(() => keygen({ out: join(dir, "nao-existe", "k.pem") }, context())),
    ).toMatch(/não existe/);
    const inProject = join(root, "chave-licencas.pem");
    expect(await refusalOf(() => keygen({ out: inProject }, context()))).toMatch(
      /dentro do projeto.*→ salve-a fora do projeto/,
    );
    expect(() => statSync(inProject)).toThrow();
    expect(await refusalOf(() => keygen({}, context()))).toMatch(/falta --out/);
  });
});

describe("issue", () => {
  it("signs a certificate that verify finds valid, on the site's domain", async () => {
    const { address, licence, text } = await issue(ISSUE(), context());
    expect(address).toMatch(/^https:\/\/www\.exemplo\.com\.br\/licenca#v1\./);
    expect(licence).toMatchObject({
      licensee: "Yasmin Fernandes",
      song: "Noite no Cairo",
      seconds: 3,
      issued: "2026-05-02",
      terms: "2025-04-13",
    });
    expect(licence.sha256).toBe(
      (await import("node:crypto")).createHash("sha256").update(wavFile(3)).digest("hex"),
    );
    expect(text).toContain(address);
    expect(text).toContain("chave de demonstração");
    expect((await verify(address, context())).text).toContain("✓ Licença válida");
  });

  it("prints the local address to try it before the launch, said apart from the site's", async () => {
    const { address, localAddress, text } = await issue(ISSUE(), context());
    const fragment = address.slice(address.indexOf("#"));
    expect(localAddress).toBe(`http://localhost:${DEFAULT_PORT}/licenca${fragment}`);
    // Each address on the line under the sentence that says which one it is.
    const lines = text.split("\n");
    expect(lines[lines.indexOf(address) - 1]).toMatch(/no seu site: é este que vai para a cliente/);
    expect(lines[lines.indexOf(localAddress) - 1]).toMatch(
      /neste computador: com npm run preview aberto em outro terminal.*não o envie\.$/,
    );
    // The e-mail carries the site's address only.
    expect(text.slice(text.indexOf("Texto para o e-mail"))).not.toContain("localhost");
    // The whole certificate is in it: the preview's /licenca checks it as the site's would.
    expect((await verify(localAddress, context())).text).toContain("✓ Licença válida");
  });

  it("warns of a song longer than the packages' 3 minutes, and not of one of 3:00", async () => {
    writeFileSync(audio, wavFile(185));
    const longer = await issue(ISSUE(), context());
    expect(longer.licence.seconds).toBe(185);
    expect(longer.text).toContain(
      "⚠ Esta música dura 3:05, e os pacotes prometem músicas de até 3 minutos",
    );
    writeFileSync(audio, wavFile(180));
    expect((await issue(ISSUE(), context())).text).not.toContain("⚠ Esta música dura");
  });

  it.each([
    [{ key: undefined }, /falta --key .*→ o comando completo é: npm run licence -- issue --key/],
    [{ licensee: "" }, /falta --licensee/],
    [{ song: undefined }, /falta --song/],
    [{ file: "" }, /falta --file/],
    [{ licensee: "   " }, /--licensee está vazio/],
    [{ licensee: "x".repeat(101) }, /--licensee passa de 100 caracteres/],
    [{ song: "" }, /falta --song/],
    [{ song: " " }, /--song está vazio/],
    [{ song: "x".repeat(101) }, /--song passa de 100 caracteres → encurte --song/],
    [{ licensee: "Yasmin\tFernandes" }, /--licensee tem caracteres invisíveis/],
    [{ licensee: "Yasmin\u0000" }, /--licensee tem caracteres invisíveis/],
    [{ licensee: "Yas\u200Bmin" }, /--licensee tem caracteres invisíveis/],
    [{ licensee: "Yasmin\u2028Fernandes" }, /--licensee tem caracteres invisíveis/],
    [{ song: "Ç".repeat(61) }, /--song não cabe no QR code .* o limite é 120 → encurte --song/],
    [{ licensee: "💃".repeat(31) }, /--licensee não cabe no QR code/],
    [{ song: "Noite\nno Cairo" }, /--song tem caracteres invisíveis/],
    [{ song: "Noite\u202Eno" }, /--song tem caracteres invisíveis/],
    [{ song: " Noite" }, /--song tem espaços/],
    [{ file: "/nao/existe.mp3" }, /não existe ou não pode ser lido/],
    [{ file: "/" }, /não existe ou não pode ser lido/],
    [
      { file: new URL("../../package.json", import.meta.url).pathname },
      /não é um arquivo de áudio/,
    ],
    [{ key: "/nao/existe.pem" }, /não foi possível ler a chave/],
    [{ key: new URL("../../package.json", import.meta.url).pathname }, /não é uma chave privada/],
    [{ date: "02/05/2026" }, /não é uma data AAAA-MM-DD/],
    [{ date: "2026-02-30" }, /não é uma data AAAA-MM-DD/],
    [{ date: "2026-05-03" }, /ainda não chegou/],
    [
      { date: "2025-01-01" },
      /data de emissão \(01\/01\/2025\) é anterior à versão dos Termos de Uso que o certificado cita \(13\/04\/2025\)/,
    ],
    [{ terms: "13/04/2025" }, /--terms "13\/04\/2025" não é uma data AAAA-MM-DD/],
    [
      { terms: "2024-02-01" },
      /2024-02-01 não é uma versão publicada dos Termos de Uso: as versões são 2025-04-13 → use --purchase com o dia da compra, .* como 2025-04-13/,
    ],
    [{ purchase: "02/05/2026" }, /--purchase "02\/05\/2026" não é uma data AAAA-MM-DD/],
    [{ purchase: "2026-05-03" }, /2026-05-03 ainda não chegou/],
    [{ purchase: "2025-04-12" }, /a compra de 12\/04\/2025 é anterior à primeira versão publicada/],
  ])("refuses %j with what to do", async (changes, problem) => {
    const refusal = await refusalOf(() => issue({ ...ISSUE(), ...changes }, context()));
    expect(refusal).toMatch(problem);
  });

  it("signs names in NFC, and measures them after it", async () => {
    const decomposed = "Lai\u0301s Conceic\u0327a\u0303o";
    const { licence } = await issue({ ...ISSUE(), licensee: decomposed }, context());
    expect(licence.licensee).toBe("Laís Conceição");
    // U+0958 has no composed form: NFC writes it as two characters, 100 become 200.
    const growing = "\u0958".repeat(100);
    expect(await refusalOf(() => issue({ ...ISSUE(), song: growing }, context()))).toMatch(
      /--song passa de/,
    );
  });

  it("refuses an audio file that is only its extension", async () => {
    const fake = join(dir, "falsa.mp3");
    writeFileSync(fake, "não sou uma música");
    expect(await refusalOf(() => issue({ ...ISSUE(), file: fake }, context()))).toMatch(
      /não é um arquivo de áudio/,
    );
  });

  it("refuses a key that is not Ed25519, a key the site does not list, and a site without keys", async () => {
    const rsa = join(dir, "rsa.pem");
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    writeFileSync(rsa, privateKey.export({ type: "pkcs8", format: "pem" }));
    expect(await refusalOf(() => issue({ ...ISSUE(), key: rsa }, context()))).toMatch(
      /é uma chave RSA, e os certificados usam Ed25519/,
    );
    const other = join(dir, "outra.pem");
    keygen({ out: other }, context());
    expect(await refusalOf(() => issue({ ...ISSUE(), key: other }, context()))).toMatch(
      /não corresponde a nenhuma chave pública do site/,
    );
    expect(
      await refusalOf(() => issue(ISSUE(), context({ VITE_LICENCE_PUBLIC_KEY: "nenhuma" }))),
    ).toMatch(/VITE_LICENCE_PUBLIC_KEY=nenhuma.*→ crie a chave/);
  });

  describe("the Terms of the purchase: the version in force on its day", () => {
    // An owner's site, whose versions are those her launch builds recorded.
    const owner = { VITE_SITE_NAME: "Estúdio Layla", VITE_SITE_NAME_ARTICLE: "o" };

    it("names the demo's own version, the specification's 13/04/2025", async () => {
      expect((await issue(ISSUE(), context())).licence.terms).toBe("2025-04-13");
    });

    it("names the newest version published on or before the purchase (today by default)", async () => {
      recordTerms("2025-04-13");
      recordTerms("2026-01-10");
      expect((await issue(ISSUE(), context(owner))).licence.terms).toBe("2026-01-10");
      const values = { ...ISSUE(), purchase: "2026-01-09" };
      const { address, licence, text } = await issue(values, context(owner));
      expect(licence).toMatchObject({ terms: "2025-04-13", issued: "2026-05-02" });
      expect(text).toContain("Termos de Uso  versão de 13/04/2025");
      const verified = await verify(address, context(owner));
      expect(verified.text).toContain("Termos de Uso  versão de 13/04/2025");
    });

    it("takes a published version by --terms, and refuses one not published, listing those that are", async () => {
      recordTerms("2025-04-13");
      recordTerms("2026-01-10");
      const given = await issue({ ...ISSUE(), terms: "2025-04-13" }, context(owner));
      expect(given.licence.terms).toBe("2025-04-13");
      const refusal = await refusalOf(() =>
        issue({ ...ISSUE(), terms: "2025-05-01" }, context(owner)),
      );
      expect(refusal).toMatch(
        /2025-05-01 não é uma versão publicada .*: as versões são 2026-01-10, 2025-04-13 → use --purchase com o dia da compra/,
      );
    });

    it("refuses where no version is published yet, saying that publishing records one, and that --local tries it", async () => {
      const refusal = await refusalOf(() => issue(ISSUE(), context(owner)));
      expect(refusal).toMatch(
        /nenhuma versão dos Termos de Uso foi publicada ainda.*→ publique o site: o npm run deploy grava a versão dos Termos do dia .* acrescente --local/,
      );
      // Only the fix that applies: nothing about how to write a date.
      expect(refusal).not.toContain("--purchase");
    });

    it("signs a trial certificate (--local) before anything is published, naming the current text as a draft and recording nothing", async () => {
      const trial = { ...context(owner), trial: true };
      const { licence, text, draft } = await issue(ISSUE(), trial);
      expect(draft).toBe(true);
      expect(licence.terms).toBe("2026-05-02");
      expect(text).toContain(
        "⚠ Certificado de teste (--local): ele cita o texto atual dos Termos de Uso, que ainda não foi publicado, com a data de hoje (02/05/2026)",
      );
      // An order's trial made on an earlier day names its own draft's day.
      const earlier = await issue({ ...ISSUE(), terms: "2026-05-01" }, trial);
      expect(earlier.licence.terms).toBe("2026-05-01");
      expect(existsSync(join(dir, "terms-versions"))).toBe(false);
      // Once a version is published, a trial follows it like any certificate.
      recordTerms("2026-04-01");
      const published = await issue(ISSUE(), trial);
      expect(published).toMatchObject({ draft: false, licence: { terms: "2026-04-01" } });
      expect(published.text).not.toContain("Certificado de teste");
    });

    it("refuses a purchase before the first version with the fix for the day, not for publishing", async () => {
      recordTerms("2026-04-01");
      const refusal = await refusalOf(() =>
        issue({ ...ISSUE(), purchase: "2026-03-31" }, context(owner)),
      );
      expect(refusal).toMatch(/anterior à primeira versão publicada .* → confira --purchase/);
      expect(refusal).not.toContain("npm run deploy");
    });

    it("refuses an issue date before the version it names", async () => {
      recordTerms("2025-04-13");
      const values = { ...ISSUE(), terms: "2025-04-13", date: "2025-04-12" };
      expect(await refusalOf(() => issue(values, context(owner)))).toMatch(
        /anterior à versão dos Termos de Uso que o certificado cita \(13\/04\/2025\) → .*--purchase/,
      );
    });

    it("names a recorded file that is not a version, with its fix", async () => {
      mkdirSync(join(dir, "terms-versions"));
      writeFileSync(join(dir, "terms-versions", "2025-04-13.json"), "{}");
      expect(await refusalOf(() => issue(ISSUE(), context(owner)))).toMatch(
        /não é uma versão gravada pelo site/,
      );
    });
  });

  describe("what made the song (a v2 or v3 certificate)", () => {
    const suno = {
      VITE_AI_PROVIDER: "Suno",
      VITE_AI_PLAN: "Pro",
      VITE_AI_PLAN_SINCE: "01/02/2026",
    };

    it("signs the service, the plan and the day the song was made, and verifies them", async () => {
      const values = { ...ISSUE(), created: "2026-04-28" };
      const { address, licence, text } = await issue(values, context(suno));
      expect(address).toMatch(/\/licenca#v2\./);
      expect(licence.ai).toEqual({ service: "Suno", plan: "Pro", created: "2026-04-28" });
      expect(text).toContain("Criada com     Suno, plano Pro, em 28/04/2026");
      const verified = await verify(address, context(suno));
      expect(verified.verdict).toMatchObject({ status: "valid", licence: { ai: licence.ai } });
    });

    it("signs the day of delivery as such (v3) where she gives no creation day", async () => {
      const { address, licence, text } = await issue(ISSUE(), context(suno));
      expect(address).toMatch(/\/licenca#v3\./);
      // Never the day of issue called the day the song was made.
      expect(licence.ai).toEqual({ service: "Suno", plan: "Pro", delivered: "2026-05-02" });
      expect(text).toContain("Criada com     Suno, plano Pro\n");
      expect(text).toContain("Entregue em    02/05/2026 (a data de criação não foi informada)");
      const verified = await verify(address, context(suno));
      expect(verified.verdict).toMatchObject({ status: "valid", licence: { ai: licence.ai } });
    });

    it("keeps writing v1 where the site names no plan, as before", async () => {
      const { address, licence } = await issue(ISSUE(), context());
      expect(address).toMatch(/\/licenca#v1\./);
      expect(licence.ai).toBeUndefined();
    });

    it.each([
      [
        { created: "2026-01-31" },
        suno,
        /criada em 31\/01\/2026, antes do plano Pro \(desde 01\/02\/2026\).*→ crie a música de novo/,
      ],
      [
        { created: "2026-05-03" },
        suno,
        /não pode ter sido criada \(03\/05\/2026\) depois de o certificado ser emitido/,
      ],
      [{ created: "28/04/2026" }, suno, /--created "28\/04\/2026" não é uma data/],
      // Called by `pedido entregar`: the refusal names the option she wrote.
      [
        { created: "2026-05-03", createdFlag: "--criada" },
        suno,
        /depois de o certificado ser emitido .*→ .*ou deixe --criada de fora/,
      ],
      [
        {},
        { ...suno, VITE_AI_PLAN: "Basic" },
        /o plano Basic do serviço Suno não permite uso comercial.*→ assine um plano/,
      ],
      [
        {},
        { ...suno, VITE_AI_PROVIDER: "Serviço de Música Com Um Nome Muito Comprido" },
        /VITE_AI_PROVIDER é longo demais para o certificado/,
      ],
    ])("refuses %j on %j with what to do", async (changes, env, problem) => {
      expect(await refusalOf(() => issue({ ...ISSUE(), ...changes }, context(env)))).toMatch(
        problem,
      );
    });
  });

  it("refuses the demo's domain with the owner's own key, and signs there with the demo's", async () => {
    const own = join(dir, "minha.pem");
    const { publicKey } = keygen({ out: own }, context());
    const demoSite = { VITE_SITE_URL: undefined, VITE_LICENCE_PUBLIC_KEY: publicKey };
    expect(await refusalOf(() => issue({ ...ISSUE(), key: own }, context(demoSite)))).toMatch(
      /ainda é o da demonstração \(https:\/\/raqsmusic\.com\.br\).*→ ponha no \.env o endereço do seu site/,
    );
    const subdomain = { ...demoSite, VITE_SITE_URL: "https://loja.raqsmusic.com.br" };
    expect(await refusalOf(() => issue({ ...ISSUE(), key: own }, context(subdomain)))).toMatch(
      /ainda é o da demonstração/,
    );
    const { address } = await issue(ISSUE(), context({ VITE_SITE_URL: undefined }));
    expect(address).toMatch(/^https:\/\/raqsmusic\.com\.br\/licenca#/);
  });
});

describe("revoke", () => {
  /** git in `cwd`, with no configuration but the repository's own. */
  const git = (cwd: string, ...args: string[]) => {
    const result = spawnSync("git", args, {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
    });
    if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  };
  /** Her copy of the site, cloned from a repository holding a commit by `author`. */
  const copyFrom = (author: string) => {
    const place = mkdtempSync(join(dir, "git-"));
    const work = join(place, "origem");
    const bare = join(place, "origem.git");
    const site = join(place, "site");
    git(place, "init", "-q", "-b", "main", work);
    git(
      work,
      "-c",
      "user.name=A",
      "-c",
      `user.email=${author}`,
      "commit",
      "-q",
      "--allow-empty",
      "-m",
      "x",
    );
    git(place, "clone", "-q", "--bare", work, bare);
    git(place, "clone", "-q", bare, site);
    git(site, "config", "user.email", "yasmin@exemplo.com.br");
    return site;
  };
  /** Revoking from her own repository (docs/publicar.md, "O seu próprio repositório"). */
  const hers = (env: RawEnv = {}) => ({ ...context(env), root: copyFrom("yasmin@exemplo.com.br") });

  it("refuses while origin is the template's, writing nothing, and says how to make her own", async () => {
    const { licence } = await issue(ISSUE(), context());
    const template = { ...context(), root: copyFrom("autor@modelo.dev") };
    expect(await refusalOf(() => revoke(licence.number, {}, template))).toMatch(
      /o origin deste projeto \(.*origem\.git\) é o repositório do modelo, não o seu: um git push mandaria o seu negócio para lá .* → crie o seu repositório .*“O seu próprio repositório”/,
    );
    expect(readFileSync(revocationsFile, "utf8")).toBe("[]\n");
    expect(await refusalOf(() => revoke(licence.number, {}, { ...context(), root: dir }))).toMatch(
      /o projeto ainda não está num repositório seu/,
    );
  });

  it("adds the number with its date; verify then says cancelled", async () => {
    const { address, licence } = await issue(ISSUE(), context());
    const { text } = revoke(licence.number.toLowerCase(), { date: "2026-05-01" }, hers());
    expect(text).toContain(`Licença ${licence.number} cancelada em 01/05/2026`);
    // Her publishing command, and the commit a host that builds from git needs.
    expect(text).toMatch(/git add \S+ && git commit -m "[^"]+" && git push\n\s+npm run deploy/);
    expect(text).not.toContain("build:launch");
    expect(JSON.parse(readFileSync(revocationsFile, "utf8"))).toEqual([
      { number: licence.number, date: "2026-05-01", reason: "refund" },
    ]);
    expect(await refusalOf(() => verify(address, context()))).toMatch(
      new RegExp(
        `a licença ${licence.number} foi cancelada com o reembolso da música \\(seções 7 e 8 dos Termos de Uso\\), em 01/05/2026`,
      ),
    );
    expect(await refusalOf(() => revoke(licence.number, {}, hers()))).toMatch(
      /já está cancelada, desde 01\/05\/2026/,
    );
  });

  it("records a licence replaced by a new version's, never as a refund", async () => {
    const { address, licence } = await issue(ISSUE(), context());
    const next = (await issue(ISSUE(), context())).licence.number;
    revoke(licence.number, { "replaced-by": next.toLowerCase() }, hers());
    expect(JSON.parse(readFileSync(revocationsFile, "utf8"))).toEqual([
      { number: licence.number, date: "2026-05-02", reason: "replaced", replacedBy: next },
    ]);
    const said = await refusalOf(() => verify(address, context()));
    expect(said).toContain(`foi substituída pela licença nº ${next}, de uma nova versão da música`);
    expect(said).not.toContain("reembolso");
  });

  it.each([
    ["123", /"123" não é um número de licença/],
    ["6K59-AAAAAA", /--replaced-by 6K59-AAAAAA é o próprio número/],
  ])("refuses --replaced-by %j, writing nothing", async (next, problem) => {
    expect(
      await refusalOf(() => revoke("6K59-AAAAAA", { "replaced-by": next }, context())),
    ).toMatch(problem);
    expect(readFileSync(revocationsFile, "utf8")).toBe("[]\n");
  });

  it.each([
    [undefined, /falta o número/],
    ["123", /não é um número de licença/],
    ["6K59-ILOU00", /não é um número de licença/],
    ["ZZZZ-AAAAAA", /não foi assinada com nenhuma das chaves do site/],
  ])("refuses %j", async (number, problem) => {
    expect(await refusalOf(() => revoke(number, {}, context()))).toMatch(problem);
    expect(readFileSync(revocationsFile, "utf8")).toBe("[]\n");
  });

  it("refuses a future or malformed date, and names a broken list", async () => {
    expect(await refusalOf(() => revoke("6K59-AAAAAA", { date: "2027-01-01" }, context()))).toMatch(
      /ainda não chegou/,
    );
    writeFileSync(revocationsFile, '[{ "number": "6K59-AAAAAA" }]');
    expect(() => revoke("6K59-BBBBBB", {}, hers())).toThrow(/o item 1 de .* não está no formato/);
  });
});

describe("verify", () => {
  it.each([
    ["", /falta o endereço/],
    ["https://www.exemplo.com.br/licenca", /não traz certificado/],
    ["https://www.exemplo.com.br/licenca#v1.abc.def", /cortado ou malformado/],
  ])("refuses %j with what to do", async (address, problem) => {
    expect(await refusalOf(() => verify(address, context()))).toMatch(problem);
  });

  it("says a changed character does not check out, and takes a bare fragment", async () => {
    const { address } = await issue(ISSUE(), context());
    const fragment = address.slice(address.indexOf("#"));
    expect((await verify(fragment, context())).text).toContain("✓ Licença válida");
    const at = address.indexOf("#") + 40;
    const changed =
      address.slice(0, at) + (address[at] === "A" ? "B" : "A") + address.slice(at + 1);
    expect(await refusalOf(() => verify(changed, context()))).toMatch(/não confere/);
  });
});

describe("localToday", () => {
  it("writes this computer's date as yyyy-mm-dd", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
