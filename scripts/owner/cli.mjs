// @ts-check
// The owner's commands (`npm run setup`, `samples`, `licence`, `preview`, `deploy`) are one
// family: their arguments are read by Node's own `util.parseArgs`, they speak Brazilian
// Portuguese (scripts/owner/messages.mjs), each answers `--help`, and they end the same way:
// 0 done, 2 refused with what to do about it, 1 for what nobody foresaw (a bug to report).
import { parseArgs } from "node:util";
import { common } from "./messages.mjs";

/** How an owner's command ends. */
export const EXIT = { done: 0, failed: 1, refused: 2 };

/**
 * A refusal the owner can act on: what is wrong, then what to do about it, both in Portuguese.
 * The command prints both and ends with exit code 2.
 */
export class Refusal extends Error {
  /**
   * @param {string} problem what is wrong, in one sentence
   * @param {string} [fix] what to run or change next
   */
  constructor(problem, fix) {
    super(problem);
    this.name = "Refusal";
    /** @type {string | undefined} */
    this.fix = fix;
  }
}

/**
 * The refusal as the terminal shows it: "✖ problem" and, under it, "→ fix".
 * @param {Refusal} refusal
 */
export function refusalText(refusal) {
  return refusal.fix ? `✖ ${refusal.message}\n  → ${refusal.fix}` : `✖ ${refusal.message}`;
}

/**
 * The command as she would type it again: `npm run pedido --` and her words, each with a space or
 * a sign the shell reads put in quotes ("Yasmin Fernandes"), so that a refusal's "run it again"
 * is a command that works when pasted.
 * @param {string} command "npm run pedido --"
 * @param {readonly string[]} argv
 */
export function typedCommand(command, argv) {
  const quoted = argv.map((arg) => {
    if (/^[\p{L}\p{N}_@%+=:,./-][\p{L}\p{N}_@%+=:,./#-]*$/u.test(arg)) return arg;
    // In double quotes, as the guides write them, unless the shell would still read a sign there.
    return /["$`\\!]/.test(arg) ? `'${arg.replaceAll("'", "'\\''")}'` : `"${arg}"`;
  });
  return [command, ...quoted].join(" ");
}

/**
 * @typedef {import("node:util").ParseArgsConfig["options"]} Options
 */

/**
 * Reads a command line with `util.parseArgs` (strict, positionals allowed, `--help`/`-h` added),
 * turning its English errors into a refusal in Portuguese that points at `--help`.
 * @template {NonNullable<Options>} T
 * @param {readonly string[]} argv the arguments after `npm run <command> --`
 * @param {T} options the command's own options
 * @param {string} command the command as the owner types it ("npm run samples")
 */
export function readCommandLine(argv, options, command) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { ...options, help: { type: "boolean", short: "h", default: false } },
    });
  } catch (error) {
    throw new Refusal(
      parseArgsProblem(/** @type {Error & { code?: string }} */ (error)),
      common.seeHelp(command),
    );
  }
}

/**
 * What `util.parseArgs` refused, said in Portuguese: its codes are stable, its messages are not.
 * @param {Error & { code?: string }} error
 */
export function parseArgsProblem(error) {
  const option = /'(-{1,2}[\w-]+)/.exec(error.message)?.[1] ?? error.message;
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return common.unknownOption(option);
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /argument missing/.test(error.message)
        ? common.optionNeedsValue(option)
        : common.optionTakesNoValue(option);
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return common.unexpectedArgument(/'([^']+)'/.exec(error.message)?.[1] ?? error.message);
    default:
      return error.message;
  }
}

/**
 * Runs an owner's command: prints its help on `--help`, a refusal with its fix (exit 2), or an
 * unforeseen error with its stack (exit 1).
 * @param {{ usage: string, main: (argv: string[]) => Promise<void> | void }} command
 * @param {readonly string[]} [argv]
 */
export async function runOwnerCommand({ usage, main }, argv = process.argv.slice(2)) {
  if (argv.includes("--help") || argv.includes("-h") || argv[0] === "ajuda" || argv[0] === "help") {
    console.log(usage);
    return;
  }
  try {
    await main([...argv]);
  } catch (error) {
    if (error instanceof Refusal) {
      console.error(refusalText(error));
      process.exitCode = EXIT.refused;
      return;
    }
    console.error(common.unexpected);
    console.error(error);
    process.exitCode = EXIT.failed;
  }
}
