// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RHYTHM_IDS, RHYTHMS } from "../../src/content/rhythms";
import { Refusal } from "../owner/cli.mjs";
import { parseRhythm, parseSamplesArgs as parse, parseStyle, usage } from "./args.mjs";

/** The site's styles: the demo's, unless a test names others. */
const STYLES = ["romantica", "pop"];
const parseSamplesArgs = (argv: readonly string[], styles = STYLES) => parse(argv, () => styles);
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

  const HELP = "veja o que o comando aceita com: npm run samples -- --help";
  const EXAMPLE =
    'por exemplo: npm run samples -- add musica.wav --title "Noite no Cairo" --style romantica --rhythm baladi';
  it.each([
    [
      ["add", "--title", "X", "--style", "pop", ...RHYTHM],
      "add precisa de um arquivo de áudio",
      EXAMPLE,
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop"],
      "add precisa de --rhythm, um destes: maqsum, baladi, saidi, malfuf, ayoub, chiftetelli",
      EXAMPLE,
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", "--rhythm", "samba"],
      '--rhythm deve ser um destes: maqsum, baladi, saidi, malfuf, ayoub, chiftetelli; não "samba"',
      HELP,
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", ...RHYTHM, "--bpm", "rápido"],
      '--bpm deve ser um número inteiro de 40 a 240, não "rápido"',
      HELP,
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", ...RHYTHM, "--bpm", "300"],
      '--bpm deve ser um número inteiro de 40 a 240, não "300"',
      HELP,
    ],
    [["remove", "yasmin", "--rhythm", "saidi"], "remove não aceita --rhythm", HELP],
    [
      ["add", "x.wav", "--style", "pop", ...RHYTHM],
      'add precisa de --title "…" (o título mostrado no cartão)',
      EXAMPLE,
    ],
    [
      ["add", "x.wav", "--title", "X", ...RHYTHM],
      "add precisa de --style romantica ou pop",
      EXAMPLE,
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "rock", ...RHYTHM],
      '--style deve ser um dos estilos do site (VITE_SONG_STYLES): romantica ou pop; não "rock"',
      "escolha um deles, ou inclua o estilo na lista do site com npm run setup -- VITE_SONG_STYLES e rode o comando de novo",
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", ...RHYTHM, "--id", "Não Vale"],
      '--id deve ter só letras minúsculas, números e hífens (até 60), como "nao-vale"',
      HELP,
    ],
    [
      ["add", "x.wav", "--title", "!!!", "--style", "pop", ...RHYTHM],
      "o título não dá um id que sirva de nome de arquivo",
      "acrescente --id com letras minúsculas, números e hífens, como --id noite-no-cairo",
    ],
    [
      ["add", "x.wav", "Lua", "Cheia", "--title", "X", "--style", "pop", ...RHYTHM],
      '"Lua Cheia" sobrou no comando (um título com espaços vai entre aspas: --title "Noite no Cairo")',
      HELP,
    ],
    [
      ["add", "x.wav", "--title", "X", "--style", "pop", "--color", "red"],
      "o comando não conhece a opção --color",
      HELP,
    ],
    [["remove"], "remove precisa do id do exemplo", "veja os ids com: npm run samples -- list"],
    [["remove", "yasmin", "--title", "X"], "remove não aceita --title", HELP],
    [
      ["list", "extra"],
      '"extra" sobrou no comando (um título com espaços vai entre aspas: --title "Noite no Cairo")',
      HELP,
    ],
    [["play"], 'o comando "play" não existe: use add, remove ou list', HELP],
  ])("refuses %j in Portuguese, with what to type instead", (argv, problem, fix) => {
    let refusal: unknown;
    try {
      parseSamplesArgs(argv);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).message).toBe(problem);
    expect((refusal as Refusal).fix).toBe(fix);
  });

  it("says its usage in Portuguese, with every rhythm and the site's styles", () => {
    const help = usage(STYLES);
    expect(help).toMatch(/^Uso:\n {2}npm run samples -- add <arquivo de áudio>/);
    for (const rhythm of RHYTHM_IDS) expect(help).toContain(rhythm);
    expect(help).toContain("um dos estilos do site (VITE_SONG_STYLES): romantica ou pop");
    expect(usage(null)).toContain("--style <estilo>");
  });

  it("takes the styles of the site's configuration, and reads them for add only", () => {
    const styles = ["romantica", "classica"];
    expect(
      parseSamplesArgs(["add", "x.wav", "--title", "X", "--style", "Clássica", ...RHYTHM], styles),
    ).toMatchObject({ style: "classica" });
    expect(() =>
      parseSamplesArgs(["add", "x.wav", "--title", "X", "--style", "pop", ...RHYTHM], styles),
    ).toThrow(
      '--style deve ser um dos estilos do site (VITE_SONG_STYLES): romantica ou classica; não "pop"',
    );
    const unreadable = () => {
      throw new Error("the configuration is not read for remove");
    };
    expect(parse(["remove", "festa"], unreadable)).toEqual({ command: "remove", id: "festa" });
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
    expect(["romantica", "Romântica", "ROMANTICA"].map((text) => parseStyle(text, STYLES))).toEqual(
      ["romantica", "romantica", "romantica"],
    );
    expect(parseStyle("Pop", STYLES)).toBe("pop");
    expect(parseStyle("pop (beta)", STYLES)).toBeNull();
    expect(parseStyle("Pop", ["romantica", "classica"])).toBeNull();
  });
});
