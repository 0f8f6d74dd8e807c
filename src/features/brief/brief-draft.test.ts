import { describe, expect, it } from "vitest";
import { EMPTY_BRIEF, EMPTY_SONG, type Brief } from "./brief";
import {
  clearDraft,
  DRAFT_LIFETIME_DAYS,
  DRAFT_STORAGE_KEY,
  loadDraft,
  readBrief,
  saveDraft,
  type DraftStorage,
} from "./brief-draft";
import { removeExpiredEntries } from "../../lib/storage/expiring";
import { memoryStorage } from "../../test/memory-storage";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23);

const refusing: DraftStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

const brief: Brief = {
  ...EMPTY_BRIEF,
  buyerName: "Maria",
  plan: "triple",
  songs: [{ ...EMPTY_SONG, sungName: "Raquel", style: "Pop", purposes: ["aula"] }],
};

describe("the draft", () => {
  it("comes back as it was saved", () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, brief, NOW)).toBe(true);
    expect(loadDraft(storage, NOW + DAY)).toEqual(brief);
  });

  it(`is discarded after ${DRAFT_LIFETIME_DAYS} days, and carries that time for every page's sweep`, () => {
    const storage = memoryStorage();
    saveDraft(storage, brief, NOW);
    expect(JSON.parse(storage.data.get(DRAFT_STORAGE_KEY)!)).toMatchObject({
      expiresAt: NOW + DRAFT_LIFETIME_DAYS * DAY,
    });
    expect(removeExpiredEntries(storage, NOW + DRAFT_LIFETIME_DAYS * DAY - 1)).toEqual([]);
    expect(loadDraft(storage, NOW + DRAFT_LIFETIME_DAYS * DAY)).toBeNull();
    expect(storage.data.has(DRAFT_STORAGE_KEY)).toBe(false);
    // The sweep finds it by its key and time alone.
    saveDraft(storage, brief, NOW);
    expect(removeExpiredEntries(storage, NOW + DRAFT_LIFETIME_DAYS * DAY)).toEqual([
      DRAFT_STORAGE_KEY,
    ]);
  });

  it("is discarded when its time lies further ahead than a draft's life (a clock set wrong)", () => {
    const storage = memoryStorage();
    saveDraft(storage, brief, NOW + 2 * DRAFT_LIFETIME_DAYS * DAY);
    expect(loadDraft(storage, NOW)).toBeNull();
  });

  it("is gone once cleared", () => {
    const storage = memoryStorage();
    saveDraft(storage, brief, NOW);
    expect(clearDraft(storage)).toBe(true);
    expect(loadDraft(storage, NOW)).toBeNull();
  });

  it("is ignored when what is stored is not ours: broken JSON, another version, wrong types", () => {
    const storage = memoryStorage();
    for (const raw of [
      "{",
      "null",
      '{"version":1,"savedAt":0,"brief":{}}',
      '{"version":2,"expiresAt":"x","brief":{}}',
      "[]",
    ]) {
      storage.data.set(DRAFT_STORAGE_KEY, raw);
      expect(loadDraft(storage, NOW)).toBeNull();
    }
  });

  it("is rebuilt field by field: unknown keys, styles and purposes are dropped", () => {
    expect(
      readBrief({
        buyerName: 42,
        email: "a@b.co",
        plan: "gold",
        extra: "x",
        songs: [{ sungName: "Ana", style: "Rock", purposes: ["aula", "festa", "aula"] }, 1, 2, 3],
      }),
    ).toEqual({
      ...EMPTY_BRIEF,
      email: "a@b.co",
      songs: [{ ...EMPTY_SONG, sungName: "Ana", purposes: ["aula"] }, EMPTY_SONG, EMPTY_SONG],
    });
  });

  it("keeps the dance's answers, drops the ones no control offers, and starts a draft kept before them at the defaults", () => {
    const dance = {
      eventLimit: "2:30",
      duration: "2:15",
      rhythm: "saidi",
      tempo: "rapido",
      bpm: "120",
      parts: ["solo", "taqsim"],
      ending: "fade",
    } as const;
    expect(readBrief({ songs: [{ sungName: "Ana", ...dance }] }).songs[0]).toEqual({
      ...EMPTY_SONG,
      sungName: "Ana",
      ...dance,
      parts: ["taqsim", "solo"],
    });
    expect(
      readBrief({
        songs: [{ rhythm: "samba", tempo: 3, parts: "solo", ending: null, duration: 150 }],
      }).songs[0],
    ).toEqual(EMPTY_SONG);
    // Saved before the brief asked about the dance: the same answers as a new song.
    expect(readBrief({ songs: [{ sungName: "Ana", style: "Pop" }] }).songs[0]).toEqual({
      ...EMPTY_SONG,
      sungName: "Ana",
      style: "Pop",
    });
    // Saved when a child's name was a box to tick: a tick is her "sim"; an unticked box was no
    // answer, so the question is asked again.
    const childName = (value: unknown) => readBrief({ songs: [{ childName: value }] }).songs[0];
    expect(childName(true)?.childName).toBe("sim");
    expect(childName(false)?.childName).toBe("");
    expect(childName("nao")?.childName).toBe("nao");
    expect(childName("talvez")?.childName).toBe("");
  });

  it("says so, without throwing, when the browser refuses storage", () => {
    expect(saveDraft(refusing, brief, NOW)).toBe(false);
    expect(loadDraft(refusing, NOW)).toBeNull();
    expect(clearDraft(refusing)).toBe(false);
    expect(saveDraft(null, brief, NOW)).toBe(false);
  });
});
