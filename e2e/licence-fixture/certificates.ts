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

const root = new URL("../../", import.meta.url).pathname;

/** The private key the configuration under test lists. */
export const TEST_KEY_FILE =
  process.env.LICENCE_TEST_KEY ?? join(root, "e2e/licence-fixture/demo-private-key.pem");

/** A WAV file of `seconds` of a tone (mono, 8 kHz, 8 bits); `variant` changes its samples. */
export function wavFile(seconds: number, variant = 0): Buffer {
  const data = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(data, 40);
  const samples = Buffer.alloc(data);
  for (let index = 0; index < data; index += 1) {
    samples[index] =
      128 + Math.round(60 * Math.sin((index * (440 + variant) * 2 * Math.PI) / 8000));
  }
  return Buffer.concat([header, samples]);
}

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

/** Runs `npm run licence -- issue` for `licensee` and `song`, for a 4-second file. */
export function issueCertificate(licensee: string, song: string): IssuedCertificate {
  const dir = mkdtempSync(join(tmpdir(), "licence-e2e-"));
  const file = join(dir, "entregue.wav");
  const otherFile = join(dir, "outra.wav");
  writeFileSync(file, wavFile(4));
  writeFileSync(otherFile, wavFile(4, 1));
  const args = ["--key", TEST_KEY_FILE, "--licensee", licensee, "--song", song, "--file", file];
  const run = spawnSync(process.execPath, ["scripts/licence/licence.mjs", "issue", ...args], {
    cwd: root,
    encoding: "utf8",
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
