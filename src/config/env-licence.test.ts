import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parseAnalyticsEnv } from "./env-analytics";
import { licenceKeyId, looksLikePrivateKey, parseLicenceKeys } from "./env-licence";
import { ENV_DEFAULTS, parseSiteEnv, SiteEnvError, type RawEnv } from "./env-schema";
import { launchProblems } from "./launch-gate";
import { fromBase64url } from "../features/licence/base64url";
import { DEMO_PRIVATE_KEY_FILE } from "../features/licence/test-keys";

const OWNER_KEY = "EwAHAv_BOlrP8B5GJv06XtK5JOuhFyLk3J5i5W-b5S8";
const OLD_KEY = ENV_DEFAULTS.VITE_LICENCE_PUBLIC_KEY;

const errorFor = (raw: RawEnv) => {
  try {
    parseSiteEnv(raw);
    return null;
  } catch (error) {
    if (error instanceof SiteEnvError) return error.message;
    throw error;
  }
};

describe("VITE_LICENCE_PUBLIC_KEY", () => {
  it("lists the demo's key by default, and each key with its id", () => {
    const keys = parseSiteEnv({}).licence?.keys;
    expect(keys).toEqual([{ id: "6K59", publicKey: OLD_KEY }]);
    expect(licenceKeyId(fromBase64url(OLD_KEY)!)).toBe("6K59");
  });

  it("takes several keys, newest first, so that a new key voids no older certificate", () => {
    const keys = parseSiteEnv({ VITE_LICENCE_PUBLIC_KEY: ` ${OWNER_KEY} , ${OLD_KEY}` }).licence;
    expect(keys?.keys.map((key) => key.publicKey)).toEqual([OWNER_KEY, OLD_KEY]);
  });

  it('turns certificates off with "nenhuma"', () => {
    expect(parseSiteEnv({ VITE_LICENCE_PUBLIC_KEY: "Nenhuma" }).licence).toBeNull();
  });

  it.each([
    ["a word", "minha-chave"],
    ["a key cut short", OWNER_KEY.slice(0, 40)],
    ["the same key twice", `${OWNER_KEY},${OWNER_KEY}`],
    ["an empty item", `${OWNER_KEY},`],
    ["a private key", readFileSync(DEMO_PRIVATE_KEY_FILE, "utf8").split("\n")[1]!],
  ])("stops the build on %s, saying what it expects", (_, value) => {
    expect(errorFor({ VITE_LICENCE_PUBLIC_KEY: value })).toMatch(
      /^VITE_LICENCE_PUBLIC_KEY=.* não serve\. Esperado: a chave pública que "npm run licence -- keygen" mostra/,
    );
  });

  it("reads nothing but 32-byte keys", () => {
    expect(parseLicenceKeys("AAAA")).toBeNull();
    expect(parseLicenceKeys(OWNER_KEY)).toHaveLength(1);
  });
});

describe("looksLikePrivateKey", () => {
  it("knows a PEM block, its base64 alone and a JWK's private part", () => {
    const pem = readFileSync(DEMO_PRIVATE_KEY_FILE, "utf8");
    expect(looksLikePrivateKey(pem)).toBe(true);
    expect(looksLikePrivateKey(pem.split("\n")[1]!)).toBe(true);
    expect(looksLikePrivateKey('{"kty":"OKP","crv":"Ed25519","x":"…","d":"…"}')).toBe(true);
    expect(looksLikePrivateKey(OWNER_KEY)).toBe(false);
  });
});

describe("the launch gate, for certificates", () => {
  const OWNER = {
    VITE_SITE_NAME: "Dança & Melodia Produções",
    VITE_SITE_NAME_ARTICLE: "a",
    VITE_LICENCE_PUBLIC_KEY: OWNER_KEY,
  };
  const licenceProblems = (raw: RawEnv) =>
    launchProblems({
      raw,
      config: parseSiteEnv(raw),
      analytics: parseAnalyticsEnv(raw),
      testimonials: [],
      tracks: [],
    }).filter((item) => /chave|VITE_LICENCE/.test(item.problem + item.fix));

  it("refuses the demo's key, named with the command that makes one", () => {
    const [problem, ...rest] = licenceProblems({ ...OWNER, VITE_LICENCE_PUBLIC_KEY: "" });
    expect(rest).toEqual([]);
    expect(problem?.problem).toMatch(/chave de demonstração/);
    expect(problem?.fix).toMatch(
      /a pergunta dos certificados de npm run setup cria o par de chaves/,
    );
    expect(problem?.ask).toEqual(["VITE_LICENCE_PUBLIC_KEY"]);
    expect(licenceProblems(OWNER)).toEqual([]);
    expect(licenceProblems({ ...OWNER, VITE_LICENCE_PUBLIC_KEY: "nenhuma" })).toEqual([]);
  });

  it("refuses a private key in any VITE_ variable, naming the variable", () => {
    const pem = readFileSync(DEMO_PRIVATE_KEY_FILE, "utf8");
    const problems = licenceProblems({ ...OWNER, VITE_LICENCE_PRIVATE_KEY: pem });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.problem).toMatch(/^VITE_LICENCE_PRIVATE_KEY contém uma chave privada/);
    expect(problems[0]?.fix).toMatch(/apague VITE_LICENCE_PRIVATE_KEY/);
    // Outside VITE_ nothing reaches the pages.
    expect(licenceProblems({ ...OWNER, LICENCE_PRIVATE_KEY: pem })).toEqual([]);
  });
});
