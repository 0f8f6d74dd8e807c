import { Plus, Trash2 } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { briefContent } from "../../content/brief";
import { plans } from "../../content/plans";
import {
  EMPTY_SONG,
  FIELD_LIMITS,
  SONG_PURPOSES,
  SONG_STYLES,
  songsInPlan,
  type SongBrief,
} from "./brief";
import { ChoiceGroup, TextField } from "./brief-fields";
import { SendPanel } from "./send-panel";
import { CHOICE_NAMES } from "./typed-before-hydration";
import { fieldId, useBriefForm, type BriefForm as Form } from "./use-brief-form";
import type { FieldKey } from "./validate-brief";

const { buyer, song: songWords, draft: draftWords } = briefContent;

const SECONDARY =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border px-5 py-2.5 font-semibold transition-colors";

function SongFields({ form, index, total }: { form: Form; index: number; total: number }) {
  const song = form.brief.songs[index] ?? EMPTY_SONG;
  const key = (name: keyof SongBrief) => `songs.${index}.${name}` as FieldKey;
  const text = (name: "sungName" | "pronunciation" | "mood" | "story" | "avoid", long = false) => (
    <TextField
      field={key(name)}
      label={songWords[name].label}
      hint={songWords[name].hint}
      value={song[name]}
      error={form.errorOf(key(name))}
      required={name === "sungName"}
      multiline={long}
      max={long ? FIELD_LIMITS[name] : undefined}
      autoComplete="off"
      onChange={(value) => form.setSong(index, name, value)}
      onBlur={(next) => form.leave(key(name), next)}
    />
  );

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
        <ChoiceGroup
          field={key("style")}
          name={CHOICE_NAMES.style(index)}
          legend={songWords.style.legend}
          hint={songWords.style.hint}
          type="radio"
          required
          options={SONG_STYLES.map((style) => ({
            value: style,
            label: songWords.style.options[style],
          }))}
          checked={(style) => song.style === style}
          error={form.errorOf(key("style"))}
          onToggle={(style) => form.setSong(index, "style", style)}
        />
        {text("mood")}
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
          onToggle={(purpose, checked) =>
            form.setSong(
              index,
              "purposes",
              SONG_PURPOSES.filter((p) => (p === purpose ? checked : song.purposes.includes(p))),
            )
          }
        />
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

/** The song brief: filled in right after paying, sent by the buyer's own WhatsApp or e-mail. */
export function BriefForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useBriefForm(formRef);
  const { brief, errors } = form;
  const total = songsInPlan(brief.plan);
  const shown = brief.songs.slice(0, total);
  const summary = form.submitted && errors.length > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
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
          {draftWords.note}
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
              options={plans.map((plan) => ({
                value: plan.id,
                label: (
                  <>
                    <span className="font-semibold">{plan.name}</span>
                    <span className="block text-sm text-ink-soft">
                      {briefContent.plan.songs(songsInPlan(plan.id))} · {plan.price}
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
