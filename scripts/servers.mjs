// @ts-check
// The servers the test scripts start over a build: `npm start` and Cloudflare Pages' own runtime
// (`wrangler pages dev`), each on a free port, in a process group that stopAll() stops.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startProcess, waitForUrl } from "../cross-browser/environment.mjs";
import { readPagesConfig } from "../deploy/cloudflare-config.mjs";

export const root = new URL("..", import.meta.url).pathname;

/** Cloudflare's runtime behaves as of this date: wrangler.toml's, which `pages dev` reads itself. */
export const COMPATIBILITY_DATE = readPagesConfig().compatibilityDate;

/**
 * `npm start` serving dist/ as it is, or, with `build`, building first (into `env.DIST_DIR`).
 * `ready` settles once `/` answers.
 * @param {{ port?: number, env?: Record<string, string>, build?: boolean, timeoutMs?: number }} [options]
 */
export async function startSite({ port, env = {}, build = false, timeoutMs } = {}) {
  const listening = port ?? (await freePort());
  startProcess("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, ...(build ? {} : { SKIP_BUILD: "1" }), ...env, PORT: String(listening) },
  });
  const address = `http://localhost:${listening}`;
  return { address, ready: waitForUrl(`${address}/`, timeoutMs) };
}

/**
 * `wrangler pages dev <build>` with the project's Pages Function (./functions) and wrangler.toml
 * (its compatibility date: docs/deploying.md's `npx wrangler pages dev dist` as written), its DevTools
 * inspector on a port of its own. wrangler logs every DevTools message (one per 4 KiB a worker
 * reads) into the home folder, tens of MB a run: here into a folder that `stop` removes.
 * @param {string} build the folder served, relative to the project or absolute
 * @param {{ cwd?: string, persistTo?: string }} [options] the project it serves (this one by
 *   default), and where its local D1 and R2 are kept (its .wrangler/state by default)
 */
export async function startPagesDev(build, { cwd = root, persistTo } = {}) {
  const [port, inspector] = [await freePort(), await freePort()];
  const logs = mkdtempSync(join(tmpdir(), "wrangler-logs-"));
  const wrangler = startProcess(
    join(cwd, "node_modules", ".bin", "wrangler"),
    [
      ...["pages", "dev", build, "--ip", "127.0.0.1", "--port", String(port)],
      ...["--inspector-port", String(inspector)],
      ...["--log-level", "error"],
      ...(persistTo ? ["--persist-to", persistTo] : []),
    ],
    { cwd, env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: logs } },
  );
  return {
    address: `http://127.0.0.1:${port}`,
    inspector,
    /** wrangler, workerd and their helpers share this process group. */
    group: wrangler.child.pid ?? 0,
    async stop() {
      await wrangler.stop();
      rmSync(logs, { recursive: true, force: true });
    },
  };
}

/** The open files of every process in a process group (a runtime and its children). */
export function openFilesOfGroup(/** @type {number} */ group) {
  return readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid))
    .reduce((sum, pid) => {
      try {
        // The process group is the fifth field of /proc/<pid>/stat, after "(name)".
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        return Number(fields[2]) === group ? sum + readdirSync(`/proc/${pid}/fd`).length : sum;
      } catch {
        return sum;
      }
    }, 0);
}
