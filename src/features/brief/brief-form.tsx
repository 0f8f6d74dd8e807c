import { Plus, Trash2 } from "lucide-react";
import { useRef, type SubmitEvent } from "react";
import { childNamesSung } from "../../content/minors";
import { briefContent } from "../../content/brief";
import { PLAN_IDS, PLAN_NAMES } from "../../content/plan-names";
import { planPrice } from "../../content/plan-prices";
import { formatTime } from "../../lib/duration/format-time";
import {
  asksEventLimit,
  EMPTY_SONG,
  FIELD_LIMITS,
  SONG_ENDINGS,
  SONG_MAX_SECONDS,
  SONG_PARTS,
  SONG_PURPOSES,
  SONG_GUARDIANS,
  SONG_RHYTHMS,
  SONG_TEMPOS,
  songsInPlan,
  type SongBrief,
  type YesNo,
} from "./brief";
import { stylesFor } from "./style-rules";
import { ChoiceGroup, TextField } from "./brief-fields";
import { songLength } from "./song-length";
import { SendPanel } from "./send-panel";
import { CHOICE_NAMES } from "./typed-before-hydration";
import { fieldId, useBriefForm, type BriefForm as Form } from "./use-brief-form";
import type { FieldKey } from "./validate-brief";

const { buyer, song: songWords, draft: draftWords } = briefContent;

const SECONDARY =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border px-5 py-2.5 font-semibold transition-colors";

type SongTextKey = "sungName" | "parentContact" | "pronunciation" | "mood" | "story" | "avoid";

function SongFields({ form, index, total }: { form: Form; index: number; total: number }) {
  const song = form.brief.songs[index] ?? EMPTY_SONG;
  const key = (name: keyof SongBrief) => `songs.${index}.${name}` as FieldKey;
  const text = (name: SongTextKey, long = false) => (
    <TextField
      field={key(name)}
      label={songWords[name].label}
      hint={songWords[name].hint}
      value={song[name]}
      error={form.errorOf(key(name))}
      required={name === "sungName" || name === "parentContact"}
      multiline={long}
      max={long ? FIELD_LIMITS[name] : undefined}
      autoComplete="off"
      onChange={(value) => form.setSong(index, name, value)}
      onBlur={(next) => form.leave(key(name), next)}
    />
  );
  const short = (name: "eventLimit" | "duration" | "bpm", hint: string, placeholder?: string) => (
    <TextField
      field={key(name)}
      label={songWords[name].label}
      hint={hint}
      value={song[name]}
      error={form.errorOf(key(name))}
      inputMode={name === "bpm" ? "numeric" : "decimal"}
      placeholder={placeholder}
      short
      onChange={(value) => form.setSong(index, name, value)}
      onBlur={(next) => form.leave(key(name), next)}
    />
  );
  /** The checked options of a checkbox group, kept in the group's own order. */
  const toggled = <T extends string>(
    all: readonly T[],
    current: readonly T[],
    value: T,
    on: boolean,
  ) => all.filter((option) => (option === value ? on : current.includes(option)));
  const fallback = songLength({ ...song, duration: "" });
  const fallbackText = formatTime(fallback?.seconds ?? SONG_MAX_SECONDS);

  return (
    <fieldset className="mt-8 rounded-2xl border border-ink/15 bg-white p-5 sm:p-7">
      <legend className="float-left w-full font-display text-xl font-bold text-night">
        {songWords.legend(index + 1, total)}
      </legend>
      <div className="clear-both grid gap-6 pt-5">
        <div className="grid gap-6 sm:grid-cols-2">
          {text("sungName")}
          {text("pronunciation")}
        </div>
        {/* LGPD art. 14: asked of every song, so that a child's name is never sent unsaid. */}
        <ChoiceGroup
          field={key("childName")}
          name={CHOICE_NAMES.childName(index)}
          legend={songWords.childName.legend}
          hint={songWords.childName.hint}
          type="radio"
          required
          options={Object.entries(songWords.childName.options).map(([answer, label]) => ({
            value: answer as YesNo,
            label,
          }))}
          checked={(answer) => song.childName === answer}
          error={form.errorOf(key("childName"))}
          onToggle={(answer) => form.setSong(index, "childName", answer)}
        />
        {song.childName === "sim" && childNamesSung ? (
          <>
            <ChoiceGroup
              field={key("guardian")}
              name={CHOICE_NAMES.guardian(index)}
              legend={songWords.guardian.legend}
              hint={null}
              type="radio"
              required
              options={SONG_GUARDIANS.map((answer) => ({
                value: answer,
                label: songWords.guardian.options[answer],
              }))}
              checked={(answer) => song.guardian === answer}
              error={form.errorOf(key("guardian"))}
              onToggle={(answer) => form.setSong(index, "guardian", answer)}
            />
            {song.guardian === "nao" ? text("parentContact") : null}
          </>
        ) : null}
        <ChoiceGroup
          field={key("style")}
          name={CHOICE_NAMES.style(index)}
          legend={songWords.style.legend}
          hint={song.childName === "sim" ? songWords.style.hintForChild : songWords.style.hint}
          type="radio"
          required
          options={stylesFor(song).map((style) => ({
            value: style,
            label: songWords.style.options[style] ?? style,
          }))}
          checked={(style) => song.style === style}
          error={form.errorOf(key("style"))}
          onToggle={(style) => form.setSong(index, "style", style)}
        />
        {text("mood")}

        <fieldset className="rounded-2xl bg-sand/50 p-4 sm:p-5">
          <legend className="float-left w-full text-lg font-bold text-night">
            {songWords.dance.legend}
          </legend>
          <p className="clear-both pt-1 text-sm text-ink-soft">{songWords.dance.hint}</p>
          <div className="grid gap-6 pt-5">
            <ChoiceGroup
              name={CHOICE_NAMES.purposes(index)}
              legend={songWords.purposes.legend}
              hint={songWords.purposes.hint}
              type="checkbox"
              options={SONG_PURPOSES.map((purpose) => ({
                value: purpose,
                label: songWords.purposes.options[purpose],
              }))}
              checked={(purpose) => song.purposes.includes(purpose)}
              onToggle={(purpose, on) =>
                form.setSong(index, "purposes", toggled(SONG_PURPOSES, song.purposes, purpose, on))
              }
            />
            {asksEventLimit(song) ? short("eventLimit", songWords.eventLimit.hint) : null}
            {short(
              "duration",
              songWords.duration.hint(fallbackText, fallback?.source === "eventLimit"),
              fallbackText,
            )}
            <ChoiceGroup
              name={CHOICE_NAMES.rhythm(index)}
              legend={songWords.rhythm.legend}
              hint={null}
              type="radio"
              options={SONG_RHYTHMS.map((rhythm) => {
                const option = songWords.rhythm.options[rhythm];
                return {
                  value: rhythm,
                  label: (
                    <>
                      <span className="font-semibold">{option.name}</span>
                      {/* A space, so that the radio's name reads "Saidi Festivo…" without the
                          stylesheet's line break too (a screen reader's, jsdom's). */}
                      {option.hint ? (
                        <>
                          {" "}
                          <span className="block text-sm text-ink-soft">{option.hint}</span>
                        </>
                      ) : null}
                    </>
                  ),
                };
              })}
              checked={(rhythm) => song.rhythm === rhythm}
              onToggle={(rhythm) => form.setSong(index, "rhythm", rhythm)}
            />
            <ChoiceGroup
              name={CHOICE_NAMES.tempo(index)}
              legend={songWords.tempo.legend}
              hint={null}
              type="radio"
              options={SONG_TEMPOS.map((tempo) => ({
                value: tempo,
                label: songWords.tempo.options[tempo],
              }))}
              checked={(tempo) => song.tempo === tempo}
              onToggle={(tempo) => form.setSong(index, "tempo", tempo)}
            />
            {short("bpm", songWords.bpm.hint)}
            <ChoiceGroup
              name={CHOICE_NAMES.parts(index)}
              legend={songWords.parts.legend}
              hint={songWords.parts.hint}
              type="checkbox"
              options={SONG_PARTS.map((part) => ({
                value: part,
                label: songWords.parts.options[part],
              }))}
              checked={(part) => song.parts.includes(part)}
              onToggle={(part, on) =>
                form.setSong(index, "parts", toggled(SONG_PARTS, song.parts, part, on))
              }
            />
            <ChoiceGroup
              name={CHOICE_NAMES.ending(index)}
              legend={songWords.ending.legend}
              hint={null}
              type="radio"
              options={SONG_ENDINGS.map((ending) => ({
                value: ending,
                label: songWords.ending.options[ending],
              }))}
              checked={(ending) => song.ending === ending}
              onToggle={(ending) => form.setSong(index, "ending", ending)}
            />
          </div>
        </fieldset>

        {text("story", true)}
        {text("avoid", true)}
        {index > 0 ? (
          <div>
            <button
              type="button"
              onClick={() => form.removeSong(index)}
              className={`${SECONDARY} border-ink/25 text-ink-soft hover:border-burgundy hover:text-burgundy`}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              {briefContent.removeSong(index + 1)}
            </button>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * The song brief: filled in right after paying, sent by the buyer's own WhatsApp or e-mail. `note`
 * says where the draft stays and until when, made by the page from the register of what the site
 * keeps (content/draft.ts), which stays out of this island.
 */
export function BriefForm({ note }: { note: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useBriefForm(formRef);
  const { brief, errors } = form;
  const total = songsInPlan(brief.plan);
  const shown = brief.songs.slice(0, total);
  const summary = form.submitted && errors.length > 0;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <div>
      <p role="status" className="text-sm font-semibold text-night">
        {form.draftStatus ? draftWords[form.draftStatus] : ""}
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-describedby="brief-nota"
        data-ready={form.restored ? "" : undefined}
        className="mt-2"
      >
        <p id="brief-nota" className="text-sm text-ink-soft">
          {note}
        </p>
        <div aria-live="polite" aria-atomic="true">
          {summary ? (
            <div
              key={form.attempt}
              className="mt-6 rounded-2xl border-2 border-burgundy bg-white p-5 text-ink"
            >
              <p className="font-semibold text-burgundy">
                {briefContent.errors.summaryTitle(errors.length)}
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-burgundy">
                {errors.map((error) => (
                  <li key={error.field}>
                    <a
                      href={`#${fieldId(error.field)}`}
                      className="text-burgundy underline underline-offset-4"
                    >
                      {error.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <fieldset className="mt-8 rounded-2xl border border-ink/15 bg-white p-5 sm:p-7">
          <legend className="float-left w-full font-display text-xl font-bold text-night">
            {buyer.legend}
          </legend>
          <div className="clear-both grid gap-6 pt-5">
            <TextField
              field="buyerName"
              label={buyer.buyerName.label}
              hint={buyer.buyerName.hint}
              value={brief.buyerName}
              error={form.errorOf("buyerName")}
              required
              autoComplete="name"
              onChange={(value) => form.setBuyer("buyerName", value)}
              onBlur={(next) => form.leave("buyerName", next)}
            />
            <TextField
              field="email"
              type="email"
              label={buyer.email.label}
              hint={buyer.email.hint}
              value={brief.email}
              error={form.errorOf("email")}
              required
              autoComplete="email"
              onChange={(value) => form.setBuyer("email", value)}
              onBlur={(next) => form.leave("email", next)}
            />
            <ChoiceGroup
              field="plan"
              name={CHOICE_NAMES.plan}
              legend={briefContent.plan.legend}
              hint={null}
              type="radio"
              required
              options={PLAN_IDS.map((id) => ({
                value: id,
                label: (
                  <>
                    <span className="font-semibold">{PLAN_NAMES[id]}</span>
                    <span className="block text-sm text-ink-soft">
                      {briefContent.plan.songs(songsInPlan(id))} · {planPrice[id]}
                    </span>
                  </>
                ),
              }))}
              checked={(plan) => brief.plan === plan}
              error={form.errorOf("plan")}
              onToggle={(plan) => form.setPlan(plan)}
            />
            <TextField
              field="orderCode"
              label={buyer.orderCode.label}
              hint={buyer.orderCode.hint}
              value={brief.orderCode}
              error={form.errorOf("orderCode")}
              onChange={(value) => form.setBuyer("orderCode", value)}
              onBlur={(next) => form.leave("orderCode", next)}
            />
          </div>
        </fieldset>

        {shown.map((_, index) => (
          <SongFields key={index} form={form} index={index} total={total} />
        ))}

        {form.canAddSong ? (
          <div className="mt-6">
            <button
              type="button"
              onClick={form.addSong}
              className={`${SECONDARY} border-burgundy text-burgundy hover:bg-burgundy/5`}
            >
              <Plus aria-hidden="true" className="size-5" />
              {briefContent.addSong(shown.length + 1, total)}
            </button>
            <p className="mt-2 text-sm text-ink-soft">
              {briefContent.packLater(shown.length, total)}
            </p>
          </div>
        ) : null}

        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold px-8 py-3 text-base font-semibold text-night transition-colors hover:bg-gold-light"
          >
            {briefContent.submit}
          </button>
          <button
            type="button"
            onClick={form.clear}
            className={`${SECONDARY} border-ink/25 text-ink-soft hover:border-burgundy hover:text-burgundy`}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            {draftWords.clear}
          </button>
        </div>
      </form>
      {form.ready ? <SendPanel form={form} /> : null}
    </div>
  );
}
