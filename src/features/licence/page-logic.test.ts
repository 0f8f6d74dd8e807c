import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { termsOfUse } from "../../content/legal";
import type { LegalDocument } from "../../content/types";
import { LICENCE_SECTION_ID, licenceScope, versionedScopes } from "./licence-scope";
import { qrDrawing, type QrDrawing } from "./qr-code";
import { demoKey, exampleLicence, LONGEST_AI, LONGEST_TEXTS, signedFragment } from "./test-keys";
import { publishedRevocations, readRevocations, withRevocation } from "./revocations";
import { termsVersionPath } from "../../config/routes";

describe("licenceScope", () => {
  it("takes what the licence allows and what it does not from the Terms' § 9", () => {
    const scope = licenceScope(termsOfUse);
    expect(scope.allowed.length).toBeGreaterThan(2);
    expect(scope.notAllowed.length).toBeGreaterThan(0);
    expect(scope.allowed.join(" ")).toMatch(/revendê-la/);
  });

  it("fails the build when § 9 no longer has its lists", () => {
    const without: LegalDocument = { ...termsOfUse, sections: [] };
    expect(() => licenceScope(without)).toThrow(/licenca-de-uso/);
  });
});

/** What a reader decodes from `drawing`, drawn at `scale` pixels a module. */
function decoded({ size, path }: QrDrawing, scale = 4) {
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe("versionedScopes", () => {
  /** The Terms with § 9's first allowed use changed to `first`. */
  const withFirstUse = (first: string): LegalDocument => ({
    ...termsOfUse,
    sections: termsOfUse.sections.map((section) =>
      section.id === LICENCE_SECTION_ID
        ? {
            ...section,
            blocks: section.blocks.map((block) =>
              block.type === "list" && block.items.some((item) => /revendê-la/.test(item))
                ? { type: "list" as const, items: [first, ...block.items.slice(1)] }
                : block,
            ),
          }
        : section,
    ),
  });
  const version = (date: string, document: LegalDocument) => ({ version: date, document });

  it("gives each § 9 once, with every version that has it, the current one first", () => {
    const scopes = versionedScopes([
      version("2026-10-02", termsOfUse),
      version("2026-03-01", withFirstUse("usá-la em aulas")),
      version("2025-04-13", termsOfUse),
    ]);
    expect(scopes.map((item) => item.versions)).toEqual([
      ["2026-10-02", "2025-04-13"],
      ["2026-03-01"],
    ]);
    expect(scopes[0]?.scope).toEqual(licenceScope(termsOfUse));
    expect(scopes[1]?.scope.allowed[0]).toBe("usá-la em aulas");
  });

  it("leaves out an older version without the lists, and fails the build when the current lacks them", () => {
    const without: LegalDocument = { ...termsOfUse, sections: [] };
    const scopes = versionedScopes([
      version("2026-10-02", termsOfUse),
      version("2025-01-01", without),
    ]);
    expect(scopes.map((item) => item.versions)).toEqual([["2026-10-02"]]);
    expect(() => versionedScopes([version("2026-10-02", without)])).toThrow(/licenca-de-uso/);
  });
});

describe("qrDrawing", () => {
  it("draws a code a reader decodes back to the address", () => {
    const address = `https://www.exemplo.com.br/licenca#v1.${"eyJuIjoiNks1OS1IRUJWTUsi".repeat(14)}`;
    expect(decoded(qrDrawing(address))).toBe(address);
  });

  // Printed 57 mm wide (licence-page.tsx), 117 modules with the quiet zone are 0.49 mm each,
  // which a phone's camera reads from paper; decisions 0017 and 0024 say why the limits are these.
  it.each(LONGEST_TEXTS)(
    "keeps the longest certificate (%j) on a 64-character origin within 105 modules, 117 with its AI facts",
    (text) => {
      const key = demoKey();
      const origin = `https://www.${"a".repeat(45)}.com.br`;
      expect(origin).toHaveLength(64);
      for (const [ai, modules] of [
        [undefined, 105],
        [LONGEST_AI, 117],
      ] as const) {
        const longest = exampleLicence(key, {
          licensee: text,
          song: text,
          seconds: 7200,
          ...(ai ? { ai } : {}),
        });
        const address = `${origin}/licenca#${signedFragment(key, longest)}`;
        const drawing = qrDrawing(address);
        expect(drawing.size).toBeLessThanOrEqual(modules);
        expect(decoded(drawing)).toBe(address);
      }
    },
  );
});

describe("revocations", () => {
  const list = [
    { number: "6K59-W4TYFE", date: "2025-06-02" },
    { number: "Q7HX-K9XM3A", date: "2026-01-10" },
  ];

  it("publishes the numbers of the listed keys only", () => {
    expect(publishedRevocations(list, [{ id: "Q7HX", publicKey: "…" }])).toEqual([list[1]]);
  });

  it("keeps the file in date order", () => {
    const added = withRevocation(list, { number: "Q7HX-AAAAAA", date: "2025-01-01" });
    expect(added.map((item) => item.date)).toEqual(["2025-01-01", "2025-06-02", "2026-01-10"]);
  });

  it("reads each entry's reason, and a replaced one's successor", () => {
    const reasons = [
      { number: "6K59-W4TYFE", date: "2025-06-02", reason: "refund" },
      { number: "6K59-AAAAAA", date: "2025-06-03", reason: "replaced", replacedBy: "6K59-BBBBBB" },
      { number: "6K59-CCCCCC", date: "2025-06-04" },
    ];
    expect(readRevocations(reasons)).toEqual(reasons);
  });

  it.each([
    [{}, /não é uma lista de licenças canceladas/],
    [[{ ...list[0], reason: "reembolso" }], /o item 1 /],
    [[{ ...list[0], reason: "refund", replacedBy: "6K59-BBBBBB" }], /o item 1 /],
    [[{ ...list[0], reason: "replaced", replacedBy: "x" }], /o item 1 /],
    [[{ number: "6K59-W4TYFE" }], /o item 1 de .* não está no formato/],
    [[{ number: "6K59-W4TYFE", date: "02/06/2025" }], /o item 1 /],
    [[list[0], { number: "x", date: "2025-06-02" }], /o item 2 /],
    [[{ ...list[0], name: "Yasmin" }], /o item 1 /],
  ])("refuses a list that is not one (%j), naming the entry and the fix", (json, message) => {
    expect(() => readRevocations(json)).toThrow(message);
    expect(() => readRevocations(json)).toThrow(
      /: desfaça a última mudança nesse arquivo \(git checkout -- /,
    );
  });
});

describe("termsVersionPath", () => {
  it("is the Terms' address with the version's date", () => {
    expect(termsVersionPath("2025-04-13")).toBe("/termos-de-uso/2025-04-13");
  });
});
