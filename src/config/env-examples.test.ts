// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_EXAMPLES, type ExampleVariable } from "./env-examples";
import { SETUP_QUESTIONS } from "./setup-questions";

/** The variables with an example, and the examples: what the launch gate refuses copied. */
const VARIABLES = Object.keys(ENV_EXAMPLES) as ExampleVariable[];
const EXAMPLES: readonly string[] = Object.values(ENV_EXAMPLES);

/**
 * The configuration table of docs/configuration.md: each row's variables (`VITE_X`, or `_Y` for
 * `VITE_…_Y` after a full name) and the values of its example column.
 */
function tableRows() {
  const table = readFileSync("docs/configuration.md", "utf8")
    .split("\n")
    .filter((line) => line.startsWith("| `VITE_"));
  return table.map((line) => {
    const cells = line.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "").trim());
    const names = [...(cells[0] ?? "").matchAll(/`([A-Z0-9_*]+)`/g)].map((match) => match[1] ?? "");
    const variables = names.flatMap((name) =>
      name.startsWith("_")
        ? VARIABLES.filter((variable) => variable.endsWith(name))
        : VARIABLES.filter((variable) => variable === name),
    );
    const examples = [...(cells.at(-1) ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    // A fixed choice of a variable of the row (VITE_DPO_MODE's pequeno-porte) is no example.
    const choices = SETUP_QUESTIONS.filter((question) => names.includes(question.variable))
      .flatMap((question) => question.choices ?? [])
      .map(({ value }) => value);
    return { line, variables, examples: examples.filter((item) => !choices.includes(item ?? "")) };
  });
}

describe("ENV_EXAMPLES, the one list of examples", () => {
  it("is every example the configuration table (docs/configuration.md) shows for a value she writes", () => {
    const rows = tableRows().filter(({ variables }) => variables.length > 0);
    expect(rows.length).toBeGreaterThan(10);
    for (const { line, examples } of rows) {
      for (const example of examples) expect(EXAMPLES, line).toContain(example);
    }
  });

  it("is every example a setup question shows, where it shows one", () => {
    // "como Rua…", "como https://…", "como +55…", "como 12.345…", "por exemplo: …"
    const showsAValue = /\bpor exemplo\b|\bcomo\s+(?:[A-Z0-9+“"]|https?:|\S+@)/;
    for (const { variable, where } of SETUP_QUESTIONS) {
      if (!(variable in ENV_EXAMPLES) || !showsAValue.test(where)) continue;
      expect(where, variable).toContain(ENV_EXAMPLES[variable as ExampleVariable]);
    }
  });

  it("is shown in .env.example, each example there as the gate knows it", () => {
    const template = readFileSync(".env.example", "utf8");
    for (const variable of VARIABLES) {
      expect(template, variable).toContain(ENV_EXAMPLES[variable]);
    }
  });
});
