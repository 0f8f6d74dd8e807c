// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildsOnGitHost,
  checkTermsVersion,
  readTermsVersions,
  recordTermsVersion,
  resolvedTerms,
  versionInForceOn,
  type TermsVersion,
} from "./terms-versions";
import type { LegalDocument } from "./types";

const DOCUMENT: LegalDocument = {
  title: "Termos de Uso",
  description: "Condições de {siteName}.",
  intro: "Escreva para {email}.",
  sections: [
    {
      id: "precos",
      title: "4. Preços",
      blocks: [
        { type: "paragraph", text: "Música Única: R$ 189,90. Veja os {terms}." },
        { type: "list", items: ["{siteName} responde por {email}."] },
      ],
    },
  ],
};
const VALUES = { email: "ola@layla.com.br", siteName: "Estúdio Layla" };
const version = (date: string, price = "R$ 189,90"): TermsVersion => ({
  version: date,
  document: resolvedTerms(
    {
      ...DOCUMENT,
      sections: [
        {
          ...DOCUMENT.sections[0]!,
          blocks: [
            { type: "paragraph", text: `Música Única: ${price}. Veja os {terms}.` },
            ...DOCUMENT.sections[0]!.blocks.slice(1),
          ],
        },
      ],
    },
    VALUES,
  ),
});

describe("resolvedTerms", () => {
  it("writes the contact and the brand in, and keeps the links to the site's pages", () => {
    const resolved = resolvedTerms(DOCUMENT, VALUES);
    expect(resolved.intro).toBe("Escreva para ola@layla.com.br.");
    expect(resolved.description).toBe("Condições de Estúdio Layla.");
    expect(resolved.sections[0]!.blocks).toEqual([
      { type: "paragraph", text: "Música Única: R$ 189,90. Veja os {terms}." },
      { type: "list", items: ["Estúdio Layla responde por ola@layla.com.br."] },
    ]);
  });

  it("writes in a link to another site, so that a version keeps the platform it was sold with", () => {
    const withPlatform: LegalDocument = {
      ...DOCUMENT,
      intro: "Leia também os {paymentPlatformTerms}.",
    };
    const link = { label: "termos de uso da Kiwify", href: "https://kiwify.com.br/termos" };
    expect(
      resolvedTerms(withPlatform, { ...VALUES, links: { paymentPlatformTerms: link } }).intro,
    ).toBe("Leia também os [termos de uso da Kiwify](https://kiwify.com.br/termos).");
    // Another platform (or address) later is another text: the same date cannot publish it.
    const before = {
      version: "2026-10-02",
      document: resolvedTerms(withPlatform, { ...VALUES, links: { paymentPlatformTerms: link } }),
    };
    const after = {
      version: "2026-10-02",
      document: resolvedTerms(withPlatform, {
        ...VALUES,
        links: {
          paymentPlatformTerms: {
            label: "termos de uso da Hotmart",
            href: "https://hotmart.com/termos",
          },
        },
      }),
    };
    expect(checkTermsVersion(after, [before], { gitHost: false }).verdict).toBe("refused");
  });
});

describe("checkTermsVersion", () => {
  const published = [version("2026-10-02"), version("2026-03-01", "R$ 169,90")];

  it("publishes a version already recorded with the same text", () => {
    expect(checkTermsVersion(version("2026-10-02"), published, { gitHost: true })).toEqual({
      verdict: "published",
    });
  });

  it("records a new version, dated after the newest one", () => {
    expect(
      checkTermsVersion(version("2026-11-20", "R$ 199,00"), published, { gitHost: false }),
    ).toEqual({ verdict: "record" });
    expect(checkTermsVersion(version("2025-04-13"), [], { gitHost: false })).toEqual({
      verdict: "record",
    });
  });

  it("refuses a changed text under a date already published: the old version would be lost", () => {
    const check = checkTermsVersion(version("2026-10-02", "R$ 199,00"), published, {
      gitHost: false,
    });
    expect(check).toEqual({
      verdict: "refused",
      problem: {
        problem:
          "os Termos de Uso mudaram, mas continuam com a data 02/10/2026, de uma versão já publicada: quem comprou com a versão de 02/10/2026 perderia o texto que aceitou",
        fix: "preencha VITE_LEGAL_LAST_UPDATED com a data desta nova versão (a de hoje, dd/mm/aaaa); a versão de 02/10/2026 continua no ar em /termos-de-uso/2026-10-02",
      },
    });
  });

  it("refuses a date older than the newest version published", () => {
    const check = checkTermsVersion(version("2026-05-01", "R$ 179,90"), published, {
      gitHost: false,
    });
    expect(check.verdict === "refused" && check.problem.problem).toBe(
      "a data dos Termos de Uso (01/05/2026) é anterior à da versão mais recente já publicada (02/10/2026)",
    );
  });

  it("refuses to record a version on a host that builds from Git, where the record is lost", () => {
    const check = checkTermsVersion(version("2026-11-20", "R$ 199,00"), published, {
      gitHost: true,
    });
    expect(check.verdict === "refused" && check.problem.fix).toBe(
      "no seu computador, rode npm run build:launch (ou npm run preview), que grava src/content/terms-versions/2026-11-20.json, e inclua esse arquivo no seu repositório (git add src/content/terms-versions/2026-11-20.json && git commit)",
    );
  });
});

describe("buildsOnGitHost", () => {
  it("knows Cloudflare Pages, Netlify and Vercel by their build variables, not any CI", () => {
    expect(buildsOnGitHost({ CF_PAGES: "1" })).toBe(true);
    expect(buildsOnGitHost({ NETLIFY: "true" })).toBe(true);
    expect(buildsOnGitHost({ VERCEL: "1" })).toBe(true);
    expect(buildsOnGitHost({ CI: "true" })).toBe(false);
  });
});

describe("the record", () => {
  it("is written and read back, newest first", () => {
    const dir = mkdtempSync(join(tmpdir(), "terms-"));
    expect(readTermsVersions(dir)).toEqual([]);
    const note = recordTermsVersion(version("2026-03-01", "R$ 169,90"), dir);
    recordTermsVersion(version("2026-10-02"), dir);
    expect(note).toContain("Nova versão dos Termos de Uso (01/03/2026) registrada em");
    expect(note).toContain("git add");
    expect(readTermsVersions(dir).map((item) => item.version)).toEqual([
      "2026-10-02",
      "2026-03-01",
    ]);
    expect(JSON.parse(readFileSync(join(dir, "2026-10-02.json"), "utf8"))).toEqual(
      version("2026-10-02"),
    );
  });

  it("refuses a file that is not a recorded version, saying how to put it back", () => {
    const dir = mkdtempSync(join(tmpdir(), "terms-"));
    writeFileSync(join(dir, "2026-10-02.json"), JSON.stringify(version("2026-03-01")));
    expect(() => readTermsVersions(dir)).toThrow(
      /não é uma versão dos Termos de Uso gravada pelo site.*git checkout/,
    );
  });
});

describe("versionInForceOn", () => {
  it("gives the version published on or before a purchase's day, the newest of them", () => {
    const versions = ["2026-10-02", "2025-04-13", "2026-03-01"];
    expect(versionInForceOn("2026-03-01", versions)).toBe("2026-03-01");
    expect(versionInForceOn("2026-09-30", versions)).toBe("2026-03-01");
    expect(versionInForceOn("2026-11-27", versions)).toBe("2026-10-02");
    expect(versionInForceOn("2025-01-01", versions)).toBeNull();
  });
});
