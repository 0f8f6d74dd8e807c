// @ts-check
// `npm run setup`: asks each value of the site in the order of the page (the questions:
// src/config/setup-questions.ts), checks each answer as she gives it with the build's own schema,
// writes .env, then runs the launch check and says what is left. `--check` only runs the check;
// `npm run setup -- precos VITE_CONTACT_EMAIL` asks only those parts and values, and what depends
// on them. Why @clack/prompts: docs/decisions/0016-owner-setup.md; asking one value alone and the
// key made here: docs/decisions/0022-setup-one-value-and-provider-facts.md.
import { parseEnv } from "node:util";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import * as prompts from "@clack/prompts";
import { runnerImport } from "vite";
import { LAUNCH_MODE } from "../../src/config/launch-mode.ts";
import { asDefines, globalsOf, siteEnv } from "../../integrations/site-globals.ts";
import { analyticsFields, parseAnalyticsEnv } from "../../src/config/env-analytics.ts";
import {
  ENV_DEFAULTS,
  parseSiteEnv,
  SiteEnvError,
  siteEnvFields,
} from "../../src/config/env-schema.ts";
import { parseLicenceKeys } from "../../src/config/env-licence.ts";
import {
  launchNotes,
  launchNotesReport,
  launchProblems,
  launchReport,
} from "../../src/config/launch-gate.ts";
import {
  choicesOf,
  isClaim,
  SETUP_QUESTIONS,
  SETUP_SECTIONS,
  setupItemsNamed,
} from "../../src/config/setup-questions.ts";
import { CollectionError, readSamples, readTestimonials } from "../../src/content/collections.ts";
import {
  AVATAR_FILES_FIX,
  findAvatarProblems,
  readPublicFile,
} from "../../src/lib/collections/avatar-files.ts";
import {
  findSampleProblems,
  probePublicFile,
  SAMPLE_FILES_FIX,
} from "../../src/lib/collections/sample-files.ts";
import { keygen } from "../licence/actions.mjs";
import { readCommandLine, Refusal, runOwnerCommand } from "./cli.mjs";
import {
  envLine,
  renderEnvFile,
  retiredSection,
  updateEnvFile,
  variablesSet,
} from "./env-file.mjs";
import { setup as say } from "./messages.mjs";
import {
  productCodesProblem,
  productTableText,
  SALES_PRODUCT_VARIABLES,
} from "../../src/features/sales/platform-events.ts";
import { ROOT } from "./processes.mjs";

/** @typedef {import("../../src/config/setup-questions.ts").SetupQuestion} SetupQuestion */
/** @typedef {import("../../src/config/setup-questions.ts").SetupClaim} SetupClaim */
/** @typedef {Record<string, string>} Answers */

/** The variable a refusal of the configuration names: its own field, or the first in its words. */
export function refusedVariable(/** @type {Error} */ error) {
  const field = /** @type {{ variable?: unknown }} */ (error).variable;
  if (typeof field === "string") return field;
  return /\bVITE_[A-Z0-9_]+/.exec(error.message)?.[0] ?? null;
}

/** Both schemas of the build, as integrations/site-config.ts applies them. */
const parseConfiguration = (/** @type {Answers} */ env) => {
  parseSiteEnv(env);
  parseAnalyticsEnv(env);
};

/**
 * The build's refusal of `value` for `variable`, with the other answers in place; undefined when
 * the build takes it. The schemas name one refused variable at a time: another variable refused
 * first is set aside (left empty) and the configuration read again, so that only a refusal that
 * names this variable is said here. Whatever the schemas check, this checks, with no list of
 * rules of its own.
 * @param {string} variable
 * @param {string} value
 * @param {Readonly<Answers>} answers
 * @returns {string | undefined}
 */
export function checkAnswer(variable, value, answers) {
  // Her product table is read by the sales webhook, not by the build: its own reader checks it.
  if (PRODUCT_VARIABLES.has(variable)) return productCodesProblem(variable, value);
  /** @type {Answers} */
  const env = { ...answers, [variable]: value };
  for (let round = 0; round < 100; round += 1) {
    try {
      parseConfiguration(env);
      return undefined;
    } catch (error) {
      if (!(error instanceof SiteEnvError)) throw error;
      const named = refusedVariable(error);
      if (named === variable) return error.message;
      // Refused for want of another value (or naming none): not this answer's fault.
      if (!named || !env[named]) return undefined;
      env[named] = "";
    }
  }
  return undefined;
}

/** The variables of her product table (`npm run setup -- vendas`), which no build reads. */
const PRODUCT_VARIABLES = new Set(/** @type {string[]} */ (Object.values(SALES_PRODUCT_VARIABLES)));

/**
 * `.dev.vars` with VENDAS_PRODUTOS made from her answers, where it changes: the table the site on
 * her computer (`npx wrangler pages dev dist`, `npm run pedido -- venda-teste --local`) reads, as
 * `npm run deploy` gives the published site the same one. Null where nothing is to be written.
 * @param {Readonly<Answers>} answers @param {string} previous the file as it is ("" when none)
 */
export function devVarsFor(answers, previous) {
  const table = productTableText(answers);
  const written = parseEnv(previous).VENDAS_PRODUTOS ?? "";
  if (table === written) return null;
  return updateEnvFile(previous, { VENDAS_PRODUTOS: table }, say.devVarsHeading);
}

/** Each variable's own rule, as the schemas declare it. */
const FIELDS = /** @type {Record<string, import("astro/zod").ZodType<unknown, string>>} */ ({
  ...siteEnvFields,
  ...analyticsFields,
});

/**
 * What `variable`'s own rule makes of `value` ("não" and "nao" both make false), as text to
 * compare; undefined where the rule refuses it.
 * @param {string} variable
 * @param {string} value
 */
function ruleReading(variable, value) {
  const result = FIELDS[variable]?.safeParse(value);
  return result?.success ? JSON.stringify(result.data) : undefined;
}

/**
 * The choice a saved value stands for, read as the build reads it: "não", "Não" or "false" are
 * "nao", "Pequeno porte" is "pequeno-porte". Undefined for a blank or a value no choice matches,
 * and for a question with no choices.
 * @param {Pick<SetupQuestion, "variable" | "choices">} question
 * @param {string | undefined} saved
 */
export function savedChoice({ variable, choices }, saved) {
  const written = saved?.trim() ?? "";
  if (!choices || written === "") return undefined;
  const read = ruleReading(variable, written);
  return choices.find(
    ({ value }) =>
      // A transfer basis is plain text to its field, matched whatever its case by the schema.
      value.toLowerCase() === written.toLowerCase() ||
      (read !== undefined && ruleReading(variable, value) === read),
  )?.value;
}

/** @typedef {import("../../src/config/launch-gate.ts").LaunchProblem} LaunchProblem */

/**
 * What a build refuses of the content's files, found by the build's own checks of them
 * (src/content.config.ts): a testimonial's drawing missing, not an SVG or too heavy; a sample's
 * audio or cover missing, or of another length than listed.
 * @param {{ testimonials: readonly { name: string, avatar: string }[],
 *   tracks: readonly import("../../src/content/collections.ts").SampleEntry[] }} content
 * @returns {Promise<LaunchProblem[]>}
 */
async function contentFileProblems({ testimonials, tracks }) {
  const publicDir = join(ROOT, "public");
  const read = readPublicFile(publicDir);
  const probe = probePublicFile(publicDir);
  const avatars = testimonials.flatMap(({ name, avatar }) =>
    findAvatarProblems(avatar, read).map((message) => ({
      problem: say.avatarProblem(name, message),
      fix: AVATAR_FILES_FIX,
    })),
  );
  const samples = await Promise.all(
    tracks.map(async (sample) =>
      (await findSampleProblems(sample, probe)).map(({ message }) => ({
        problem: say.sampleProblem(sample.title, message),
        fix: SAMPLE_FILES_FIX.replaceAll("`", ""),
      })),
    ),
  );
  return [...avatars, ...samples.flat()];
}

/**
 * What a launch build refuses of the Terms of Use and the Privacy Policy (src/content/
 * published-legal.ts): a text changed on a day whose version is already recorded, or a version a
 * host that builds from Git would record where nobody keeps it. The texts are the pages' own,
 * read through Vite, as the build reads them, with this configuration.
 * @param {import("../../src/config/env-schema.ts").SiteConfig} config
 * @param {import("../../src/config/env-analytics.ts").AnalyticsConfig} analytics
 * @param {{ terms?: string, privacy?: string }} dirs where the published versions are recorded
 * @returns {Promise<LaunchProblem[]>}
 */
async function versionProblems(config, analytics, dirs) {
  /** @type {{ module: typeof import("../../src/content/published-legal.ts") }} */
  const { module } = await runnerImport(join(ROOT, "src/content/published-legal.ts"), {
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    define: asDefines(globalsOf(config, analytics)),
  });
  return /** @type {const} */ (["terms", "privacy"]).flatMap((kind) => {
    const check = module.legalVersionCheck(kind, dirs[kind] ? { dir: dirs[kind] } : {});
    return check.verdict === "refused" ? [check.problem] : [];
  });
}

/**
 * The launch check on the .env of `envDir`, as `npm run build:launch` makes it: the launch gate's
 * list, the content's files and the Terms' version, all at once (the build stops at the first of
 * the three that fails); how many items are left; and what the launch leaves out of the page.
 * @param {string} envDir
 * @param {{ termsDir?: string, privacyDir?: string }} [options] where the published Terms and
 *   policies are recorded (tests)
 * @returns {Promise<{ left: number, report: string, notes: string }>}
 */
export async function launchState(envDir, { termsDir, privacyDir } = {}) {
  const raw = siteEnv(LAUNCH_MODE, envDir);
  let config;
  let analytics;
  try {
    config = parseSiteEnv(raw);
    analytics = parseAnalyticsEnv(raw);
  } catch (error) {
    if (!(error instanceof SiteEnvError)) throw error;
    const fix = ASKED.has(error.variable)
      ? say.invalidFix(error.variable)
      : say.retiredFix(error.variable);
    return { left: 1, report: `✖ ${say.invalid(error.message)}\n  → ${fix}`, notes: "" };
  }
  let content;
  try {
    content = { testimonials: readTestimonials(ROOT), tracks: readSamples(ROOT) };
  } catch (error) {
    if (!(error instanceof CollectionError)) throw error;
    return { left: 1, report: `✖ ${say.badContent(error.message)}`, notes: "" };
  }
  const input = { raw, config, analytics, ...content };
  const problems = [
    ...launchProblems(input),
    ...(await contentFileProblems(content)),
    ...(await versionProblems(config, analytics, { terms: termsDir, privacy: privacyDir })),
  ];
  const notes = launchNotes(input);
  return {
    left: problems.length,
    report: problems.length > 0 ? launchReport(problems) : "",
    notes: notes.length > 0 ? launchNotesReport(notes, { released: problems.length === 0 }) : "",
  };
}

/**
 * `lines` broken at spaces to fit `width` columns: clack prints a message as it is, and a long
 * line would run past the guide on its left.
 * @param {readonly string[]} lines
 * @param {number} width
 */
export function wrapLines(lines, width) {
  return lines.flatMap((line) => {
    // An indented line (an item of a list) continues two columns further in; prose does not.
    const indent = /^ */.exec(line)?.[0] ?? "";
    const hanging = indent ? `${indent}  ` : "";
    const wrapped = [indent];
    for (const word of line.slice(indent.length).split(" ")) {
      const last = wrapped.at(-1) ?? "";
      const empty = last.trim() === "";
      if (!empty && last.length + 1 + word.length > width) wrapped.push(`${hanging}${word}`);
      else wrapped[wrapped.length - 1] = empty ? `${last}${word}` : `${last} ${word}`;
    }
    return wrapped;
  });
}

/** A value is there. */
const isSet = (/** @type {string | undefined} */ value) => Boolean(value?.trim());

/**
 * @template T
 * @param {T | symbol} answer
 * @returns {T}
 */
function answered(answer) {
  if (prompts.isCancel(answer)) throw new Refusal(say.cancelled, say.cancelledFix);
  return /** @type {T} */ (answer);
}

/** Where the private key goes unless she says otherwise: her home, under a name not taken. */
export function defaultKeyFile(home = homedir()) {
  for (let count = 1; ; count += 1) {
    const file = join(home, count === 1 ? "chave-licencas.pem" : `chave-licencas-${count}.pem`);
    if (!existsSync(file)) return file;
  }
}

/** "~/chave-licencas.pem" for a file of her home; the path she typed, made absolute. */
const shownPath = (/** @type {string} */ file) =>
  file.startsWith(`${homedir()}${sep}`) ? `~${sep}${relative(homedir(), file)}` : file;
const typedPath = (/** @type {string} */ typed) =>
  resolve(typed.replace(/^~(?=$|[\\/])/, homedir()));

/** A file inside the site's folder: the repository's, the host's, the build's (dist/ is wiped). */
export const insideSite = (/** @type {string} */ file, root = ROOT) => {
  const path = relative(root, resolve(file));
  return path === "" || !(path.startsWith("..") || resolve(root, path) !== resolve(file));
};

/**
 * The site's own public keys in `saved` (VITE_LICENCE_PUBLIC_KEY), newest first: none for the
 * demo's key, "nenhuma", a blank or a value that is no key list.
 * @param {string | undefined} saved
 */
const ownKeys = (saved) =>
  (saved?.trim() ? (parseLicenceKeys(saved.trim()) ?? []) : [])
    .map((key) => key.publicKey)
    .filter((key) => key !== ENV_DEFAULTS.VITE_LICENCE_PUBLIC_KEY);

/** What the licence question's own options stand for (never written to .env). */
const KEY = { keep: ":keep", create: ":create", paste: ":paste" };

/**
 * Asks the questions of the page, in order; each answer is checked before the next question.
 * With `only` (`npm run setup -- <names>`), only those items are asked, and of the others those
 * that read a value asked, or that her new answers make apply or refuse (`following`); a
 * question they make not apply is blanked, as the full run writes it.
 * @param {Answers} answers the current values, updated in place
 * @param {import("@clack/prompts").CommonOptions} streams
 * @param {ReadonlySet<SetupQuestion | SetupClaim>} [only]
 */
async function ask(answers, streams, only) {
  /** @type {import("../../src/config/setup-questions.ts").SetupChoice} */
  const blank = { value: "", label: say.blankChoice };
  const before = { ...answers };
  /** @type {Set<string>} the variables asked in this run: what a question not named may read */
  const touched = new Set();
  const columns =
    /** @type {{ columns?: number }} */ (streams.output ?? process.stdout).columns ?? 80;
  /** @param {readonly string[]} lines */
  const explain = (lines) =>
    prompts.log.message(wrapLines(lines, Math.max(40, columns - 4)), { ...streams, spacing: 1 });
  /** A log line broken to fit, as `explain`'s: clack prints it as it is. */
  const fit = (/** @type {string} */ text) =>
    wrapLines(text.split("\n"), Math.max(40, columns - 4)).join("\n");
  // clack's own key hints are English: the question's help says them instead.
  const listed = { ...streams, showInstructions: false, maxItems: 8 };

  /**
   * A free answer, checked as she gives it.
   * @param {string} variable
   * @param {string} message
   * @param {string} initialValue
   */
  async function typed(variable, message, initialValue) {
    const value = /** @type {string | undefined} */ (
      answered(
        await prompts.text({
          ...streams,
          message,
          initialValue,
          validate: (text) => {
            const candidate = (text ?? "").trim();
            if (envLine(variable, candidate) === null) return say.unwritable;
            return checkAnswer(variable, candidate, answers);
          },
        }),
      )
    );
    return (value ?? "").trim();
  }

  /**
   * The licence key: kept, made here with `npm run licence`'s own keygen (the private half in a
   * file of hers, outside the site's folder), pasted, or none.
   * @param {SetupQuestion} question
   * @param {string} message
   */
  async function licenceKey(question, message) {
    const { variable } = question;
    const owned = ownKeys(answers[variable]);
    const options = [
      ...(owned.length > 0
        ? [{ value: KEY.keep, label: say.keyKeep(owned[0]?.slice(0, 8) ?? "") }]
        : []),
      { value: KEY.create, label: say.keyCreate, hint: say.keyCreateHint },
      { value: KEY.paste, label: say.keyPaste },
      ...(question.choices ?? []),
      blank,
    ];
    const saved = savedChoice(question, answers[variable]);
    const choice = /** @type {string} */ (
      answered(
        await prompts.select({
          ...listed,
          message,
          options: options.map((option) => ({ ...option })),
          initialValue: owned.length > 0 ? KEY.keep : (saved ?? KEY.create),
        }),
      )
    );
    if (choice === KEY.keep) return;
    if (choice === KEY.paste) {
      answers[variable] = await typed(variable, say.keyPasteQuestion, owned.join(","));
      return;
    }
    if (choice !== KEY.create) {
      answers[variable] = choice;
      return;
    }
    explain(say.keyWhereHelp);
    for (;;) {
      const file = /** @type {string | undefined} */ (
        answered(
          await prompts.text({
            ...streams,
            message: say.keyWhere,
            initialValue: shownPath(defaultKeyFile()),
            validate: (text) => {
              const typedFile = (text ?? "").trim();
              if (typedFile === "") return say.keyWhereEmpty;
              if (insideSite(typedPath(typedFile))) {
                return `${say.keyInsideSite}; ${say.keyInsideSiteFix}`;
              }
              return undefined;
            },
          }),
        )
      );
      const out = typedPath((file ?? "").trim());
      try {
        const made = keygen(
          { out },
          {
            root: ROOT,
            // Read by keygen for its own rotation line, which the setup writes itself.
            get config() {
              return parseSiteEnv(answers);
            },
            revocationsFile: "",
            termsVersionsDir: "",
            today: "",
          },
        );
        answers[variable] = [made.publicKey, ...owned].join(",");
        // Where the commands that sign find it: she never edits .env by hand for it.
        answers.LICENCE_KEY_FILE = made.file;
        prompts.log.success(fit(say.keyMade(shownPath(made.file), owned.length > 0)), streams);
        return;
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        prompts.log.error(fit(`${error.message}${error.fix ? `\n→ ${error.fix}` : ""}`), streams);
      }
    }
  }

  /** @param {SetupQuestion} question */
  async function one(question) {
    const { variable } = question;
    if (question.when && !question.when(answers)) {
      answers[variable] = "";
      return;
    }
    touched.add(variable);
    const suggestion = question.suggest?.(answers);
    const choices = choicesOf(question, answers);
    explain([
      question.help,
      ...(suggestion ? [suggestion.said] : []),
      say.where(question.where),
      ...(choices ?? [])
        .filter((choice) => choice.means)
        .map((choice) => `  • ${choice.label}: ${choice.means}`),
      ...(choices ? [say.chooseHow] : []),
    ]);
    const message = `${question.question}${question.optional ? ` ${say.optional}` : ""}`;
    if (question.makes === "licence-key") return licenceKey(question, message);
    if (choices) {
      for (;;) {
        const options = [...choices, blank].map(({ value, label, hint }) => ({
          value,
          label,
          ...(hint ? { hint } : {}),
        }));
        const value = /** @type {string} */ (
          answered(
            await prompts.select({
              ...listed,
              message,
              options,
              initialValue:
                savedChoice({ variable, choices }, answers[variable]) ?? suggestion?.value ?? "",
            }),
          )
        );
        const refused = checkAnswer(variable, value, answers);
        if (!refused) {
          answers[variable] = value;
          return;
        }
        prompts.log.error(refused, streams);
      }
    }
    const saved = answers[variable] ?? "";
    answers[variable] = await typed(
      variable,
      message,
      isSet(saved) ? saved : (suggestion?.value ?? ""),
    );
  }

  /** @param {SetupClaim} item */
  async function claim(item) {
    explain([item.help, say.chooseHow]);
    const keep = answered(
      await prompts.select({
        ...listed,
        message: item.question,
        options: [
          { value: true, label: say.claimYes },
          { value: false, label: say.claimNo, hint: say.claimNoHint },
        ],
        initialValue: item.questions.some((question) => isSet(answers[question.variable])),
      }),
    );
    for (const question of item.questions) {
      if (keep) await one(question);
      else answers[question.variable] = "";
    }
  }

  /**
   * A question she did not name: asked when it depends on a value asked in this run (its `when`
   * reads it: a provider's country, the basis after it), when her new answers make it apply, or
   * when they refuse its saved value; blanked when they make it not apply.
   * @param {SetupQuestion} question
   */
  async function following(question, /** @type {() => void} */ announce) {
    const { variable, when } = question;
    if (when && !when(answers)) {
      answers[variable] = "";
      return;
    }
    const saved = answers[variable] ?? "";
    const newly = when !== undefined && !when(before);
    const depends =
      when !== undefined && [...touched].some((name) => !when({ ...answers, [name]: "" }));
    const refused = isSet(saved) && checkAnswer(variable, saved, answers) !== undefined;
    if (newly || depends || refused) {
      announce();
      prompts.log.info(say.followUp, streams);
      await one(question);
    }
  }

  for (const section of SETUP_SECTIONS) {
    let announced = false;
    /** The section's title, once, before its first question. */
    const announce = () => {
      if (!announced) prompts.log.step(section.title, streams);
      announced = true;
    };
    /** @param {SetupQuestion | SetupClaim} item */
    const named = (item) =>
      !only || only.has(item) || (isClaim(item) && item.questions.some((q) => only.has(q)));
    if (section.items.some(named)) announce();
    for (const item of section.items) {
      if (!only || only.has(item)) {
        if (isClaim(item)) await claim(item);
        else if (only && item.when && !item.when(answers)) {
          prompts.log.warn(fit(say.notAsked(item.variable, section.part)), streams);
        } else await one(item);
        continue;
      }
      const questions = isClaim(item) ? item.questions : [item];
      for (const question of questions) {
        if (only.has(question)) await one(question);
        else await following(question, announce);
      }
    }
  }
}

/** The variables the setup asks: every one the site reads (a test holds them to .env.example's). */
/**
 * Written with an answer, never asked: where the private key the setup made is (the path, never
 * the key), which `npm run pedido -- entregar` and `npm run licence` read (docs/licences.md).
 */
const WRITTEN_ALONG = new Set(["LICENCE_KEY_FILE"]);
const ASKED = new Set([...SETUP_QUESTIONS.map((question) => question.variable), ...WRITTEN_ALONG]);

/**
 * The variables of her .env (`previous`, its text) that the site no longer reads, such as
 * VITE_ENGAGEMENT_CLAIM_SOURCE, with their values: the setup never asks them, so it comments
 * them out rather than leave a value the build refuses and no question can fix.
 * @param {Readonly<Answers>} answers
 * @param {string} previous
 * @returns {[string, string][]}
 */
export function retiredValues(answers, previous) {
  const set = variablesSet(previous);
  return Object.entries(answers).filter(
    ([name, value]) => set.has(name) && !ASKED.has(name) && value.trim() !== "",
  );
}

/**
 * The new .env: .env.example's text with her answers, then, as comments, the values the site no
 * longer reads (retiredValues).
 * @param {Readonly<Answers>} answers
 * @param {string} template .env.example
 * @param {string} previous her .env as it was ("" when there was none)
 */
export function envFileFor(answers, template, previous) {
  const values = Object.fromEntries(Object.entries(answers).filter(([name]) => ASKED.has(name)));
  return (
    renderEnvFile(template, values, say.extraHeading) +
    retiredSection(previous, retiredValues(answers, previous), say.retiredHeading)
  );
}

/**
 * @param {readonly string[]} argv
 * @param {{ envDir?: string, input?: import("node:stream").Readable,
 *   output?: import("node:stream").Writable, log?: (line: string) => void }} [io]
 */
export async function runSetup(argv, { envDir = ROOT, input, output, log = console.log } = {}) {
  const { values, positionals } = readCommandLine(
    argv,
    { check: { type: "boolean", default: false } },
    say.command,
  );
  if (values.check && positionals.length > 0) {
    throw new Refusal(say.checkTakesNoNames, say.checkTakesNoNamesFix);
  }
  const { items: only, unknown } = setupItemsNamed(positionals);
  if (unknown.length > 0) {
    throw new Refusal(
      say.unknownNames(
        unknown,
        SETUP_SECTIONS.map(({ part }) => part),
      ),
      say.unknownNamesFix,
    );
  }
  const partial = positionals.length > 0;
  if (values.check) {
    log(say.checking);
    const { left, report, notes } = await launchState(envDir);
    if (left > 0) {
      log(report);
      if (notes) log(notes);
      throw new Refusal(say.notReady(left), say.notReadyFix);
    }
    log(say.ready);
    if (notes) log(notes);
    return;
  }
  if (!input && !process.stdin.isTTY) throw new Refusal(say.noTerminal, say.noTerminalFix);
  const streams = { ...(input ? { input } : {}), ...(output ? { output } : {}) };

  const columns = /** @type {{ columns?: number }} */ (output ?? process.stdout).columns ?? 80;
  const width = Math.max(40, columns - 4);
  const envPath = join(envDir, ".env");
  prompts.intro(partial ? say.titleOnly(positionals) : say.title, streams);
  prompts.note(say.howTo, undefined, streams);
  prompts.log.info(existsSync(envPath) ? say.startingFrom(envPath) : say.startingFresh, streams);
  const current = siteEnv(LAUNCH_MODE, envDir);
  /** @type {Answers} */
  const answers = Object.fromEntries(
    Object.entries(current).flatMap(([name, value]) =>
      name.startsWith("VITE_") && typeof value === "string" ? [[name, value]] : [],
    ),
  );
  const previous = existsSync(envPath) ? readFileSync(envPath, "utf8") : "";
  // The values written along with an answer keep theirs (the key's path she already has), and so
  // do the answers the build does not read (her product table).
  for (const [name, value] of Object.entries(parseEnv(previous))) {
    if (ASKED.has(name) && !name.startsWith("VITE_") && value !== undefined) answers[name] = value;
  }
  // Said first, so that she has the old value before her while she answers the new questions.
  // Changing one value leaves the rest of her file as it is, retired values too.
  const retired = partial ? [] : retiredValues(answers, previous);
  if (retired.length > 0) prompts.log.warn(say.retiredFound(retired), streams);
  const saved = { ...answers };
  await ask(answers, streams, partial ? only : undefined);
  const changed = [...ASKED].filter((name) => (answers[name] ?? "") !== (saved[name] ?? ""));
  if (partial && previous !== "" && changed.length === 0) {
    prompts.log.info(say.unchanged, streams);
  } else {
    await write();
  }

  async function write() {
    if (partial && previous !== "") {
      prompts.log.info(wrapLines([say.changedOnly(changed)], width).join("\n"), streams);
    }
    const confirmed = await prompts.confirm({
      ...streams,
      message: say.confirmWrite,
      active: say.yes,
      inactive: say.no,
    });
    if (!answered(confirmed)) {
      throw new Refusal(say.cancelled, say.cancelledFix);
    }
    const template = readFileSync(join(ROOT, ".env.example"), "utf8");
    const changes = Object.fromEntries(changed.map((name) => [name, answers[name] ?? ""]));
    writeFileSync(
      envPath,
      partial && previous !== ""
        ? updateEnvFile(previous, changes, say.extraHeading)
        : envFileFor(answers, template, previous),
    );
    prompts.log.success(say.written(envPath), streams);
    const devVarsPath = join(envDir, ".dev.vars");
    const devVars = devVarsFor(
      answers,
      existsSync(devVarsPath) ? readFileSync(devVarsPath, "utf8") : "",
    );
    if (devVars !== null) {
      writeFileSync(devVarsPath, devVars);
      prompts.log.info(say.devVarsWritten(devVarsPath), streams);
    }
    if (retired.length > 0) {
      prompts.log.info(say.retiredDone(retired.map(([name]) => name)), streams);
    }
  }

  prompts.log.step(say.checking, streams);
  const { left, report, notes } = await launchState(envDir);
  /** @param {string} text */
  const show = (text) => prompts.log.message(wrapLines(text.split("\n"), width), streams);
  if (left > 0) show(report);
  else prompts.log.success(say.ready, streams);
  if (notes) show(notes);
  prompts.outro(left > 0 ? say.left(left) : say.readyNext, streams);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const parts = SETUP_SECTIONS.map(({ part, title }) => ({ part, title }));
  await runOwnerCommand({ usage: say.usage(parts), main: (argv) => runSetup(argv) });
}
