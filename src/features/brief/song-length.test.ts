import { describe, expect, it } from "vitest";
import { EMPTY_SONG, SONG_MAX_SECONDS, type SongBrief } from "./brief";
import { eventLimitSeconds, parseBpm, parseLength, songLength } from "./song-length";

const song = (extra: Partial<SongBrief>): SongBrief => ({ ...EMPTY_SONG, ...extra });

describe("parseLength", () => {
  it.each([
    ["2:30", 150],
    [" 2:30 ", 150],
    ["2.30", 150],
    ["2,30", 150],
    ["2'30", 150],
    ["2'30\"", 150],
    ["2m30", 150],
    ["2min30s", 150],
    ["2 min 30 s", 150],
    ["2h30", 150],
    ["0:45", 45],
    ["3:00", 180],
    ["3", 180],
    ["2 min", 120],
    ["2 minutos", 120],
    ["90s", 90],
    ["90 segundos", 90],
    ["12:00", 720],
  ])("reads %j as %i seconds", (typed, seconds) => {
    expect(parseLength(typed)).toBe(seconds);
  });

  it.each(["", "2.5", "2:5", "2:60", "dois minutos", "2:30:00", "-2:30", "1e3", "２:３０", "∞"])(
    "refuses %j rather than guess",
    (typed) => {
      expect(parseLength(typed)).toBeNull();
    },
  );
});

describe("songLength", () => {
  it("is the full length when she leaves it blank", () => {
    expect(songLength(EMPTY_SONG)).toEqual({ seconds: SONG_MAX_SECONDS, source: "full" });
  });

  it("is what she wrote, when it reads as a length, and null when it does not", () => {
    expect(songLength(song({ duration: "2:30" }))).toEqual({ seconds: 150, source: "chosen" });
    expect(songLength(song({ duration: "3:30" }))).toEqual({ seconds: 210, source: "chosen" });
    expect(songLength(song({ duration: "logo" }))).toBeNull();
  });

  it("follows a shorter event limit for a competition or a show, and only then", () => {
    const limited = song({ purposes: ["competicao"], eventLimit: "2:30" });
    expect(songLength(limited)).toEqual({ seconds: 150, source: "eventLimit" });
    expect(songLength({ ...limited, purposes: ["show", "video"] })?.source).toBe("eventLimit");
    // A limit typed, then "Competição" unticked: the question is gone, and so is its answer.
    expect(songLength({ ...limited, purposes: ["aula"] })?.source).toBe("full");
    expect(songLength({ ...limited, eventLimit: "4:00" })?.source).toBe("full");
    expect(songLength({ ...limited, eventLimit: "sem limite" })?.source).toBe("full");
    expect(songLength({ ...limited, duration: "2:00" })).toEqual({
      seconds: 120,
      source: "chosen",
    });
  });
});

describe("eventLimitSeconds", () => {
  it("reads the limit only where it was asked, and never an hour or more", () => {
    expect(eventLimitSeconds(song({ purposes: ["show"], eventLimit: "5:00" }))).toBe(300);
    expect(eventLimitSeconds(song({ purposes: ["video"], eventLimit: "5:00" }))).toBeNull();
    expect(eventLimitSeconds(song({ purposes: ["show"], eventLimit: "99:00" }))).toBeNull();
    expect(eventLimitSeconds(song({ purposes: ["show"], eventLimit: "0:00" }))).toBeNull();
  });
});

describe("parseBpm", () => {
  it("reads a whole number of beats per minute within the range", () => {
    expect(parseBpm("96")).toBe(96);
    expect(parseBpm(" 120 BPM ")).toBe(120);
    expect(parseBpm("40")).toBe(40);
    expect(parseBpm("240")).toBe(240);
  });

  it.each(["", "39", "241", "96.5", "noventa", "0x60", "-96"])("refuses %j", (typed) => {
    expect(parseBpm(typed)).toBeNull();
  });
});
