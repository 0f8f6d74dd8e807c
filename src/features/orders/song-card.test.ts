import { describe, expect, it } from "vitest";
import { orderPageContent as words } from "../../content/order-page";
import type { SongView } from "./order-model";
import { nextSteps, songCard } from "./song-card";

const view = (changes: Partial<SongView> = {}): SongView => ({
  song: 1,
  title: null,
  stage: "brief",
  lyricsSentAt: null,
  previewsAt: null,
  previews: [],
  deliveredAt: null,
  file: null,
  certificate: null,
  firstDownloadAt: null,
  downloads: 0,
  refundedAt: null,
  ...changes,
});

const context = {
  songs: 1,
  termsVersion: "2025-04-13",
  guaranteeDays: 30,
  now: new Date("2026-11-28T12:00:00.000Z"),
};
const ready = view({
  stage: "ready",
  title: "Noite no Cairo",
  lyricsSentAt: "2026-11-20T13:00:00.000Z",
  previewsAt: "2026-11-24T13:00:00.000Z",
  previews: [
    { opus: "/a.opus", mp3: "/a.mp3", seconds: 45 },
    { opus: "/b.opus", mp3: "/b.mp3", seconds: 38 },
  ],
  deliveredAt: "2026-11-27T17:03:00.000Z",
  file: { name: "Noite no Cairo.mp3", bytes: 2_897_084, seconds: 181 },
  certificate: "v1.abc.def",
});

describe("songCard", () => {
  it("names the song by its place in a pack, and the only one as hers", () => {
    expect(songCard(view(), context).heading).toBe("A sua música");
    expect(songCard(view({ song: 2 }), { ...context, songs: 3 }).heading).toBe("Música 2");
  });

  it("says what waits on whom before the song is made", () => {
    const brief = songCard(view(), context);
    expect(brief.label).toBe(words.song.stages.brief.label);
    expect(brief.download).toBeNull();
    expect(brief.previews).toEqual([]);
    const lyrics = songCard(
      view({ stage: "lyrics", lyricsSentAt: "2026-11-20T13:00:00.000Z" }),
      context,
    );
    expect(lyrics.history).toEqual(["Letra enviada por e-mail em 20/11/2026 às 10:00"]);
  });

  it("offers a ready song behind a confirmation, with the guarantee's last day", () => {
    const card = songCard(ready, context);
    expect(card.previews.map((preview) => preview.label)).toEqual([
      "Prévia 1 (0:45)",
      "Prévia 2 (0:38)",
    ]);
    expect(card.download).toEqual({
      facts: "Arquivo MP3 de 3:01 (2,9 MB).",
      guarantee: words.song.guarantee("27/12/2026"),
      withdrawal: false,
      confirm: true,
      button: words.download.button,
    });
    // Until then, a refund under the satisfaction guarantee (Terms § 8).
    expect(card.download?.guarantee).toContain(
      "pedir o reembolso dela (Termos de Uso, seção\u00a08)",
    );
    expect(card.downloaded).toBeNull();
    expect(card.certificate).toBe("/licenca#v1.abc.def");
    expect(card.termsSection).toBe("/termos-de-uso/2025-04-13#reembolso");
  });

  it("asks nothing once the guarantee's days are over, and says when they ended", () => {
    const card = songCard(ready, { ...context, now: new Date("2026-12-28T12:00:00.000Z") });
    expect(card.download?.confirm).toBe(false);
    expect(card.download?.guarantee).toBe(words.song.guaranteeOver("27/12/2026"));
  });

  it("shows the recorded confirmation of the download, in Brasília's time, and how many there were", () => {
    const card = songCard(
      { ...ready, stage: "downloaded", firstDownloadAt: "2026-11-27T17:03:40.000Z", downloads: 2 },
      context,
    );
    expect(card.downloaded).toEqual({
      sentence: "Você confirmou o primeiro download desta música em 27/11/2026 às 14:03.",
      count: "Horário de Brasília. Download confirmado 2 vezes.",
    });
    // The download ended § 8's guarantee for this song; § 7's withdrawal is said beside it.
    expect(card.download).toEqual({
      facts: "Arquivo MP3 de 3:01 (2,9 MB).",
      guarantee: words.song.guaranteeEnded,
      withdrawal: true,
      confirm: false,
      button: words.download.again,
    });
  });

  it("tells a song downloaded from one not downloaded, whatever the days", () => {
    const late = { ...context, now: new Date("2026-12-28T12:00:00.000Z") };
    const downloaded: SongView = {
      ...ready,
      stage: "downloaded",
      firstDownloadAt: "2026-11-27T18:00:00.000Z",
      downloads: 1,
    };
    expect(songCard(downloaded, late).download?.guarantee).toBe(words.song.guaranteeEnded);
    expect(songCard(ready, late).download).toMatchObject({
      guarantee: words.song.guaranteeOver("27/12/2026"),
      withdrawal: false,
    });
  });

  it("shows a refunded song without its file, previews or certificate", () => {
    const card = songCard(
      {
        ...ready,
        stage: "refunded",
        refundedAt: "2026-11-28T10:00:00.000Z",
        file: null,
        previews: [],
      },
      context,
    );
    expect(card.label).toBe(words.song.stages.refunded.label);
    expect(card.download).toBeNull();
    expect(card.certificate).toBeNull();
    expect(card.downloaded).toBeNull();
  });

  it("keeps her recorded download on a song refunded after it, as the owner's record keeps it", () => {
    const card = songCard(
      {
        ...ready,
        stage: "refunded",
        firstDownloadAt: "2026-11-27T17:03:40.000Z",
        downloads: 1,
        refundedAt: "2026-11-28T10:00:00.000Z",
        file: null,
        previews: [],
      },
      context,
    );
    expect(card.download).toBeNull();
    expect(card.downloaded).toEqual({
      sentence: "Você confirmou o primeiro download desta música em 27/11/2026 às 14:03.",
      count: "Horário de Brasília. Download confirmado 1 vez.",
    });
  });

  it("never gives 0:00 as a length the store does not know", () => {
    const card = songCard(
      {
        ...ready,
        previews: [{ opus: "/a.opus", mp3: "/a.mp3", seconds: 0 }],
        file: { name: "Noite no Cairo.mp3", bytes: 2_897_084, seconds: 0 },
      },
      context,
    );
    expect(card.previews[0]?.label).toBe("Prévia 1");
    expect(card.download?.facts).toBe("Arquivo MP3 (2,9 MB).");
  });
});

describe("nextSteps", () => {
  const at = (...stages: SongView["stage"][]) => stages.map((stage) => ({ stage }));

  it("says what waits on her once for the page, however many songs wait on it", () => {
    expect(nextSteps(at("brief", "brief", "brief"), false)).toEqual([words.next.brief(3, false)]);
    expect(nextSteps(at("previews", "lyrics", "brief"), false)).toEqual([
      words.next.brief(1, false),
      words.next.lyrics(1, false),
      words.next.previews(1, false),
    ]);
    expect(nextSteps(at("ready", "downloaded", "refunded"), false)).toEqual([]);
  });

  it("names WhatsApp only where the owner has a number", () => {
    const [email] = nextSteps(at("brief"), false);
    const [whatsapp] = nextSteps(at("brief"), true);
    expect(email).toContain("responda ao nosso e-mail com o nome");
    expect(email).not.toContain("WhatsApp");
    expect(whatsapp).toContain("responda por e-mail ou pelo WhatsApp com o nome");
  });
});
