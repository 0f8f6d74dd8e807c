/**
 * Every published version of the Terms of Use and of the Privacy Policy stays reachable at a
 * dated address (`/termos-de-uso/2026-10-02`, `/politica-de-privacidade/2026-10-02`): a contract
 * must be kept as it was sold (Decreto 7.962/2013, art. 4º, IV), and a policy as it was in force.
 *
 * A version's date is the day the site first published its text, never a date someone types: a
 * launch build that finds the text changed since the newest version recorded in
 * src/content/terms-versions/ (or privacy-versions/), when it publishes, records it under today's date, in
 * <aaaa-mm-dd>.json, which the owner keeps with her site (git); the next builds publish it again
 * at its address. The demo keeps the specification's date (DEMO_VERSION) and records nothing.
 *
 * A published version is never overwritten: a launch build refuses a text changed on a day whose
 * version is already recorded, and, on a host that builds from Git, a version it would record
 * where nobody keeps it. Only the build that publishes (`npm run deploy`) records: any other
 * (`npm run preview`, `npm run build:launch` by hand) shows the version the text would get,
 * recording nothing. Read at build only (node:fs), by the legal pages (published-legal.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LaunchProblem } from "../config/launch-gate";
import { brazilianFromIso } from "../lib/br/date.ts";
import { writtenLink } from "../lib/rich-text/split-rich-text.ts";
import type { LegalDocument } from "./types";
import { versionInForceOn } from "./version-in-force.ts";

/**
 * Set by `npm run deploy` (scripts/owner/processes.mjs) on its launch build, the one that
 * publishes: only then is a new text recorded as a version. Any other launch build (`npm run
 * preview`, or `npm run build:launch` typed by hand) shows the date the text would get today and
 * records nothing, since nothing is published (issue 58). Where a host builds from Git, she sets
 * it by hand on her computer, on the day she pushes (the refusal below says how).
 */
export const PUBLISH_VARIABLE = "SITE_PUBLISH";

/** The specification's "legal last update", 13/04/2025: the demo's one version, never recorded. */
export const DEMO_VERSION = "2025-04-13";

/** The two documents kept by version, where each is recorded and how the owner is told of it. */
export const LEGAL_KINDS = {
  terms: {
    dir: "src/content/terms-versions",
    /** "dos Termos de Uso", "Os Termos de Uso mudaram". */
    of: "dos Termos de Uso",
    The: "Os Termos de Uso",
    changed: "mudaram",
    have: "têm",
  },
  privacy: {
    dir: "src/content/privacy-versions",
    of: "da Política de Privacidade",
    The: "A Política de Privacidade",
    changed: "mudou",
    have: "tem",
  },
} as const;
export type LegalKind = keyof typeof LEGAL_KINDS;

/** Where the published versions of the Terms are recorded, from the project's root. */
export const TERMS_VERSIONS_DIR = LEGAL_KINDS.terms.dir;

/** A version as recorded: its date (aaaa-mm-dd) and its text, with the contact and brand in. */
export interface LegalVersion {
  readonly version: string;
  readonly document: LegalDocument;
}
export type TermsVersion = LegalVersion;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today on this computer's calendar, aaaa-mm-dd: the day a version is published from it. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The document as it reads on the page, the contact e-mail, the brand and the links to other
 * sites (the payment platform's terms) written in: a version is the text the buyer read, whatever
 * the configuration says later. The links to the site's own pages stay tokens: a dated page links
 * them to the versions of its own date (legal-page.tsx).
 */
export function resolvedDocument(
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
export function readLegalVersions(dir: string = TERMS_VERSIONS_DIR): LegalVersion[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const version = file.replace(/\.json$/, "");
      const recorded = JSON.parse(readFileSync(join(dir, file), "utf8")) as LegalVersion;
      if (!ISO_DATE.test(version) || recorded.version !== version || !recorded.document) {
        throw new Error(
          `${join(dir, file)} não é uma versão gravada pelo site: o nome do arquivo deve ser a data (aaaa-mm-dd) que ele traz em "version". Devolva o arquivo como estava (git checkout -- ${join(dir, file)}).`,
        );
      }
      return recorded;
    })
    .sort((a, b) => b.version.localeCompare(a.version));
}

/** The Terms' recorded versions (the owner's commands read only these). */
export const readTermsVersions = (dir: string = TERMS_VERSIONS_DIR) => readLegalVersions(dir);

/** The hosts that build from Git, where a version recorded during the build is lost after it. */
const GIT_HOST_VARIABLES = ["CF_PAGES", "NETLIFY", "VERCEL"] as const;

export const buildsOnGitHost = (env: NodeJS.ProcessEnv = process.env) =>
  GIT_HOST_VARIABLES.some((name) => Boolean(env[name]));

/**
 * What the current text is, against the record: the demo's fixed version, a version already
 * published (the newest recorded, same text), a new one to record today, or a refusal.
 */
export type VersionCheck =
  | { readonly verdict: "refused"; readonly problem: LaunchProblem }
  | { readonly verdict: "demo" | "published" | "record"; readonly version: string };
/** The Terms' check, by its older name. */
export type TermsVersionCheck = VersionCheck;

/**
 * The version of `document`, this build's text (resolved), given the versions recorded so far
 * (newest first). `launch`: a build that publishes, which refuses what would lose a version.
 */
export function checkVersion(
  kind: LegalKind,
  document: LegalDocument,
  recorded: readonly LegalVersion[],
  {
    demo,
    gitHost,
    today,
    launch = true,
  }: {
    readonly demo: boolean;
    readonly gitHost: boolean;
    readonly today: string;
    readonly launch?: boolean;
  },
): VersionCheck {
  if (demo) return { verdict: "demo", version: DEMO_VERSION };
  const words = LEGAL_KINDS[kind];
  const newest = recorded[0];
  if (newest && JSON.stringify(newest.document) === JSON.stringify(document)) {
    return { verdict: "published", version: newest.version };
  }
  if (!launch) return { verdict: "record", version: today };
  const file = `${words.dir}/${today}.json`;
  if (newest && newest.version > today) {
    return {
      verdict: "refused",
      problem: {
        problem: `a versão mais recente ${words.of} registrada, de ${brazilianFromIso(newest.version)}, tem uma data que ainda não chegou neste computador`,
        fix: `confira a data e o fuso horário do computador e rode de novo; não apague nem renomeie os arquivos de ${words.dir}/`,
      },
    };
  }
  if (newest && newest.version === today) {
    return {
      verdict: "refused",
      problem: {
        problem: `${words.The} ${words.changed} depois da versão de hoje (${brazilianFromIso(today)}), já registrada em ${file}: quem aceitou essa versão perderia o texto dela`,
        fix: `se essa versão já foi publicada (npm run deploy, ou um push para a hospedagem), publique esta mudança amanhã, quando ela vira uma versão nova; se ela nunca foi publicada, apague ${file} e rode de novo`,
      },
    };
  }
  if (gitHost) {
    return {
      verdict: "refused",
      problem: {
        problem: `esta versão ${words.of} ainda não foi registrada em ${words.dir}/, e o registro feito aqui, na hospedagem, se perderia depois da publicação`,
        fix: `no seu computador, no dia em que publicar, rode ${PUBLISH_VARIABLE}=1 npm run build:launch, que grava ${file} com a data de hoje, e inclua esse arquivo no seu repositório (git add ${words.dir} && git commit && git push)`,
      },
    };
  }
  return { verdict: "record", version: today };
}

/**
 * Whether this build records the version `check` found new: only a launch build that publishes
 * (PUBLISH_VARIABLE, set by `npm run deploy`). A version is the text as it was published, dated
 * by that day: a build that publishes nothing records nothing, or a purchase could follow a text
 * the site never showed, under a date it was never shown on.
 */
export function recordsVersion(
  check: VersionCheck,
  { launch, env = process.env }: { readonly launch: boolean; readonly env?: NodeJS.ProcessEnv },
): boolean {
  return check.verdict === "record" && launch && env[PUBLISH_VARIABLE] === "1";
}

/** What a launch build that publishes nothing says of a text not yet published. */
export function unrecordedNote(kind: LegalKind, version: string, first: boolean): string {
  const words = LEGAL_KINDS[kind];
  return `ℹ ${first ? `${words.The} ainda não ${words.have} versão publicada` : `${words.The} ${words.changed} desde a última versão publicada`}: este build mostra o texto atual com a data de hoje (${brazilianFromIso(version)}) e não grava nada. A versão é gravada em ${words.dir}/ no dia em que você publicar o site (npm run deploy).`;
}

/** Records `current` as published, and says so to the owner, with what to keep. */
export function recordVersion(kind: LegalKind, current: LegalVersion, dir: string): string {
  const words = LEGAL_KINDS[kind];
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${current.version}.json`);
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  return `ℹ Nova versão ${words.of} (${brazilianFromIso(current.version)}) registrada em ${file}: ela fica no ar no próprio endereço, com essa data, mesmo depois das próximas mudanças. Guarde esse arquivo com o site (git add ${file} && git commit).`;
}

/**
 * The versions a purchase may follow, for the owner's commands (`npm run licence -- issue`,
 * `npm run pedido -- novo`): those recorded, or the demo's own. A text not yet recorded was
 * never published, and no purchase followed it.
 */
export function publishedVersionDates(dir: string, { demo }: { readonly demo: boolean }) {
  return demo ? [DEMO_VERSION] : readLegalVersions(dir).map((item) => item.version);
}

/**
 * The Terms a purchase on `purchasedOn` follows, for the owner's commands: the version in force
 * that day, or null. In a trial on this computer (`--local`) before any version is published,
 * the current text, as a draft dated today, the date a local build shows it under
 * (`npm run build`, `npm run preview`): recorded nowhere, and never where a buyer buys.
 */
export function termsForPurchase(
  purchasedOn: string,
  versions: readonly string[],
  { trial, today }: { readonly trial: boolean; readonly today: string },
): { readonly version: string; readonly draft: boolean } | null {
  if (trial && versions.length === 0) return { version: today, draft: true };
  const version = versionInForceOn(purchasedOn, versions);
  return version === null ? null : { version, draft: false };
}

// Pure, so that the sales webhook (functions/_shared/sales-api.ts) uses the same rule at the edge.
export { versionInForceOn };

/**
 * Each version with the purchases it covers, newest first: from its date to the day before the
 * next one's (`until` null for the one in force), as /obrigado lists them.
 */
export function versionPeriods(versions: readonly string[]) {
  const sorted = [...new Set(versions)].sort().reverse();
  return sorted.map((version, index) => {
    const next = sorted[index - 1];
    return { version, until: next === undefined ? null : dayBefore(next) };
  });
}

/** "2026-03-01" → "2026-02-28". */
function dayBefore(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) - 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
}
