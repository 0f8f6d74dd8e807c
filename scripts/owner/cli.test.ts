// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EXIT,
  readCommandLine,
  Refusal,
  refusalText,
  runOwnerCommand,
  typedCommand,
} from "./cli.mjs";

const OPTIONS = { title: { type: "string" }, force: { type: "boolean" } } as const;
const read = (...argv: string[]) => readCommandLine(argv, OPTIONS, "npm run exemplo");
const refusalOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return error as Refusal;
  }
  throw new Error("no refusal");
};

describe("readCommandLine", () => {
  it("reads options and positionals, and adds --help", () => {
    const { values, positionals } = read("add", "--title", "Lua", "--force");
    expect(positionals).toEqual(["add"]);
    expect(values).toEqual({ title: "Lua", force: true, help: false });
    expect(read("-h").values.help).toBe(true);
  });

  it.each([
    [["--titel", "Lua"], "o comando não conhece a opção --titel"],
    [["--title"], "a opção --title precisa de um valor depois dela"],
    [["--force=sim"], "a opção --force não recebe valor"],
  ])("refuses %j in Portuguese, pointing at --help", (argv, problem) => {
    const refusal = refusalOf(() => read(...argv));
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.message).toBe(problem);
    expect(refusal.fix).toBe("veja o que o comando aceita com: npm run exemplo -- --help");
  });
});

describe("runOwnerCommand", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it("prints the usage on --help without running the command", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const main = vi.fn();
    await runOwnerCommand({ usage: "Uso: …", main }, ["--help"]);
    expect(main).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("Uso: …");
    expect(process.exitCode).toBeUndefined();
  });

  it("ends a refusal with exit code 2, the problem and its fix", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await runOwnerCommand(
      {
        usage: "",
        main: () => {
          throw new Refusal("o arquivo não existe", "confira o caminho");
        },
      },
      ["add"],
    );
    expect(process.exitCode).toBe(EXIT.refused);
    expect(error).toHaveBeenCalledWith("✖ o arquivo não existe\n  → confira o caminho");
  });

  it("ends an unforeseen error with exit code 1 and the error itself", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const bug = new TypeError("x is undefined");
    await runOwnerCommand({ usage: "", main: () => Promise.reject(bug) }, []);
    expect(process.exitCode).toBe(EXIT.failed);
    expect(error).toHaveBeenCalledWith(bug);
  });

  it("shows a refusal without a fix on one line", () => {
    expect(refusalText(new Refusal("sem conexão"))).toBe("✖ sem conexão");
  });
});

describe("typedCommand", () => {
  it("writes her command as she would type it again, quoting what the shell would split or read", () => {
    expect(
      typedCommand("npm run pedido --", [
        "novo",
        "--nome",
        "Conceição Souza",
        "--email",
        "ana+1@exemplo.com.br",
        "--local",
      ]),
    ).toBe('npm run pedido -- novo --nome "Conceição Souza" --email ana+1@exemplo.com.br --local');
    expect(typedCommand("npm run pedido --", ["novo", "--nome", 'Ana "Lua" $HOME'])).toBe(
      `npm run pedido -- novo --nome 'Ana "Lua" $HOME'`,
    );
    expect(typedCommand("npm run pedido --", ["--titulo", "#1", "--titulo", "It's"])).toBe(
      `npm run pedido -- --titulo "#1" --titulo "It's"`,
    );
  });
});
