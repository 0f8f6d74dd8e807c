// @ts-check
// `npm run preview`: the launch build (the host's), served on this computer as the hosts serve it
// (deploy/local-server.mjs, as `npm start` does), for a last look before publishing. A refused
// build shows its report and serves nothing.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist } from "../../deploy/local-server.mjs";
import { readPagesConfig } from "../../deploy/cloudflare-config.mjs";
import { readCommandLine, Refusal, runOwnerCommand } from "./cli.mjs";
import { preview as say } from "./messages.mjs";
import { DEFAULT_PORT, localAddress } from "./local-address.mjs";
import { launchBuild, ROOT, runProgram } from "./processes.mjs";

/**
 * The port from `PORT`, or the default.
 * @param {string | undefined} given
 */
export function previewPort(given) {
  if (given === undefined || given.trim() === "") return DEFAULT_PORT;
  const port = /^\d{4,5}$/.test(given.trim()) ? Number(given) : Number.NaN;
  if (!(port >= 1024 && port <= 65535)) throw new Refusal(say.badPort(given), say.badPortFix);
  return port;
}

/**
 * @param {readonly string[]} argv
 * @param {{ run?: import("./processes.mjs").Run, serve?: typeof serveDist,
 *   env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [io]
 */
export async function runPreview(
  argv,
  { run = runProgram, serve = serveDist, env = process.env, log = console.log } = {},
) {
  readCommandLine(argv, {}, say.command);
  const port = previewPort(env.PORT);
  launchBuild(run, log);
  const dist = join(ROOT, readPagesConfig().outputDir);
  try {
    await serve(dist, port);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "EADDRINUSE") {
      throw new Refusal(say.portTaken(port), say.portTakenFix(port));
    }
    throw error;
  }
  log(say.nothingPublished);
  log(say.serving(localAddress("", port)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runOwnerCommand({ usage: say.usage, main: (argv) => runPreview(argv) });
  if (process.exitCode) process.exit();
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => process.exit(0));
  }
}
