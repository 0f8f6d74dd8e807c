// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RHYTHM_IDS, RHYTHMS } from "../../src/content/rhythms";
import { parseRhythm, parseSamplesArgs, parseStyle, UsageError } from "./args.mjs";

const add = (...extra: string[]) => parseSamplesArgs(["add", "voz.wav", ...extra]);
const RHYTHM = ["--rhythm", "saidi"];

describe("parseSamplesArgs", () => {
  it("reads add with a title, a style and a rhythm, deriving the id from the title", () => {
    expect(add("--title", "Canção da Lua", "--style", "pop", "--rhythm", "saidi")).toEqual({
      command: "add",
      file: "voz.wav",
      title: "Canção da Lua",
      style: "pop",
      rhythm: "saidi",
      bpm: null,
      id: "cancao-da-lua",
      instrumental: false,
      alt: null,
    });
  });

  it("takes --bpm, --id, --instrumental and --alt, and the style and rhythm as the page writes them", () => {
    expect(
      add(
        "--title",
        "Lua",
        "--style",
        "Romântica",
        "--rhythm",
        "Chiftetelli",
        "--bpm",
        "72",
        "--id",
        "lua-2",
        "--instrumental",
        "--alt",
        "Capa",
      ),
    ).toMatchObject({
      style: "romantica",
      rhythm: "chiftetelli",
      bpm: 72,
      id: "lua-2",
      instrumental: true,
      alt: "Capa",
    });
  });

  it("reads remove, list and help", () => {
    expect(parseSamplesArgs(["remove", "yasmin"])).toEqual({ command: "remove", id: "yasmin" });
    expect(parseSamplesArgs(["list"])).toEqual({ command: "list" });
    expect(parseSamplesArgs([])).toEqual({ command: "help" });
    expect(parseSamplesArgs(["add", "--help"])).toEqual({ command: "help" });
  });

  it.each([
    [["add", "--title", "X", "--style", "pop", ...RHYTHM], "add needs an audio file"],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop"],
      "add needs --rhythm, one of maqsum, baladi, saidi, malfuf, ayoub, chiftetelli",
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", "--rhythm", "samba"],
      '--rhythm must be one of maqsum, baladi, saidi, malfuf, ayoub, chiftetelli, not "samba"',
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", ...RHYTHM, "--bpm", "rápido"],
      '--bpm must be a whole number from 40 to 240, not "rápido"',
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", ...RHYTHM, "--bpm", "300"],
      '--bpm must be a whole number from 40 to 240, not "300"',
    ],
    [["remove", "yasmin", "--rhythm", "saidi"], "remove takes no --rhythm"],
    [["add", "x.wav", "--style", "pop", ...RHYTHM], "add needs --title"],
    [["add", "x.wav", "--title", "X", ...RHYTHM], "add needs --style romantica or pop"],
    [
      ["add", "x.wav", "--title", "X", "--style", "rock", ...RHYTHM],
      '--style must be romantica or pop, not "rock"',
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", ...RHYTHM, "--id", "Não Vale"],
      "--id must be lowercase",
    ],
    [
      ["add", "x.wav", "--title", "!!!", "--style", "pop", ...RHYTHM],
      "the title gives no usable id",
    ],
    [
      ["add", "x.wav", "Lua", "Cheia", "--title", "X", "--style", "pop", ...RHYTHM],
      "unexpected Lua Cheia",
    ],
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

describe("parseRhythm", () => {
  it("accepts every rhythm of the brief's list, as the page writes it or as its id", () => {
    expect(RHYTHMS.map((rhythm) => parseRhythm(rhythm.name))).toEqual([...RHYTHM_IDS]);
    expect(parseRhythm(" SAIDI ")).toBe("saidi");
    expect(parseRhythm("samba")).toBeNull();
    expect(parseRhythm("")).toBeNull();
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
