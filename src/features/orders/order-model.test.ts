import { describe, expect, it } from "vitest";
import {
  ORDER_NUMBER_PATTERN,
  ORDER_PAGE_DAYS,
  addDays,
  addYears,
  brasiliaTime,
  dueToErase,
  fileAddress,
  guaranteeHolds,
  guaranteeLastDay,
  isExpired,
  isRefunded,
  newOrderNumber,
  recordEnds,
  retentionEnds,
  songStage,
  withdrawalLastDay,
  type OrderRecord,
  type SongRecord,
} from "./order-model";

const song = (changes: Partial<SongRecord> = {}): SongRecord => ({
  song: 1,
  title: null,
  lyricsSentAt: null,
  previewsAt: null,
  previewSeconds: null,
  deliveredAt: null,
  fileName: null,
  fileBytes: null,
  fileSeconds: null,
  fileSha256: null,
  certificateNumber: null,
  certificate: null,
  firstDownloadAt: null,
  downloads: 0,
  refundedAt: null,
  ...changes,
});

const order = (songs: SongRecord[], changes: Partial<OrderRecord> = {}): OrderRecord => ({
  number: "K9XM3A",
  package: songs.length === 1 ? "single" : "triple",
  buyerName: "Yasmin Fernandes",
  buyerEmail: "yasmin@exemplo.com.br",
  buyerPhone: null,
  platformCode: "HP123",
  purchasedOn: "2026-11-02",
  termsVersion: "2025-04-13",
  createdAt: "2026-11-02T15:00:00.000Z",
  erasedAt: null,
  songs,
  ...changes,
});

describe("songStage", () => {
  it("says where a song stands, its latest step first", () => {
    expect(songStage(song())).toBe("brief");
    expect(songStage(song({ lyricsSentAt: "2026-11-03T10:00:00.000Z" }))).toBe("lyrics");
    expect(songStage(song({ previewsAt: "2026-11-04T10:00:00.000Z" }))).toBe("previews");
    expect(songStage(song({ deliveredAt: "2026-11-05T10:00:00.000Z" }))).toBe("ready");
    const downloaded = song({
      deliveredAt: "2026-11-05T10:00:00.000Z",
      firstDownloadAt: "2026-11-06T10:00:00.000Z",
    });
    expect(songStage(downloaded)).toBe("downloaded");
    expect(songStage({ ...downloaded, refundedAt: "2026-11-07T10:00:00.000Z" })).toBe("refunded");
  });

  it("calls an order refunded only when every song is", () => {
    const refunded = song({ refundedAt: "2026-11-07T10:00:00.000Z" });
    expect(isRefunded(order([refunded, refunded, refunded]))).toBe(true);
    expect(isRefunded(order([refunded, song(), refunded]))).toBe(false);
  });
});

describe("brasiliaTime", () => {
  it("reads a time as Brasília does, the day included", () => {
    expect(brasiliaTime("2026-11-27T17:03:00.000Z")).toEqual({
      date: "27/11/2026",
      time: "14:03",
      iso: "2026-11-27",
    });
    // Past 9 p.m. in Brasília it is already the next day in UTC.
    expect(brasiliaTime("2026-11-28T01:30:00.000Z").date).toBe("27/11/2026");
  });
});

describe("the guarantee's last day", () => {
  it("counts the days from the day the song was made available, in Brasília", () => {
    expect(guaranteeLastDay("2026-11-27T17:03:00.000Z", 30)).toBe("2026-12-27");
    expect(guaranteeLastDay("2026-11-28T01:30:00.000Z", 30)).toBe("2026-12-27");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("holds until the first download, or through its last day, never after", () => {
    const ready = song({ deliveredAt: "2026-11-27T17:00:00.000Z" });
    expect(guaranteeHolds(ready, 30, new Date("2026-12-27T23:00:00-03:00"))).toBe(true);
    expect(guaranteeHolds(ready, 30, new Date("2026-12-28T00:30:00-03:00"))).toBe(false);
    const downloaded = { ...ready, firstDownloadAt: "2026-11-28T10:00:00.000Z" };
    expect(guaranteeHolds(downloaded, 30, new Date("2026-11-29T10:00:00.000Z"))).toBe(false);
    // Nothing delivered yet: the guarantee holds.
    expect(guaranteeHolds(song(), 30, new Date("2027-06-01T10:00:00.000Z"))).toBe(true);
  });
});

describe("withdrawalLastDay", () => {
  it("is 7 days after the purchase or the last delivery, whichever is later", () => {
    const first = song({ deliveredAt: "2026-11-03T12:00:00.000Z" });
    const last = song({ song: 2, deliveredAt: "2026-11-20T12:00:00.000Z" });
    expect(withdrawalLastDay(order([first]))).toBe("2026-11-10");
    expect(withdrawalLastDay(order([first, last]))).toBe("2026-11-27");
    expect(withdrawalLastDay(order([first, song({ song: 2 })]))).toBeNull();
  });
});

describe("retention", () => {
  it("ends the page ORDER_PAGE_DAYS after the order's last event, and expires it then", () => {
    const delivered = order([song({ deliveredAt: "2026-11-20T12:00:00.000Z" })]);
    const ends = retentionEnds(delivered);
    expect(Date.parse(ends) - Date.parse("2026-11-20T12:00:00.000Z")).toBe(
      ORDER_PAGE_DAYS * 24 * 60 * 60 * 1000,
    );
    expect(isExpired(delivered, new Date(Date.parse(ends) - 1000))).toBe(false);
    expect(isExpired(delivered, new Date(ends))).toBe(true);
  });

  it("keeps the sale's record 5 years after the erase, and never before CTN art. 173's 5 years end", () => {
    // Bought in January, erased in July: the tax authority may review the sale until 01/01/2032.
    expect(recordEnds({ purchasedOn: "2026-01-10", erasedAt: "2026-07-09T15:00:00.000Z" })).toBe(
      "2032-01-01",
    );
    // Bought in December, erased in June: 5 years after the erase is later.
    expect(recordEnds({ purchasedOn: "2026-12-06", erasedAt: "2027-06-05T15:00:00.000Z" })).toBe(
      "2032-06-05",
    );
    expect(addYears("2028-02-29", 5)).toBe("2033-03-01");
  });

  it("says what of an order is due to go: its page, then its record, and nothing before", () => {
    const delivered = order([song({ deliveredAt: "2026-11-20T12:00:00.000Z" })]);
    const ends = Date.parse(retentionEnds(delivered));
    expect(dueToErase(delivered, new Date(ends - 1000))).toBeNull();
    expect(dueToErase(delivered, new Date(ends))).toBe("pagina");
    const erased = { ...delivered, erasedAt: "2027-05-20T12:00:00.000Z" };
    const recordDay = recordEnds({ purchasedOn: erased.purchasedOn, erasedAt: erased.erasedAt });
    expect(dueToErase(erased, new Date(`${addDays(recordDay, -1)}T23:00:00.000Z`))).toBeNull();
    expect(dueToErase(erased, new Date(`${recordDay}T00:00:00.000Z`))).toBe("registro");
  });
});

describe("addresses and numbers", () => {
  it("draws order numbers a person can read out, and files' addresses with their ticket", () => {
    for (let index = 0; index < 50; index += 1)
      expect(newOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
    expect(ORDER_NUMBER_PATTERN.test("K9XM3A")).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test("K9XM3I")).toBe(false);
    expect(fileAddress("K9XM3A", 2, "previa-1.opus", "12.a+b")).toBe(
      "/api/pedido/arquivo/K9XM3A/2/previa-1.opus?t=12.a%2Bb",
    );
  });
});
