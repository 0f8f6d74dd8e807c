import { describe, expect, it } from "vitest";
import { makeTicket, newMediaKey, ticketOpens } from "./media-ticket";

const file = { order: "K9XM3A", song: 1, name: "previa-1.opus" } as const;
const NOW = 1_800_000_000;

describe("a file's ticket", () => {
  it("opens its own file until it expires", async () => {
    const key = newMediaKey();
    const ticket = await makeTicket(key, file, NOW + 60);
    expect(await ticketOpens(key, file, ticket, NOW)).toBe(true);
    expect(await ticketOpens(key, file, ticket, NOW + 60)).toBe(false);
  });

  it("opens no other file, song or order, and nothing with another order's key", async () => {
    const key = newMediaKey();
    const ticket = await makeTicket(key, file, NOW + 60);
    for (const other of [
      { ...file, name: "musica.mp3" as const },
      { ...file, song: 2 },
      { ...file, order: "K9XM3B" },
    ]) {
      expect(await ticketOpens(key, other, ticket, NOW)).toBe(false);
    }
    expect(await ticketOpens(newMediaKey(), file, ticket, NOW)).toBe(false);
  });

  it("refuses a ticket changed, cut, or with a later expiry written in", async () => {
    const key = newMediaKey();
    const ticket = await makeTicket(key, file, NOW + 60);
    const [expires, mac = ""] = ticket.split(".");
    for (const changed of [
      `${Number(expires) + 3600}.${mac}`,
      `${expires}.${mac.slice(0, -1)}${mac.endsWith("A") ? "E" : "A"}`,
      `${expires}.${mac.slice(0, 20)}`,
      ticket.slice(1),
      "",
      "x".repeat(5000),
    ]) {
      expect(await ticketOpens(key, file, changed, NOW)).toBe(false);
    }
  });
});
