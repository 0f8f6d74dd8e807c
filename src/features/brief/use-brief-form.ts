/**
 * The brief form's state: what the buyer typed, which errors she sees and when, the draft kept
 * as she types, and the message her brief becomes. Components render; this decides.
 */
import { useCallback, useEffect, useMemo, useState, type RefObject } from "react";
import { siteConfig } from "../../config/site";
import { PLAN_NAMES } from "../../content/plan-names";
import type { PlanId } from "../../content/types";
import {
  EMPTY_BRIEF,
  EMPTY_SONG,
  isBlank,
  SONG_TYPED_FIELDS,
  songsInPlan,
  type Brief,
  type SongBrief,
} from "./brief";
import { withSongRules } from "./style-rules";
import { browserStorage, clearDraft, loadDraft, saveDraft } from "./brief-draft";
import {
  composeMessage,
  composeSubject,
  linkUsage,
  mailtoBriefLink,
  whatsappBriefLink,
} from "./brief-message";
import { planFromSearch } from "./brief-query";
import { mergeTyped } from "./typed-before-hydration";
import { validateBrief, type FieldError, type FieldKey } from "./validate-brief";

/** The element id of a field, and of its hint, error and counter. */
export function fieldId(field: FieldKey): string {
  return `brief-${field.replaceAll(".", "-")}`;
}

export type DraftStatus = "restored" | "cleared" | "unavailable" | null;

/**
 * The package the checkout's redirect names, unless she chose one. The order code it carries is
 * already in its field, and out of the address (order-code-handoff.ts): read with the form.
 */
function withQuery(brief: Brief, search: string): Brief {
  const plan = planFromSearch(search);
  return { ...brief, plan: brief.plan === "" && plan !== null ? plan : brief.plan };
}

type ShownErrors = Partial<Record<FieldKey, string>>;

/** The song's fields that can be in error, checked as she leaves them; the other choices cannot. */
const CHECKED_SONG_FIELDS: ReadonlySet<keyof SongBrief> = new Set([
  ...SONG_TYPED_FIELDS,
  "style",
  "childName",
  "guardian",
]);

/** The shown errors with one field's error set, or removed when it has none. */
function withError(shown: ShownErrors, field: FieldKey, message: string | undefined): ShownErrors {
  const rest = Object.fromEntries(Object.entries(shown).filter(([key]) => key !== field));
  return message === undefined ? rest : { ...rest, [field]: message };
}

function focusField(field: FieldKey) {
  const element = document.getElementById(fieldId(field));
  // A choice group is focused through its first option.
  const target = element?.matches("input, textarea, select")
    ? element
    : element?.querySelector<HTMLElement>("input");
  target?.focus();
}

/** `formRef`: the form element, read once when the script takes over (typed-before-hydration.ts). */
export function useBriefForm(formRef: RefObject<HTMLFormElement | null>) {
  const [brief, setBrief] = useState<Brief>(EMPTY_BRIEF);
  /** Fields she has typed in: checked when she leaves them. */
  const [edited, setEdited] = useState<ReadonlySet<FieldKey>>(new Set());
  const [checked, setChecked] = useState<ShownErrors>({});
  /** After the first "Preparar a mensagem", every field is checked as it changes. */
  const [submitted, setSubmitted] = useState(false);
  const [ready, setReady] = useState(false);
  /** Bumped by each successful submit: the send panel takes the focus each time. */
  const [readyCount, setReadyCount] = useState(0);
  /** Bumped by each failed submit, so the summary is announced again. */
  const [attempt, setAttempt] = useState(0);
  const [draftStatus, setDraftStatus] = useState<DraftStatus>(null);
  /** The draft, the redirect's values and anything typed before the script arrived are in. */
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const storage = browserStorage();
    const draft = loadDraft(storage, Date.now());
    const start = withQuery(draft ?? EMPTY_BRIEF, window.location.search);
    const form = formRef.current;
    const typed = form ? mergeTyped(start, new FormData(form)) : start;
    setBrief(typed);
    setRestored(true);
    // Opening the page changes nothing: a draft that comes back as it was keeps its time, so it
    // is still removed 30 days after her last change, however often the page is opened.
    const unchanged = draft !== null && JSON.stringify(typed) === JSON.stringify(draft);
    const kept = unchanged || saveDraft(storage, typed, Date.now());
    if (!kept) setDraftStatus("unavailable");
    else if (draft !== null && !isBlank(draft)) setDraftStatus("restored");
    if (kept && isBlank(typed)) clearDraft(storage);
  }, [formRef]);

  /** Every change of hers goes through here: kept as a draft at once, and checked if due. */
  const update = useCallback((next: Brief, field?: FieldKey) => {
    setBrief(next);
    const storage = browserStorage();
    const kept = isBlank(next) ? clearDraft(storage) : saveDraft(storage, next, Date.now());
    setDraftStatus((status) => (kept ? (status === "unavailable" ? null : status) : "unavailable"));
    if (field !== undefined) {
      setEdited((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
    }
    // An error already shown follows her answers, so it goes away as soon as she fixes it, in
    // that field or in another (unticking "Competição" lifts the event's limit from the length).
    setChecked((shown) => {
      const keys = Object.keys(shown) as FieldKey[];
      if (keys.length === 0) return shown;
      const found = validateBrief(next);
      return keys.reduce(
        (kept, key) => withError(kept, key, found.find((error) => error.field === key)?.message),
        shown,
      );
    });
  }, []);

  const errors: readonly FieldError[] = useMemo(
    () =>
      submitted
        ? validateBrief(brief)
        : Object.entries(checked).flatMap(([field, message]) =>
            message === undefined ? [] : [{ field: field as FieldKey, message }],
          ),
    [brief, checked, submitted],
  );
  const errorOf = useCallback(
    (field: FieldKey) => errors.find((error) => error.field === field)?.message ?? null,
    [errors],
  );

  const leave = useCallback(
    (field: FieldKey, next: EventTarget | null) => {
      if (submitted || !edited.has(field)) return;
      // Leaving for a button ("Preparar a mensagem", "Adicionar a música"): an error shown now
      // would move the button between press and release, and the click would miss it. The
      // button's own action checks what it needs.
      if (next instanceof Element && next.closest("button")) return;
      const message = validateBrief(brief).find((error) => error.field === field)?.message;
      setChecked((shown) => withError(shown, field, message));
    },
    [brief, edited, submitted],
  );

  const setBuyer = (field: "buyerName" | "email" | "orderCode", value: string) =>
    update({ ...brief, [field]: value }, field);

  const setPlan = (plan: PlanId) => update({ ...brief, plan }, "plan");

  const setSong = <K extends keyof SongBrief>(index: number, key: K, value: SongBrief[K]) => {
    const songs = brief.songs.map((song, i) =>
      i === index ? withSongRules({ ...song, [key]: value }) : song,
    );
    const field = CHECKED_SONG_FIELDS.has(key) ? (`songs.${index}.${key}` as FieldKey) : undefined;
    update({ ...brief, songs }, field);
    // An answer that cannot be taken (a child's name where the AI plan trains on it) says so at
    // once: there is nothing more to type in a question, so no leaving it to wait for.
    if (key === "childName" && field !== undefined) {
      const message = validateBrief({ ...brief, songs }).find((error) => error.field === field);
      setChecked((shown) => withError(shown, field, message?.message));
    }
  };

  const canAddSong = brief.plan === "triple" && brief.songs.length < songsInPlan(brief.plan);
  const addSong = () => {
    if (!canAddSong) return;
    const index = brief.songs.length;
    update({ ...brief, songs: [...brief.songs, EMPTY_SONG] });
    requestAnimationFrame(() => focusField(`songs.${index}.sungName`));
  };
  const removeSong = (index: number) => {
    if (index === 0) return;
    update({ ...brief, songs: brief.songs.filter((_, i) => i !== index) });
    setChecked((shown) =>
      Object.fromEntries(Object.entries(shown).filter(([key]) => !key.startsWith("songs."))),
    );
    requestAnimationFrame(() => focusField(`songs.${index - 1}.sungName`));
  };

  const submit = () => {
    const [first] = validateBrief(brief);
    setSubmitted(true);
    if (first) {
      setReady(false);
      setAttempt((count) => count + 1);
      focusField(first.field);
      return;
    }
    setReady(true);
    setReadyCount((count) => count + 1);
  };

  const clear = () => {
    const storage = browserStorage();
    const cleared = clearDraft(storage);
    setBrief(withQuery(EMPTY_BRIEF, window.location.search));
    setEdited(new Set());
    setChecked({});
    setSubmitted(false);
    setReady(false);
    setDraftStatus(cleared ? "cleared" : "unavailable");
    focusField("buyerName");
  };

  const message = useMemo(() => composeMessage(brief, PLAN_NAMES), [brief]);
  const links = useMemo(() => {
    const whatsapp = siteConfig.sales.whatsapp;
    const email = mailtoBriefLink(
      siteConfig.contactEmail,
      composeSubject(brief, PLAN_NAMES),
      message,
    );
    return { whatsapp: whatsapp && whatsappBriefLink(whatsapp.digits, message), email };
  }, [brief, message]);
  const usage = useMemo(
    () => linkUsage([links.email, ...(links.whatsapp ? [links.whatsapp] : [])]),
    [links],
  );

  return {
    brief,
    restored,
    errors,
    errorOf,
    attempt,
    submitted,
    /** "Preparar a mensagem" has succeeded once: the send panel stays. */
    ready,
    /** Nothing to correct: the send buttons work. */
    sendable: errors.length === 0,
    draftStatus,
    readyCount,
    message,
    links,
    usage,
    canAddSong,
    leave,
    setBuyer,
    setPlan,
    setSong,
    addSong,
    removeSong,
    submit,
    clear,
  };
}

export type BriefForm = ReturnType<typeof useBriefForm>;
