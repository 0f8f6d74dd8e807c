/**
 * What a song's card on /pedido says, from the order's data, the guarantee's days and the time,
 * and what the page asks of her once for all its songs: pure, so that every state is tested
 * without a page (song-card.test.ts). The page (order-page.ts) writes it into the card's template.
 */
import { orderPageContent as words } from "../../content/order-page";
import { ROUTES, termsVersionPath } from "../../config/routes";
import { brazilianFromIso } from "../../lib/br/date";
import { brasiliaTime, guaranteeLastDay, type SongView } from "./order-model";

export interface SongCard {
  readonly heading: string;
  readonly title: string | null;
  readonly stage: SongView["stage"];
  readonly label: string;
  readonly text: string;
  /** "Letra enviada por e-mail em 27/11/2026 às 14:03", for each step done. */
  readonly history: readonly string[];
  readonly previews: readonly {
    readonly label: string;
    readonly opus: string;
    readonly mp3: string;
  }[];
  /** The full version, while it can be downloaded. */
  readonly download: {
    readonly facts: string;
    /** Where the satisfaction guarantee (§ 8) stands: running, ended by the download, or over. */
    readonly guarantee: string;
    /** Ended by her download: the right of withdrawal (§ 7) is said beside it, which goes on. */
    readonly withdrawal: boolean;
    /** The first download ends a guarantee still running: it asks first. */
    readonly confirm: boolean;
    readonly button: string;
  } | null;
  /**
   * The recorded first confirmation of the download, as both of them see it: kept on the page
   * after a refund too, as the owner's record keeps it.
   */
  readonly downloaded: { readonly sentence: string; readonly count: string } | null;
  readonly certificate: string | null;
  /** § 8 of the Terms her purchase follows. */
  readonly termsSection: string;
}

/** "27/11/2026 às 14:03" */
const at = (iso: string) => {
  const { date, time } = brasiliaTime(iso);
  return { date, time };
};

export function songCard(
  song: SongView,
  context: { songs: number; termsVersion: string; guaranteeDays: number; now: Date },
): SongCard {
  const stageWords = words.song.stages[song.stage];
  const history = (
    [
      [song.lyricsSentAt, words.song.history.lyrics],
      [song.previewsAt, words.song.history.previews],
      [song.deliveredAt, words.song.history.delivered],
      [song.refundedAt, words.song.history.refunded],
    ] as const
  ).flatMap(([time, label]) => {
    if (!time) return [];
    const { date, time: hour } = at(time);
    return [words.song.when(label, date, hour)];
  });

  let download: SongCard["download"] = null;
  if (song.file && song.stage !== "refunded") {
    const lastDayIso = song.deliveredAt
      ? guaranteeLastDay(song.deliveredAt, context.guaranteeDays)
      : null;
    const running =
      song.firstDownloadAt === null &&
      lastDayIso !== null &&
      brasiliaTime(context.now.toISOString()).iso <= lastDayIso;
    const lastDay = lastDayIso ? brazilianFromIso(lastDayIso) : "";
    download = {
      facts: words.song.fileFacts(song.file.seconds, song.file.bytes),
      guarantee:
        song.firstDownloadAt !== null
          ? words.song.guaranteeEnded
          : running
            ? words.song.guarantee(lastDay)
            : words.song.guaranteeOver(lastDay),
      withdrawal: song.firstDownloadAt !== null,
      confirm: running,
      button: song.firstDownloadAt ? words.download.again : words.download.button,
    };
  }

  const first = song.firstDownloadAt ? at(song.firstDownloadAt) : null;
  return {
    heading: words.song.heading(song.song, context.songs),
    title: song.title,
    stage: song.stage,
    label: stageWords.label,
    text: stageWords.text,
    history,
    previews: song.previews.map((preview, index) => ({
      label: words.song.previewLabel(index, preview.seconds),
      opus: preview.opus,
      mp3: preview.mp3,
    })),
    download,
    downloaded: first
      ? {
          sentence: words.download.downloaded(first.date, first.time),
          count: `${words.download.timeZone} ${words.download.count(song.downloads)}`,
        }
      : null,
    certificate:
      song.certificate && song.stage !== "refunded"
        ? `${ROUTES.licence}#${song.certificate}`
        : null,
    termsSection: `${termsVersionPath(context.termsVersion)}#reembolso`,
  };
}

/** The stages that wait on her, in the order they come: what she does next is said once each. */
const WAITING_ON_HER = ["brief", "lyrics", "previews"] as const;

/**
 * What the page asks of her, once for all its songs: for each stage that waits on her, one
 * paragraph, however many songs are at it, naming the channels she can answer by.
 */
export function nextSteps(songs: readonly Pick<SongView, "stage">[], whatsapp: boolean): string[] {
  return WAITING_ON_HER.flatMap((stage) => {
    const count = songs.filter((song) => song.stage === stage).length;
    return count === 0 ? [] : [words.next[stage](count, whatsapp)];
  });
}
