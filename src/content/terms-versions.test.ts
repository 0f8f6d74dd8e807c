// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildsOnGitHost,
  checkVersion,
  DEMO_VERSION,
  publishedVersionDates,
  readLegalVersions,
  recordsVersion,
  recordVersion,
  resolvedDocument,
  termsForPurchase,
  unrecordedNote,
  versionInForceOn,
  versionPeriods,
  type LegalVersion,
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
const version = (date: string, price = "R$ 189,90"): LegalVersion => ({
  version: date,
  document: resolvedDocument(
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

describe("resolvedDocument", () => {
  it("writes the contact and the brand in, and keeps the links to the site's pages", () => {
    const resolved = resolvedDocument(DOCUMENT, VALUES);
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
      resolvedDocument(withPlatform, { ...VALUES, links: { paymentPlatformTerms: link } }).intro,
    ).toBe("Leia também os [termos de uso da Kiwify](https://kiwify.com.br/termos).");
    // Another platform (or address) later is another text: the same day cannot publish it.
    const before = {
      version: "2026-10-02",
      document: resolvedDocument(withPlatform, {
        ...VALUES,
        links: { paymentPlatformTerms: link },
      }),
    };
    const after = {
      version: "2026-10-02",
      document: resolvedDocument(withPlatform, {
        ...VALUES,
        links: {
          paymentPlatformTerms: {
            label: "termos de uso da Hotmart",
            href: "https://hotmart.com/termos",
          },
        },
      }),
    };
    const on = { demo: false, gitHost: false, today: "2026-10-02" };
    expect(checkVersion("terms", after.document, [before], on).verdict).toBe("refused");
  });
});

describe("checkVersion", () => {
  const published = [version("2026-10-02"), version("2026-03-01", "R$ 169,90")];
  const on = { demo: false, gitHost: false, today: "2026-11-20" };

  it("gives a text already published the date of its version, even on a Git host", () => {
    expect(
      checkVersion("terms", version("x").document, published, { ...on, gitHost: true }),
    ).toEqual({ verdict: "published", version: "2026-10-02" });
  });

  it("dates a new text by the day it is published: today, never a date someone typed", () => {
    const changed = version("x", "R$ 199,00").document;
    expect(checkVersion("terms", changed, published, on)).toEqual({
      verdict: "record",
      version: "2026-11-20",
    });
    expect(checkVersion("privacy", changed, [], on)).toEqual({
      verdict: "record",
      version: "2026-11-20",
    });
    // The older version's text again is a new version too: the newest is what is in force.
    expect(checkVersion("terms", published[1]!.document, published, on).verdict).toBe("record");
  });

  it("keeps the demo's version, the specification's 13/04/2025, whatever the text", () => {
    expect(
      checkVersion("terms", version("x", "R$ 1").document, published, { ...on, demo: true }),
    ).toEqual({
      verdict: "demo",
      version: DEMO_VERSION,
    });
    expect(DEMO_VERSION).toBe("2025-04-13");
  });

  it("refuses a text changed on a day whose version is recorded: that version would be lost", () => {
    const check = checkVersion("terms", version("x", "R$ 199,00").document, published, {
      ...on,
      today: "2026-10-02",
    });
    expect(check).toEqual({
      verdict: "refused",
      problem: {
        problem:
          "Os Termos de Uso mudaram depois da versão de hoje (02/10/2026), já registrada em src/content/terms-versions/2026-10-02.json: quem aceitou essa versão perderia o texto dela",
        fix: "se essa versão já foi publicada (npm run deploy, ou um push para a hospedagem), publique esta mudança amanhã, quando ela vira uma versão nova; se ela nunca foi publicada, apague src/content/terms-versions/2026-10-02.json e rode de novo",
      },
    });
  });

  it("refuses a record from a day that has not come, rather than publish before it", () => {
    const check = checkVersion("privacy", version("x", "R$ 199,00").document, published, {
      ...on,
      today: "2026-09-30",
    });
    expect(check.verdict === "refused" && check.problem.fix).toContain("confira a data");
  });

  it("refuses to record a version on a host that builds from Git, where the record is lost", () => {
    const check = checkVersion("privacy", version("x", "R$ 199,00").document, published, {
      ...on,
      gitHost: true,
    });
    expect(check.verdict === "refused" && check.problem.fix).toBe(
      "no seu computador, no dia em que publicar, rode SITE_PUBLISH=1 npm run build:launch, que grava src/content/privacy-versions/2026-11-20.json com a data de hoje, e inclua esse arquivo no seu repositório (git add src/content/privacy-versions && git commit && git push)",
    );
  });

  it("shows a build that publishes nothing the date the text would get, refusing nothing", () => {
    const changed = version("x", "R$ 199,00").document;
    expect(
      checkVersion("terms", changed, published, {
        ...on,
        gitHost: true,
        today: "2026-10-02",
        launch: false,
      }),
    ).toEqual({ verdict: "record", version: "2026-10-02" });
  });
});

describe("versionInForceOn", () => {
  it("gives a purchase the newest version published on or before its day", () => {
    const versions = ["2026-10-02", "2026-03-01"];
    expect(versionInForceOn("2026-10-01", versions)).toBe("2026-03-01");
    expect(versionInForceOn("2026-10-02", versions)).toBe("2026-10-02");
    expect(versionInForceOn("2026-02-28", versions)).toBeNull();
  });
});

describe("recordsVersion", () => {
  const record = { verdict: "record", version: "2026-12-06" } as const;

  it("records a new text only in the launch build that publishes (npm run deploy's)", () => {
    expect(recordsVersion(record, { launch: true, env: { SITE_PUBLISH: "1" } })).toBe(true);
    // `npm run build:launch` typed by hand, or `npm run preview`: nothing is published.
    expect(recordsVersion(record, { launch: true, env: {} })).toBe(false);
    // A build for this computer (`npm run build`), whatever its environment says.
    expect(recordsVersion(record, { launch: false, env: { SITE_PUBLISH: "1" } })).toBe(false);
    const published = { verdict: "published", version: "2026-10-02" } as const;
    expect(recordsVersion(published, { launch: true, env: { SITE_PUBLISH: "1" } })).toBe(false);
  });

  it("has a build that records nothing say the date the text would get, and when it is recorded", () => {
    expect(unrecordedNote("terms", "2026-12-06", true)).toBe(
      "ℹ Os Termos de Uso ainda não têm versão publicada: este build mostra o texto atual com a data de hoje (06/12/2026) e não grava nada. A versão é gravada em src/content/terms-versions/ no dia em que você publicar o site (npm run deploy).",
    );
    expect(unrecordedNote("privacy", "2026-12-06", false)).toMatch(
      /^ℹ A Política de Privacidade mudou desde a última versão publicada: .* src\/content\/privacy-versions\//,
    );
  });
});

describe("termsForPurchase", () => {
  const on = { trial: false, today: "2026-12-06" };

  it("gives a purchase the version in force on its day, or none before the first", () => {
    const versions = ["2026-10-02", "2026-03-01"];
    expect(termsForPurchase("2026-11-27", versions, on)).toEqual({
      version: "2026-10-02",
      draft: false,
    });
    expect(termsForPurchase("2026-02-28", versions, on)).toBeNull();
    // A trial follows the published versions as soon as there is one.
    expect(termsForPurchase("2026-02-28", versions, { ...on, trial: true })).toBeNull();
  });

  it("gives a trial on this computer, before anything is published, the current text as a draft of today", () => {
    expect(termsForPurchase("2026-11-27", [], { ...on, trial: true })).toEqual({
      version: "2026-12-06",
      draft: true,
    });
    expect(termsForPurchase("2026-11-27", [], on)).toBeNull();
  });
});

describe("versionPeriods", () => {
  it("says the purchases each version covers, the one in force open-ended", () => {
    expect(versionPeriods(["2026-03-01", "2026-10-02", "2026-03-01"])).toEqual([
      { version: "2026-10-02", until: null },
      { version: "2026-03-01", until: "2026-10-01" },
    ]);
  });
});

describe("publishedVersionDates", () => {
  it("gives the owner's commands the recorded versions, or the demo's own", () => {
    const dir = mkdtempSync(join(tmpdir(), "terms-"));
    recordVersion("terms", version("2026-03-01"), dir);
    expect(publishedVersionDates(dir, { demo: false })).toEqual(["2026-03-01"]);
    expect(publishedVersionDates(dir, { demo: true })).toEqual([DEMO_VERSION]);
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
    expect(readLegalVersions(dir)).toEqual([]);
    const note = recordVersion("terms", version("2026-03-01", "R$ 169,90"), dir);
    recordVersion("terms", version("2026-10-02"), dir);
    expect(note).toContain("Nova versão dos Termos de Uso (01/03/2026) registrada em");
    expect(note).toContain("git add");
    expect(readLegalVersions(dir).map((item) => item.version)).toEqual([
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
    expect(() => readLegalVersions(dir)).toThrow(
      /não é uma versão gravada pelo site.*git checkout/,
    );
  });
});
