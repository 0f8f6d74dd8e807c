// @ts-check
// Whose repository `origin` is, from what git already knows on this computer (no network, no
// address written in advance): the owner's commands that tell her to `git push` ask first, so
// that her business never goes to the template's repository (docs/decisions/0020-whose-origin.md).
import { spawnSync } from "node:child_process";
import { Refusal } from "./cli.mjs";
import { repository as say } from "./messages.mjs";

/** The name docs/publicar.md ("O seu próprio repositório") gives the template's remote. */
export const TEMPLATE_REMOTE = "modelo";

/**
 * @typedef {(args: readonly string[]) => { status: number | null, stdout: string }} Git
 * @typedef {{ verdict: "hers", url: string }
 *   | { verdict: "template", url: string, email: string | null }
 *   | { verdict: "missing" }} Origin
 */

/**
 * git in `root`, its answer captured; no git at all answers like a command that failed.
 * @param {string} root
 * @returns {Git}
 */
export const gitIn = (root) => (args) => {
  const result = spawnSync("git", [...args], { cwd: root, encoding: "utf8" });
  return { status: result.error ? null : result.status, stdout: result.stdout ?? "" };
};

/**
 * One repository's addresses as one key: https, ssh and scp-like forms, with or without a user,
 * `.git` or a final slash ("git@github.com:Ana/site.git" = "https://github.com/ana/site").
 * @param {string} url
 */
export function repositoryKey(url) {
  const text = url.trim();
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/)(.+)$/.exec(text);
  const [host, path] = scp
    ? [scp[1] ?? "", scp[2] ?? ""]
    : URL.canParse(text)
      ? [new URL(text).host, new URL(text).pathname]
      : ["", text];
  const clean = path
    .replace(/\/+$/, "")
    .replace(/\.git$/, "")
    .replace(/^\/+/, "");
  return `${host}/${clean}`.toLowerCase();
}

/**
 * Whose repository `origin` is:
 * - hers, when its branches, as git last saw them, hold a commit made with her git e-mail
 *   (a copy of her own repository, cloned again, holds hers);
 * - hers, when the guide's step was followed: the template's remote renamed `modelo`, and
 *   `origin` another address (before her first push, too);
 * - the template's otherwise: a fresh clone's `origin`, which holds nothing of hers.
 * @param {Git} git
 * @returns {Origin}
 */
export function originOwner(git) {
  const origin = git(["remote", "get-url", "origin"]);
  const url = origin.stdout.trim();
  if (origin.status !== 0 || url === "") return { verdict: "missing" };
  const configured = git(["config", "user.email"]);
  const email = configured.status === 0 ? configured.stdout.trim() || null : null;
  if (email) {
    const mine = git([
      ...["log", "-1", "--format=%H", "--remotes=origin"],
      ...["--fixed-strings", "--regexp-ignore-case", `--author=<${email}>`],
    ]);
    if (mine.status === 0 && mine.stdout.trim() !== "") return { verdict: "hers", url };
  }
  const template = git(["remote", "get-url", TEMPLATE_REMOTE]);
  if (template.status === 0 && repositoryKey(template.stdout) !== repositoryKey(url)) {
    return { verdict: "hers", url };
  }
  return { verdict: "template", url, email };
}

/**
 * Refuses, with the guide's step, unless `origin` is her own repository.
 * @param {Git} git
 */
export function requireOwnOrigin(git) {
  const origin = originOwner(git);
  if (origin.verdict === "missing") throw new Refusal(say.noOrigin, say.ownRepositoryFix);
  if (origin.verdict === "template") {
    throw new Refusal(say.templateOrigin(origin.url, origin.email), say.ownRepositoryFix);
  }
  return origin.url;
}
