/**
 * Certificates for the browser tests, issued as the owner issues them: by `npm run licence --
 * issue`, with the key of the configuration under test (the demo's, or the owner pass's own,
 * LICENCE_TEST_KEY), for a small audio file written here. The cancelled one is
 * revoked-certificate.txt, listed in src/content/licence-revocations.json (the owner pass writes
 * its own).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { wavFile } from "../../src/features/licence/test-keys";

const root = new URL("../../", import.meta.url).pathname;

/** The private key the configuration under test lists. */
export const TEST_KEY_FILE =
  process.env.LICENCE_TEST_KEY ?? join(root, "e2e/licence-fixture/demo-private-key.pem");

export interface IssuedCertificate {
  /** The address as the command printed it (the configured domain). */
  readonly address: string;
  /** What follows `#`. */
  readonly fragment: string;
  readonly licensee: string;
  readonly song: string;
  /** The delivered file and another one. */
  readonly file: string;
  readonly otherFile: string;
}

/**
 * The AI service and plan an owner names (VITE_AI_PROVIDER, VITE_AI_PLAN), given to the command
 * as her .env would: the certificate then signs them, with the song's creation date (v2).
 */
export const SUNO_PRO_ENV = {
  VITE_AI_PROVIDER: "Suno",
  VITE_AI_PLAN: "Pro",
  VITE_AI_PLAN_SINCE: "01/02/2026",
} as const;

/** Runs `npm run licence -- issue` for `licensee` and `song`, for a 4-second file. */
export function issueCertificate(
  licensee: string,
  song: string,
  options: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): IssuedCertificate {
  const dir = mkdtempSync(join(tmpdir(), "licence-e2e-"));
  const file = join(dir, "entregue.wav");
  const otherFile = join(dir, "outra.wav");
  writeFileSync(file, wavFile(4));
  writeFileSync(otherFile, wavFile(4, 1));
  const args = [
    ...["--key", TEST_KEY_FILE, "--licensee", licensee, "--song", song, "--file", file],
    ...options,
  ];
  const run = spawnSync(process.execPath, ["scripts/licence/licence.mjs", "issue", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  const address = /^https?:\/\/\S+\/licenca#\S+$/m.exec(run.stdout)?.[0];
  if (run.status !== 0 || !address) throw new Error(`licence issue failed:\n${run.stderr}`);
  return { address, fragment: address.split("#")[1] ?? "", licensee, song, file, otherFile };
}

/** The cancelled certificate's fragment. */
export const revokedFragment = () =>
  readFileSync(join(root, "e2e/licence-fixture/revoked-certificate.txt"), "utf8")
    .trim()
    .split("#")[1] ?? "";
