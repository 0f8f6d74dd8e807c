import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url, toHex } from "./base64url";
import {
  base32Symbols,
  decodePayload,
  encodePayload,
  isIsoDate,
  parseFragment,
  TEXT_MAX_BYTES,
  TEXT_MAX_CHARACTERS,
  textProblem,
  AI_TEXT_MAX_BYTES,
  versionOf,
} from "./certificate";
import {
  demoKey,
  EXAMPLE_AI,
  EXAMPLE_DELIVERED_AI,
  exampleLicence,
  LONGEST_AI,
  LONGEST_TEXTS,
} from "./test-keys";

const licence = exampleLicence(demoKey());

describe("base64url", () => {
  it("round-trips bytes and refuses any other spelling of them", () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
    expect(fromBase64url("AB")).toBeNull(); // "AA" is the one spelling of [0]
    expect(fromBase64url("AA==")).toBeNull();
    expect(fromBase64url("A+/A")).toBeNull();
    expect(fromBase64url("A")).toBeNull();
    expect(toHex(Uint8Array.from([0, 15, 255]))).toBe("000fff");
  });
});

describe("the payload", () => {
  it("carries every signed field and reads back the same licence", () => {
    expect(decodePayload(encodePayload(licence))).toEqual(licence);
  });

  it.each(LONGEST_TEXTS)(
    "keeps the longest certificate (%j) under 600 characters, 750 with its AI facts",
    (text) => {
      const longest = { ...licence, licensee: text, song: text, seconds: 7200 };
      const fragment = `v1.${encodePayload(longest)}.${toBase64url(new Uint8Array(64))}`;
      expect(fragment.length).toBeLessThanOrEqual(600);
      const v2 = `v2.${encodePayload({ ...longest, ai: LONGEST_AI })}.${toBase64url(new Uint8Array(64))}`;
      expect(v2.length).toBeLessThanOrEqual(750);
      const { created, ...named } = LONGEST_AI;
      const v3 = `v3.${encodePayload({ ...longest, ai: { ...named, delivered: created } })}.${toBase64url(new Uint8Array(64))}`;
      expect(v3.length).toBeLessThanOrEqual(750);
    },
  );

  it("writes a v2 payload byte for byte as before v3, so that none signed since changes", () => {
    const json = new TextDecoder().decode(
      fromBase64url(encodePayload({ ...licence, ai: EXAMPLE_AI }))!,
    );
    expect(json).toBe(
      `{"n":"${licence.number}","l":"${licence.licensee}","s":"${licence.song}","d":179,"h":"n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg","i":"2026-05-02","t":"2025-04-13","k":"${licence.keyId}","a":"Suno","p":"Pro","c":"2026-04-28"}`,
    );
  });

  it("reads a v3 payload with the day of delivery, by its own keys, and signs one day only", () => {
    const v3 = { ...licence, ai: EXAMPLE_DELIVERED_AI };
    expect(versionOf(v3)).toBe("v3");
    expect(decodePayload(encodePayload(v3), "v3")).toEqual(v3);
    expect(new TextDecoder().decode(fromBase64url(encodePayload(v3))!)).toMatch(
      /"a":"Suno","p":"Pro","e":"2026-05-02"}$/,
    );
    // Neither version reads the other's payload: a delivery's day never passes as a creation's.
    expect(decodePayload(encodePayload(v3), "v2")).toBeNull();
    expect(decodePayload(encodePayload({ ...licence, ai: EXAMPLE_AI }), "v3")).toBeNull();
    expect(() =>
      encodePayload({
        ...licence,
        ai: { ...EXAMPLE_AI, delivered: "2026-05-02" } as unknown as typeof EXAMPLE_AI,
      }),
    ).toThrow();
    expect(() =>
      encodePayload({ ...licence, ai: { ...EXAMPLE_DELIVERED_AI, delivered: "2026-05-03" } }),
    ).toThrow();
  });

  it("reads a v2 payload with its AI facts, and a v1 payload without them, each by its own keys", () => {
    const v2 = { ...licence, ai: EXAMPLE_AI };
    expect(decodePayload(encodePayload(v2), "v2")).toEqual(v2);
    // A payload read as the other version is not a certificate.
    expect(decodePayload(encodePayload(v2), "v1")).toBeNull();
    expect(decodePayload(encodePayload(licence), "v2")).toBeNull();
    expect(versionOf(v2)).toBe("v2");
    expect(versionOf(licence)).toBe("v1");
  });

  it("refuses AI facts it could not show as signed", () => {
    expect(() => encodePayload({ ...licence, ai: { ...EXAMPLE_AI, service: "" } })).toThrow();
    expect(() =>
      encodePayload({ ...licence, ai: { ...EXAMPLE_AI, plan: "x".repeat(AI_TEXT_MAX_BYTES + 1) } }),
    ).toThrow();
    // Made after the certificate was issued: not a song it could license.
    expect(() =>
      encodePayload({ ...licence, ai: { ...EXAMPLE_AI, created: "2026-05-03" } }),
    ).toThrow();
  });

  it("refuses to encode what could not be shown as signed", () => {
    expect(() => encodePayload({ ...licence, licensee: "" })).toThrow();
    expect(() => encodePayload({ ...licence, number: "XXXX-K9XM3A" })).toThrow();
  });
});

describe("textProblem", () => {
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["Yasmin\u202Enilo", "control"],
    ["Yasmin\nSouza", "control"],
    ["Yas\u0000min", "control"],
    ["Yasmin\u200B", "control"],
    [" Yasmin", "spaces"],
    ["Yasmin  Souza", "spaces"],
    ["x".repeat(TEXT_MAX_CHARACTERS + 1), "too-long"],
    ["ã".repeat(TEXT_MAX_CHARACTERS), "too-big"],
    ["ã".repeat(TEXT_MAX_BYTES / 2 + 1), "too-big"],
    ["💃".repeat(TEXT_MAX_BYTES / 4 + 1), "too-big"],
    ['"'.repeat(TEXT_MAX_BYTES / 2 + 1), "too-big"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it.each(LONGEST_TEXTS)("accepts %j, at the limits", (text) => {
    expect(textProblem(text)).toBeNull();
  });

  it("accepts a name with accents and apostrophes", () => {
    expect(textProblem("Maria d'Ávila Conceição")).toBeNull();
  });
});

describe("isIsoDate", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-4-13")).toBe(false);
    expect(isIsoDate("13/04/2025")).toBe(false);
  });
});

describe("base32Symbols", () => {
  it("spells 5 bits a symbol, high bits first, in Crockford's alphabet", () => {
    expect(base32Symbols(Uint8Array.from([0, 0, 0]), 4)).toBe("0000");
    expect(base32Symbols(Uint8Array.from([255, 255, 255]), 4)).toBe("ZZZZ");
    expect(base32Symbols(Uint8Array.from([0b00001_000, 0b10_00011_0]), 3)).toBe("123");
  });
});

describe("parseFragment", () => {
  it("takes the fragment with or without its #", () => {
    const fragment = `v1.${encodePayload(licence)}.${toBase64url(new Uint8Array(64))}`;
    expect(parseFragment(fragment)?.payload).toBe(encodePayload(licence));
    expect(parseFragment(`#${fragment}`)?.signature).toHaveLength(64);
    expect(parseFragment(`${fragment.slice(0, -2)}`)).toBeNull();
  });
});
