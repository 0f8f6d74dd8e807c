// @ts-check
// `npm run setup`: asks each value of the site in the order of the page (the questions:
// src/config/setup-questions.ts), checks each answer as she gives it with the build's own schema,
// writes .env, then runs the launch check and says what is left. `--check` only runs the check.
// Why @clack/prompts: docs/decisions/0016-owner-setup.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prompts from "@clack/prompts";
import { runnerImport } from "vite";
import { asDefines, globalsOf, LAUNCH_MODE, siteEnv } from "../../integrations/site-config.ts";
import { analyticsFields, parseAnalyticsEnv } from "../../src/config/env-analytics.ts";
import { parseSiteEnv, SiteEnvError, siteEnvFields } from "../../src/config/env-schema.ts";
import {
  launchNotes,
  launchNotesReport,
  launchProblems,
  launchReport,
} from "../../src/config/launch-gate.ts";
import { isClaim, SETUP_QUESTIONS, SETUP_SECTIONS } from "../../src/config/setup-questions.ts";
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
import { readCommandLine, Refusal, runOwnerCommand } from "./cli.mjs";
import { envLine, renderEnvFile, retiredSection, variablesSet } from "./env-file.mjs";
import { setup as say } from "./messages.mjs";
import { ROOT } from "./processes.mjs";

/** @typedef {import("../../src/config/setup-questions.ts").SetupQuestion} SetupQuestion */
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
 * What a launch build refuses of the Terms of Use (src/content/published-terms.ts): changed under
 * a date already published, or dated before the newest published version. The Terms are the
 * pages' own text, read through Vite, as the build reads it, with this configuration.
 * @param {import("../../src/config/env-schema.ts").SiteConfig} config
 * @param {import("../../src/config/env-analytics.ts").AnalyticsConfig} analytics
 * @param {string | undefined} termsDir where the published versions are recorded
 * @returns {Promise<LaunchProblem[]>}
 */
async function termsProblems(config, analytics, termsDir) {
  /** @type {{ module: typeof import("../../src/content/published-terms.ts") }} */
  const { module } = await runnerImport(join(ROOT, "src/content/published-terms.ts"), {
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    define: asDefines(globalsOf(config, analytics)),
  });
  const check = module.termsVersionCheck(termsDir);
  return check.verdict === "refused" ? [check.problem] : [];
}

/**
 * The launch check on the .env of `envDir`, as `npm run build:launch` makes it: the launch gate's
 * list, the content's files and the Terms' version, all at once (the build stops at the first of
 * the three that fails); how many items are left; and what the launch leaves out of the page.
 * @param {string} envDir
 * @param {{ termsDir?: string }} [options] where the published Terms are recorded (tests)
 * @returns {Promise<{ left: number, report: string, notes: string }>}
 */
export async function launchState(envDir, { termsDir } = {}) {
  const raw = siteEnv(LAUNCH_MODE, envDir);
  let config;
  let analytics;
  try {
    config = parseSiteEnv(raw);
    analytics = parseAnalyticsEnv(raw);
  } catch (error) {
    if (!(error instanceof SiteEnvError)) throw error;
    const fix = ASKED.has(error.variable) ? say.invalidFix : say.retiredFix(error.variable);
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
    ...(await termsProblems(config, analytics, termsDir)),
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

/**
 * Asks every question of the page, in order; each answer is checked before the next question.
 * @param {Answers} answers the current values, updated in place
 * @param {import("@clack/prompts").CommonOptions} streams
 */
async function ask(answers, streams) {
  const blank = { value: "", label: say.blankChoice };
  const columns =
    /** @type {{ columns?: number }} */ (streams.output ?? process.stdout).columns ?? 80;
  /** @param {readonly string[]} lines */
  const explain = (lines) =>
    prompts.log.message(wrapLines(lines, Math.max(40, columns - 4)), { ...streams, spacing: 1 });
  // clack's own key hints are English: the question's help says them instead.
  const listed = { ...streams, showInstructions: false, maxItems: 8 };

  /** @param {SetupQuestion} question */
  async function one(question) {
    const { variable } = question;
    if (question.when && !question.when(answers)) {
      answers[variable] = "";
      return;
    }
    explain([
      question.help,
      say.where(question.where),
      ...(question.choices ? [say.chooseHow] : []),
    ]);
    const message = `${question.question}${question.optional ? ` ${say.optional}` : ""}`;
    if (question.choices) {
      for (;;) {
        const options = [...question.choices, blank].map((choice) => ({ ...choice }));
        const value = /** @type {string} */ (
          answered(
            await prompts.select({
              ...listed,
              message,
              options,
              initialValue: savedChoice(question, answers[variable]) ?? "",
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
    const value = /** @type {string | undefined} */ (
      answered(
        await prompts.text({
          ...streams,
          message,
          initialValue: answers[variable] ?? "",
          validate: (typed) => {
            const candidate = (typed ?? "").trim();
            if (envLine(variable, candidate) === null) return say.unwritable;
            return checkAnswer(variable, candidate, answers);
          },
        }),
      )
    );
    answers[variable] = (value ?? "").trim();
  }

  for (const section of SETUP_SECTIONS) {
    prompts.log.step(section.title, streams);
    for (const item of section.items) {
      if (!isClaim(item)) {
        await one(item);
        continue;
      }
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
  }
}

/** The variables the setup asks: every one the site reads (a test holds them to .env.example's). */
const ASKED = new Set(SETUP_QUESTIONS.map((question) => question.variable));

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
  const { values } = readCommandLine(
    argv,
    { check: { type: "boolean", default: false } },
    say.command,
  );
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

  const envPath = join(envDir, ".env");
  prompts.intro(say.title, streams);
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
  // Said first, so that she has the old value before her while she answers the new questions.
  const retired = retiredValues(answers, previous);
  if (retired.length > 0) prompts.log.warn(say.retiredFound(retired), streams);
  await ask(answers, streams);

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
  writeFileSync(envPath, envFileFor(answers, template, previous));
  prompts.log.success(say.written(envPath), streams);
  if (retired.length > 0) {
    prompts.log.info(say.retiredDone(retired.map(([name]) => name)), streams);
  }

  prompts.log.step(say.checking, streams);
  const { left, report, notes } = await launchState(envDir);
  const columns = /** @type {{ columns?: number }} */ (output ?? process.stdout).columns ?? 80;
  /** @param {string} text */
  const show = (text) =>
    prompts.log.message(wrapLines(text.split("\n"), Math.max(40, columns - 4)), streams);
  if (left > 0) show(report);
  else prompts.log.success(say.ready, streams);
  if (notes) show(notes);
  prompts.outro(left > 0 ? say.left(left) : say.readyNext, streams);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runOwnerCommand({ usage: say.usage, main: (argv) => runSetup(argv) });
}
