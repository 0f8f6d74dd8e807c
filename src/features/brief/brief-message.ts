/**
 * The brief as the seller receives it, and the links that carry it: `wa.me` with the text,
 * `mailto:` with a subject and a body. The site sends nothing itself; these links hand the text
 * to the buyer's own WhatsApp or e-mail app.
 */
import { briefMessage as words, briefContent } from "../../content/brief";
import type { PlanId } from "../../content/types";
import { formatTime } from "../../lib/duration/format-time";
import {
  asksEventLimit,
  CHOOSE_FOR_ME,
  cleanText,
  MULTILINE_FIELDS,
  songsInPlan,
  songsInScope,
  type Brief,
  type SongBrief,
  type SongTextField,
} from "./brief";
import { eventLimitSeconds, parseBpm, songLength } from "./song-length";

/**
 * The longest link the send buttons produce, in characters of the encoded URL. `wa.me` answers
 * the link with a redirect from WhatsApp's web servers before any app opens, and 8,000 stays
 * under the smallest request-line limit common servers keep (8 KB); phones hand a `mailto:` of
 * this size to the mail app whole. A longer message goes by "Copiar o texto", which has no limit.
 * docs/decisions/0011-song-brief-without-a-backend.md says what was measured.
 */
export const LINK_LIMIT = 8000;
/** From this share of the limit on, the counter warns. */
export const LINK_NEAR_SHARE = 0.85;

export type PlanNames = Readonly<Record<PlanId, string>>;

const { song: songWords } = briefContent;

/** The dance's lines of one song: length, rhythm, tempo, parts and ending, each named. */
function danceLines(song: SongBrief): string[] {
  const lines: string[] = [];
  if (asksEventLimit(song)) {
    const limit = eventLimitSeconds(song);
    lines.push(`${words.eventLimit}: ${limit === null ? words.notGiven : formatTime(limit)}`);
  }
  const length = songLength(song);
  if (length !== null) {
    const shown = formatTime(length.seconds);
    const value =
      length.source === "full"
        ? words.durationFull(shown)
        : length.source === "eventLimit"
          ? words.durationFromLimit(shown)
          : shown;
    lines.push(`${words.duration}: ${value}`);
  }
  const bpm = parseBpm(song.bpm);
  const tempo =
    song.tempo === CHOOSE_FOR_ME && bpm !== null
      ? words.bpm(bpm)
      : [songWords.tempo.options[song.tempo], ...(bpm === null ? [] : [words.bpm(bpm)])].join(", ");
  const parts = song.parts.map((part) => songWords.parts.options[part]);
  lines.push(
    `${words.rhythm}: ${songWords.rhythm.options[song.rhythm].name}`,
    `${words.tempo}: ${tempo}`,
    `${words.parts}: ${parts.length > 0 ? parts.join(", ") : words.chooseForMe}`,
    `${words.ending}: ${words.endings[song.ending]}`,
  );
  return lines;
}

/** A child's name: whether she is a parent and, if not, how to reach one. */
function childLine(song: SongBrief): string {
  if (song.guardian === "sim") return words.childName.guardian;
  if (song.guardian === "nao") {
    return words.childName.other(cleanText(song.parentContact, false) || words.notGiven);
  }
  return words.childName.unsaid;
}

/** The message, one field per line; blank optional fields say so, so nothing needs asking. */
export function composeMessage(brief: Brief, planNames: PlanNames): string {
  const single = (value: string) => cleanText(value, false);
  const given = (value: string, fallback: string = words.notGiven) => value || fallback;
  const total = songsInPlan(brief.plan);
  const songs = songsInScope(brief);

  const lines = [
    words.greeting,
    "",
    `${words.buyerName}: ${single(brief.buyerName)}`,
    `${words.email}: ${single(brief.email)}`,
    `${words.plan}: ${brief.plan === "" ? words.notGiven : planNames[brief.plan]}`,
    `${words.orderCode}: ${given(single(brief.orderCode))}`,
    words.terms,
  ];
  songs.forEach((song, index) => {
    const text = (field: SongTextField) => cleanText(song[field], MULTILINE_FIELDS.has(field));
    const purposes = song.purposes.map((id) => briefContent.song.purposes.options[id]);
    lines.push(
      "",
      words.song(index + 1, total),
      `${words.sungName}: ${text("sungName")}`,
      song.childName === "sim" ? childLine(song) : words.childName.adult,
      `${words.pronunciation}: ${given(text("pronunciation"), words.pronunciationNotGiven)}`,
      `${words.style}: ${given(song.style)}`,
      `${words.mood}: ${given(text("mood"))}`,
      `${words.purposes}: ${given(purposes.join(", "))}`,
      ...danceLines(song),
      `${words.story}: ${given(text("story"))}`,
      `${words.avoid}: ${given(text("avoid"))}`,
    );
  });
  if (songs.length < total) lines.push("", words.later(songs.length + 1, total));
  return lines.join("\n");
}

/** The subject of the e-mail: who and which package, so the seller finds it in the inbox. */
export function composeSubject(brief: Brief, planNames: PlanNames): string {
  const plan = brief.plan === "" ? words.notGiven : planNames[brief.plan];
  return words.subject(cleanText(brief.buyerName, false), plan);
}

/** The brief's links: the buyer's own WhatsApp or e-mail, the message typed in. */
export {
  mailtoMessageLink as mailtoBriefLink,
  whatsappMessageLink as whatsappBriefLink,
} from "../../lib/contact/message-links";

export type LinkUsageState = "ok" | "near" | "over";

/** How much of the link limit the longest of the links takes, as a whole percentage. */
export function linkUsage(links: readonly string[]): {
  readonly percent: number;
  readonly state: LinkUsageState;
} {
  const longest = Math.max(0, ...links.map((link) => link.length));
  const share = longest / LINK_LIMIT;
  return {
    percent: Math.ceil(share * 100),
    state: share > 1 ? "over" : share >= LINK_NEAR_SHARE ? "near" : "ok",
  };
}
