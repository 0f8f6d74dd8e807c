// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSamplesArgs, parseStyle, UsageError } from "./args.mjs";

const add = (...extra: string[]) => parseSamplesArgs(["add", "voz.wav", ...extra]);

describe("parseSamplesArgs", () => {
  it("reads add with a title and a style, deriving the id from the title", () => {
    expect(add("--title", "Canção da Lua", "--style", "pop")).toEqual({
      command: "add",
      file: "voz.wav",
      title: "Canção da Lua",
      style: "pop",
      id: "cancao-da-lua",
      instrumental: false,
      alt: null,
    });
  });

  it("takes --id, --instrumental and --alt, and the style as the page writes it", () => {
    expect(
      add(
        "--title",
        "Lua",
        "--style",
        "Romântica",
        "--id",
        "lua-2",
        "--instrumental",
        "--alt",
        "Capa",
      ),
    ).toMatchObject({ style: "romantica", id: "lua-2", instrumental: true, alt: "Capa" });
  });

  it("reads remove, list and help", () => {
    expect(parseSamplesArgs(["remove", "yasmin"])).toEqual({ command: "remove", id: "yasmin" });
    expect(parseSamplesArgs(["list"])).toEqual({ command: "list" });
    expect(parseSamplesArgs([])).toEqual({ command: "help" });
    expect(parseSamplesArgs(["add", "--help"])).toEqual({ command: "help" });
  });

  it.each([
    [["add", "--title", "X", "--style", "pop"], "add needs an audio file"],
    [["add", "x.wav", "--style", "pop"], "add needs --title"],
    [["add", "x.wav", "--title", "X"], "add needs --style romantica or pop"],
    [
      ["add", "x.wav", "--title", "X", "--style", "rock"],
      '--style must be romantica or pop, not "rock"',
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", "--id", "Não Vale"],
      "--id must be lowercase",
    ],
    [["add", "x.wav", "--title", "!!!", "--style", "pop"], "the title gives no usable id"],
    [["add", "x.wav", "Lua", "Cheia", "--title", "X", "--style", "pop"], "unexpected Lua Cheia"],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", "--color", "red"],
      "Unknown option '--color'",
    ],
    [["remove"], "remove needs the sample's id"],
    [["remove", "yasmin", "--title", "X"], "remove takes no --title"],
    [["list", "extra"], "unexpected extra"],
    [["play"], 'unknown command "play"'],
  ])("refuses %j, saying what is wrong", (argv, message) => {
    expect(() => parseSamplesArgs(argv)).toThrow(UsageError);
    expect(() => parseSamplesArgs(argv)).toThrow(message);
  });
});

describe("parseStyle", () => {
  it("accepts the keys and the page's names, in any case and with or without accents", () => {
    expect(["romantica", "Romântica", "ROMANTICA"].map(parseStyle)).toEqual([
      "romantica",
      "romantica",
      "romantica",
    ]);
    expect(parseStyle("Pop")).toBe("pop");
    expect(parseStyle("pop (beta)")).toBeNull();
  });
});
