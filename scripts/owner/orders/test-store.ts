// A local order store for a test file, as `npm run pedido -- … --local` leaves it once the schema
// is applied. Applying it is wrangler's own command (`d1 migrations apply`), a runtime of its own
// that costs about 6 s of a core; the tests that are not about that step start from a copy of the
// folder it left, made once per schema by the first of them. actions.test.ts opens its store from
// nothing, the owner's path, and checks what that first time says.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readPagesConfig } from "../../../deploy/cloudflare-config.mjs";
import { runProgram, ROOT } from "../processes.mjs";
import { migrationFiles, openStore } from "./connection.mjs";

/** The migrations' names and contents and wrangler's version: a new schema or runtime, a new copy. */
function schemaId(): string {
  const hash = createHash("sha256");
  const dir = join(ROOT, readPagesConfig().orders?.migrationsDir ?? "");
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(join(dir, file)));
  const wrangler = createRequire(import.meta.url)("wrangler/package.json") as { version: string };
  return hash.update(wrangler.version).digest("hex").slice(0, 16);
}

/** How long a file waits for another that is applying the schema, before taking its lock. */
const LOCK_STALE_MS = 120_000;

/** The migrated folder, made the first time under a lock that the other files wait on. */
async function migratedTemplate(): Promise<string> {
  const template = join(tmpdir(), `raqs-pedidos-migrados-${schemaId()}`);
  const lock = `${template}.lock`;
  while (!existsSync(template)) {
    try {
      mkdirSync(lock);
    } catch {
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) {
        rmSync(lock, { recursive: true, force: true });
      }
      await sleep(200);
      continue;
    }
    try {
      if (existsSync(template)) break;
      const building = mkdtempSync(`${template}-`);
      try {
        const { dispose } = await openStore({
          local: true,
          run: runProgram,
          log: () => {},
          env: { ...process.env, PEDIDOS_ESTADO_LOCAL: building },
        });
        await dispose();
        // A whole folder or none: another file that took a stale lock may have made it first.
        if (!existsSync(template)) renameSync(building, template);
      } finally {
        rmSync(building, { recursive: true, force: true });
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/**
 * A folder of the test's own holding a store whose schema is applied: what PEDIDOS_ESTADO_LOCAL
 * names for `openStore`. The caller removes it.
 */
export async function migratedStoreState(prefix: string): Promise<string> {
  const template = await migratedTemplate();
  const state = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, state, { recursive: true });
  return state;
}
