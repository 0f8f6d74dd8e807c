/**
 * Every published version of the Terms of Use stays reachable at a dated address
 * (`/termos-de-uso/2026-10-02`): a contract must be kept as it was sold (Decreto 7.962/2013,
 * art. 4º, IV). The version is the date of VITE_LEGAL_LAST_UPDATED; each one a launch build
 * publishes is recorded in src/content/terms-versions/<aaaa-mm-dd>.json, which the owner keeps
 * with her site (git), and the next builds publish it again at its address.
 *
 * A launch build refuses to publish Terms whose text changed under a date already published (the
 * old version would be silently overwritten), a date older than the newest published one, and, on
 * a host that builds from Git, a version it would record where nobody keeps it.
 * Read at build only (node:fs), by src/pages/termos-de-uso/[versao].astro.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LaunchProblem } from "../config/launch-gate";
import { brazilianFromIso } from "../lib/br/date.ts";
import { writtenLink } from "../lib/rich-text/split-rich-text.ts";
import type { LegalDocument } from "./types";

/** Where the published versions are recorded, from the project's root. */
export const TERMS_VERSIONS_DIR = "src/content/terms-versions";

/** A version as recorded: its date (aaaa-mm-dd) and its text, with the contact and brand in. */
export interface TermsVersion {
  readonly version: string;
  readonly document: LegalDocument;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The document as it reads on the page, the contact e-mail, the brand and the links to other
 * sites (the payment platform's terms) written in: a version is the text the buyer read, whatever
 * the configuration says later. The links to the site's own pages stay tokens.
 */
export function resolvedTerms(
  document: LegalDocument,
  values: {
    readonly email: string;
    readonly siteName: string;
    /** The tokens of links to other sites, by name. */
    readonly links?: Readonly<Record<string, { readonly label: string; readonly href: string }>>;
  },
): LegalDocument {
  const links = Object.entries(values.links ?? {});
  const fill = (text: string) =>
    links.reduce(
      (filled, [name, link]) => filled.replaceAll(`{${name}}`, writtenLink(link.label, link.href)),
      text.replaceAll("{email}", values.email).replaceAll("{siteName}", values.siteName),
    );
  return {
    title: fill(document.title),
    description: fill(document.description),
    intro: fill(document.intro),
    sections: document.sections.map((section) => ({
      id: section.id,
      title: fill(section.title),
      blocks: section.blocks.map((block) =>
        block.type === "paragraph"
          ? { type: "paragraph", text: fill(block.text) }
          : { type: "list", items: block.items.map(fill) },
      ),
    })),
  };
}

/** The recorded versions in `dir`, newest first; a file that is not one is an error to fix. */
export function readTermsVersions(dir = TERMS_VERSIONS_DIR): TermsVersion[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const version = file.replace(/\.json$/, "");
      const recorded = JSON.parse(readFileSync(join(dir, file), "utf8")) as TermsVersion;
      if (!ISO_DATE.test(version) || recorded.version !== version || !recorded.document) {
        throw new Error(
          `${join(dir, file)} não é uma versão dos Termos de Uso gravada pelo site: o nome do arquivo deve ser a data (aaaa-mm-dd) que ele traz em "version". Devolva o arquivo como estava (git checkout -- ${join(dir, file)}).`,
        );
      }
      return recorded;
    })
    .sort((a, b) => b.version.localeCompare(a.version));
}

/** The hosts that build from Git, where a version recorded during the build is lost after it. */
const GIT_HOST_VARIABLES = ["CF_PAGES", "NETLIFY", "VERCEL"] as const;

export const buildsOnGitHost = (env: NodeJS.ProcessEnv = process.env) =>
  GIT_HOST_VARIABLES.some((name) => Boolean(env[name]));

/** What a launch build must do with the current Terms: refuse, record them, or nothing. */
export type TermsVersionCheck =
  | { readonly verdict: "refused"; readonly problem: LaunchProblem }
  | { readonly verdict: "record" }
  | { readonly verdict: "published" };

/**
 * The launch gate's rule for the Terms' version (`current`: this build's, resolved), against the
 * versions recorded so far (newest first).
 */
export function checkTermsVersion(
  current: TermsVersion,
  recorded: readonly TermsVersion[],
  { gitHost }: { readonly gitHost: boolean },
): TermsVersionCheck {
  const date = brazilianFromIso(current.version);
  const same = recorded.find((version) => version.version === current.version);
  const newest = recorded[0];
  const file = `${TERMS_VERSIONS_DIR}/${current.version}.json`;
  if (same) {
    return JSON.stringify(same.document) === JSON.stringify(current.document)
      ? { verdict: "published" }
      : {
          verdict: "refused",
          problem: {
            problem: `os Termos de Uso mudaram, mas continuam com a data ${date}, de uma versão já publicada: quem comprou com a versão de ${date} perderia o texto que aceitou`,
            fix: `preencha VITE_LEGAL_LAST_UPDATED com a data desta nova versão (a de hoje, dd/mm/aaaa); a versão de ${date} continua no ar em /termos-de-uso/${current.version}`,
          },
        };
  }
  if (newest && newest.version > current.version) {
    return {
      verdict: "refused",
      problem: {
        problem: `a data dos Termos de Uso (${date}) é anterior à da versão mais recente já publicada (${brazilianFromIso(newest.version)})`,
        fix: "preencha VITE_LEGAL_LAST_UPDATED com a data desta versão, depois da última publicada",
      },
    };
  }
  if (gitHost) {
    return {
      verdict: "refused",
      problem: {
        problem: `esta versão dos Termos de Uso (${date}) ainda não foi registrada em ${TERMS_VERSIONS_DIR}/, e o registro feito aqui, na hospedagem, se perderia depois da publicação`,
        fix: `no seu computador, rode npm run build:launch (ou npm run preview), que grava ${file}, e inclua esse arquivo no seu repositório (git add ${file} && git commit)`,
      },
    };
  }
  return { verdict: "record" };
}

/** Records `current` as published, and says so to the owner, with what to keep. */
export function recordTermsVersion(current: TermsVersion, dir = TERMS_VERSIONS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${current.version}.json`);
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  return `ℹ Nova versão dos Termos de Uso (${brazilianFromIso(current.version)}) registrada em ${file}: ela fica no ar em /termos-de-uso/${current.version}, mesmo depois das próximas mudanças. Guarde esse arquivo com o site (git add ${file} && git commit).`;
}

/**
 * The version in force on `date` (aaaa-mm-dd): the newest of `versions` published on or before
 * it, or null when every one is later. A purchase follows the Terms of its own day (§ 14), not
 * the ones current when a page or a command reads them.
 */
export function versionInForceOn(date: string, versions: readonly string[]): string | null {
  return (
    [...versions]
      .sort()
      .reverse()
      .find((version) => version <= date) ?? null
  );
}
