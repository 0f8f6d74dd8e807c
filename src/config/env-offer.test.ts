import { describe, expect, it } from "vitest";
import { parseSiteEnv, type RawEnv } from "./env-schema";
import { parseStyles } from "./env-offer";

const offerOf = (raw: RawEnv) => parseSiteEnv(raw).offer;

describe("the offer's settings", () => {
  it("are the specification's when nothing is set", () => {
    expect(offerOf({})).toEqual({
      deliveryHours: 24,
      styles: [
        { id: "romantica", name: "Romântica", description: null },
        { id: "pop", name: "Pop", description: null },
      ],
      stylesBeta: true,
      lyricRevisionRounds: 2,
      previewAdjustmentRounds: 1,
      voice: "plural",
    });
  });

  it("reads every setting of an owner's", () => {
    expect(
      offerOf({
        VITE_DELIVERY_BUSINESS_HOURS: "48",
        VITE_SONG_STYLES: " Romântica: lenta, para véu ; Pop;Clássica Árabe: com orquestra ",
        VITE_SONG_STYLES_BETA: "não",
        VITE_LYRIC_REVISION_ROUNDS: "3",
        VITE_PREVIEW_ADJUSTMENT_ROUNDS: "2",
        VITE_SELLER_VOICE: "Eu",
      }),
    ).toEqual({
      deliveryHours: 48,
      styles: [
        { id: "romantica", name: "Romântica", description: "lenta, para véu" },
        { id: "pop", name: "Pop", description: null },
        { id: "classica-arabe", name: "Clássica Árabe", description: "com orquestra" },
      ],
      stylesBeta: false,
      lyricRevisionRounds: 3,
      previewAdjustmentRounds: 2,
      voice: "singular",
    });
    expect(offerOf({ VITE_SELLER_VOICE: "nós" }).voice).toBe("plural");
  });

  it("takes names alone separated by commas, as she may first write them", () => {
    expect(parseStyles("Romântica, Pop, Tarab")?.map((style) => style.name)).toEqual([
      "Romântica",
      "Pop",
      "Tarab",
    ]);
  });

  it.each([
    ["VITE_DELIVERY_BUSINESS_HOURS", "2 dias"],
    ["VITE_DELIVERY_BUSINESS_HOURS", "4"],
    ["VITE_DELIVERY_BUSINESS_HOURS", "200"],
    ["VITE_DELIVERY_BUSINESS_HOURS", "24,5"],
    ["VITE_SONG_STYLES", "Romântica"],
    ["VITE_SONG_STYLES", "Romântica; romantica"],
    ["VITE_SONG_STYLES", "Romântica; <b>Pop</b>"],
    ["VITE_SONG_STYLES", "Romântica: lenta; Pop: {x}"],
    ["VITE_SONG_STYLES", "Romântica, Pop: animada"],
    ["VITE_SONG_STYLES", "A; B; C; D; E; F; G"],
    ["VITE_SONG_STYLES", `Romântica; ${"P".repeat(31)}`],
    ["VITE_SONG_STYLES_BETA", "talvez"],
    ["VITE_LYRIC_REVISION_ROUNDS", "0"],
    ["VITE_LYRIC_REVISION_ROUNDS", "ilimitadas"],
    ["VITE_PREVIEW_ADJUSTMENT_ROUNDS", "6"],
    ["VITE_SELLER_VOICE", "ela"],
  ])("stops on %s=%s, naming the variable and what it expects, in Portuguese", (name, value) => {
    expect(() => parseSiteEnv({ [name]: value })).toThrow(
      new RegExp(`^${name}=.* não serve\\. Esperado: `),
    );
  });

  it("says, for the styles, how to write them", () => {
    expect(() => parseSiteEnv({ VITE_SONG_STYLES: "Romântica" })).toThrow(
      "de 2 a 6 estilos separados por ponto e vírgula",
    );
  });
});
