// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  envLine,
  renderEnvFile,
  retiredSection,
  updateEnvFile,
  variablesSet,
} from "./env-file.mjs";

/**
 * The build reads `VITE_*` from the process over .env files, and Vitest puts the project's .env
 * there (an owner's, in the owner pass): these tests read only the folders they write.
 */
const inherited = Object.keys(process.env).filter((name) => name.startsWith("VITE_"));
const saved = Object.fromEntries(inherited.map((name) => [name, process.env[name]]));
beforeEach(() => {
  for (const name of inherited) Reflect.deleteProperty(process.env, name);
});
afterEach(() => Object.assign(process.env, saved));

/** What the build reads back from a file (Vite's loadEnv, as integrations/site-config.ts). */
function readBack(text: string) {
  const dir = mkdtempSync(join(tmpdir(), "env-file-"));
  writeFileSync(join(dir, ".env"), text);
  return loadEnv("launch", dir, "VITE_");
}

describe("envLine", () => {
  const values = [
    "Dança & Melodia",
    "R$ 149 por música, $HOME e ${HOME}",
    "Rua A, 10 # sala 2",
    "it's",
    'o "melhor"',
    'it\'s "ótimo"',
    "  espaços nas pontas  ",
    "C:\\pasta\\arquivo",
    "https://pay.hotmart.com/D123?off=ab#x",
    "Olá! Quero uma música com o meu nome 🎶",
  ];

  it("writes every value so that the build reads it back as typed", () => {
    const text = values.map((value, index) => envLine(`VITE_V${index}`, value)).join("\n");
    const read = readBack(`${text}\n`);
    values.forEach((value, index) => expect(read[`VITE_V${index}`]).toBe(value));
  });

  it("writes a plain value bare, an empty one as nothing, and refuses a line break", () => {
    expect(envLine("VITE_SITE_NAME", "Raqs")).toBe("VITE_SITE_NAME=Raqs");
    expect(envLine("VITE_SITE_NAME", "")).toBe("VITE_SITE_NAME=");
    expect(envLine("VITE_SITE_NAME", "duas\nlinhas")).toBeNull();
  });
});

describe("renderEnvFile", () => {
  it("keeps .env.example's comments and order, sets its variables and adds the others after", () => {
    const template = readFileSync(".env.example", "utf8");
    const text = renderEnvFile(
      template,
      { VITE_SITE_NAME: "Dança & Melodia", VITE_NOVA: "x", VITE_PRICE_SINGLE: "149,90" },
      "# Outros valores",
    );
    expect(text.split("\n").filter((line) => line.startsWith("#"))).toEqual([
      ...template.split("\n").filter((line) => line.startsWith("#")),
      "# Outros valores",
    ]);
    const read = readBack(text);
    expect(read.VITE_SITE_NAME).toBe("Dança & Melodia");
    expect(read.VITE_PRICE_SINGLE).toBe("149,90");
    expect(read.VITE_NOVA).toBe("x");
    expect(read.VITE_CONTACT_EMAIL).toBe("");
    expect(text.endsWith("# Outros valores\nVITE_NOVA=x\n")).toBe(true);
  });
});

describe("retiredSection", () => {
  const heading = "# Valores que o site não usa mais";

  it("keeps each value the site no longer reads as a comment, which the build does not read", () => {
    const section = retiredSection("", [["VITE_VELHA", "de janeiro a junho"]], heading);
    expect(section).toBe(`\n${heading}\n# VITE_VELHA=de janeiro a junho\n`);
    expect(readBack(`VITE_SITE_NAME=Layla\n${section}`).VITE_VELHA).toBeUndefined();
    expect(variablesSet(section).size).toBe(0);
  });

  it("carries the comments an earlier run wrote, once each, and is empty with none", () => {
    const earlier = `VITE_SITE_NAME=Layla\n\n${heading}\n# VITE_VELHA=x\n`;
    expect(retiredSection(earlier, [["VITE_OUTRA", "y"]], heading)).toBe(
      `\n${heading}\n# VITE_VELHA=x\n# VITE_OUTRA=y\n`,
    );
    expect(retiredSection(earlier, [], heading)).toBe(`\n${heading}\n# VITE_VELHA=x\n`);
    expect(retiredSection("VITE_SITE_NAME=Layla\n", [], heading)).toBe("");
  });
});

describe("updateEnvFile", () => {
  const heading = "# Outros valores";

  it("sets only the values changed, leaving every other line of her file as it was", () => {
    const previous =
      "# a minha nota\nVITE_SITE_NAME=Layla\nVITE_PRICE_SINGLE=189,90\n# VITE_PRICE_SINGLE=velho\n\n";
    const updated = updateEnvFile(previous, { VITE_PRICE_SINGLE: "R$ 199,90" }, heading);
    expect(updated).toBe(
      "# a minha nota\nVITE_SITE_NAME=Layla\nVITE_PRICE_SINGLE='R\\$ 199,90'\n# VITE_PRICE_SINGLE=velho\n\n",
    );
    expect(readBack(updated).VITE_PRICE_SINGLE).toBe("R$ 199,90");
    expect(updateEnvFile(previous, {}, heading)).toBe(previous);
  });

  it("adds a value her file does not set yet at its end, under the heading, written once", () => {
    const once = updateEnvFile(
      "VITE_SITE_NAME=Layla",
      { VITE_WHATSAPP_COUNTRY: "Brasil" },
      heading,
    );
    expect(once).toBe(`VITE_SITE_NAME=Layla\n\n${heading}\nVITE_WHATSAPP_COUNTRY=Brasil\n`);
    expect(updateEnvFile(once, { VITE_GA4_COUNTRY: "Brasil" }, heading)).toBe(
      `${once}VITE_GA4_COUNTRY=Brasil\n`,
    );
  });
});
