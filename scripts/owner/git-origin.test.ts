// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { Refusal } from "./cli.mjs";
import { gitIn, originOwner, repositoryKey, requireOwnOrigin } from "./git-origin.mjs";

const HER = "yasmin@exemplo.com.br";
let dir: string;

/** git in `cwd`, failing the test on an error; as someone with no configuration of her own. */
function git(cwd: string, ...args: string[]) {
  const result = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
  });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

/** A repository (bare, as a host holds it) with one commit by `email`. */
function hosted(name: string, email: string) {
  const work = join(dir, `${name}-work`);
  git(dir, "init", "-q", "-b", "main", work);
  git(
    work,
    "-c",
    "user.name=Autora",
    "-c",
    `user.email=${email}`,
    "commit",
    "-q",
    "--allow-empty",
    "-m",
    name,
  );
  const bare = join(dir, `${name}.git`);
  git(dir, "clone", "-q", "--bare", work, bare);
  return bare;
}

/** The owner's copy: cloned from `from`, with her e-mail configured as the guide asks. */
function cloned(from: string, email: string | null = HER) {
  const copy = join(dir, "site");
  git(dir, "clone", "-q", from, copy);
  if (email) git(copy, "config", "user.email", email);
  return copy;
}

/** What the command sees: git in `cwd`, with the same isolation as the set-up. */
const seen = (cwd: string) => (args: readonly string[]) => {
  const result = spawnSync("git", [...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
  });
  return { status: result.status, stdout: result.stdout };
};

function refusalOf(action: () => unknown) {
  try {
    action();
  } catch (error) {
    if (error instanceof Refusal) return `${error.message} → ${error.fix}`;
    throw error;
  }
  throw new Error("no refusal");
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "git-origin-"));
});

describe("originOwner", () => {
  it("calls a fresh clone's origin the template's, her own commits not pushed included", () => {
    const template = hosted("modelo", "autor@modelo.dev");
    const copy = cloned(template);
    git(copy, "-c", "user.name=Yasmin", "commit", "-q", "--allow-empty", "-m", "Os meus exemplos");
    expect(originOwner(seen(copy))).toEqual({ verdict: "template", url: template, email: HER });
    expect(refusalOf(() => requireOwnOrigin(seen(copy)))).toMatch(
      new RegExp(
        `^o origin deste projeto \\(${template}\\) é o repositório do modelo, não o seu: .*nenhum commit do seu e-mail, ${HER}.* → crie o seu repositório .*“O seu próprio repositório” \\(git remote rename origin modelo`,
      ),
    );
  });

  it("calls origin hers once the guide's step is done: the template renamed modelo, hers added", () => {
    const template = hosted("modelo", "autor@modelo.dev");
    const copy = cloned(template);
    git(copy, "remote", "rename", "origin", "modelo");
    const own = join(dir, "meu-site.git");
    git(dir, "init", "-q", "--bare", own);
    git(copy, "remote", "add", "origin", own);
    // Before her first push, too: the address is not the template's.
    expect(originOwner(seen(copy))).toEqual({ verdict: "hers", url: own });
    git(copy, "-c", "user.name=Yasmin", "commit", "-q", "--allow-empty", "-m", "O meu site");
    git(copy, "push", "-q", "-u", "origin", "main");
    expect(requireOwnOrigin(seen(copy))).toBe(own);
  });

  it("calls origin hers in a new clone of her own repository, which holds her commits", () => {
    const copy = cloned(hosted("meu-site", HER.toUpperCase()));
    expect(originOwner(seen(copy)).verdict).toBe("hers");
  });

  it("calls origin the template's when modelo was added beside it with the same address", () => {
    const template = hosted("modelo", "autor@modelo.dev");
    const copy = cloned(template);
    git(copy, "remote", "add", "modelo", `${template}/`);
    expect(originOwner(seen(copy)).verdict).toBe("template");
  });

  it("says the e-mail is missing when git has none, and refuses a folder with no origin", () => {
    const copy = cloned(hosted("modelo", "autor@modelo.dev"), null);
    expect(refusalOf(() => requireOwnOrigin(seen(copy)))).toContain(
      "o git deste computador ainda não tem o seu e-mail: git config --global user.email",
    );
    const plain = mkdtempSync(join(tmpdir(), "sem-git-"));
    expect(originOwner(gitIn(plain))).toEqual({ verdict: "missing" });
    expect(refusalOf(() => requireOwnOrigin(gitIn(plain)))).toMatch(
      /^o projeto ainda não está num repositório seu: .* → crie o seu repositório/,
    );
  });
});

describe("repositoryKey", () => {
  it("gives one key to one repository's https, ssh and scp-like addresses", () => {
    const key = "github.com/yasmin/meu-site";
    expect(repositoryKey("https://github.com/Yasmin/meu-site.git")).toBe(key);
    expect(repositoryKey("https://yasmin@github.com/yasmin/meu-site/")).toBe(key);
    expect(repositoryKey("git@github.com:yasmin/meu-site.git")).toBe(key);
    expect(repositoryKey("ssh://git@github.com/yasmin/meu-site")).toBe(key);
    expect(repositoryKey("https://github.com/outra/meu-site")).not.toBe(key);
  });
});
