import { AlertCircle } from "lucide-react";
import type { FocusEvent, ReactNode } from "react";
import { briefContent } from "../../content/brief";
import { characterCount } from "./brief";
import { fieldId } from "./use-brief-form";
import type { FieldKey } from "./validate-brief";

const CONTROL =
  "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-xs outline-none transition-colors focus-visible:border-night focus-visible:ring-2 focus-visible:ring-gold";

const controlTone = (error: string | null) =>
  error ? "border-burgundy ring-1 ring-burgundy" : "border-ink/30 hover:border-ink/50";

function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-burgundy">
        {" "}
        {briefContent.requiredMark}
      </span>
      <span className="sr-only"> {briefContent.requiredLabel}</span>
    </>
  );
}

function ErrorText({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-2 text-sm font-semibold text-burgundy">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

interface TextFieldProps {
  field: FieldKey;
  label: string;
  hint: string | null;
  value: string;
  error: string | null;
  required?: boolean;
  multiline?: boolean;
  /** Shows "412 de 600 caracteres" under the field. */
  max?: number;
  type?: "text" | "email";
  /** The keyboard a phone opens: "decimal" has the digits and a separator for "2.30". */
  inputMode?: "email" | "decimal" | "numeric";
  /** Shown while the field is blank: the value a blank stands for ("3:00"). */
  placeholder?: string;
  /** A field for a few characters (a length, a tempo): as wide as what it takes. */
  short?: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
  /** Called with where the focus goes next (`relatedTarget`). */
  onBlur: (next: EventTarget | null) => void;
}

/** A labelled input or textarea with its hint, its error and, for long texts, a counter. */
export function TextField({
  field,
  label,
  hint,
  value,
  error,
  required = false,
  multiline = false,
  max,
  type = "text",
  inputMode,
  placeholder,
  short = false,
  autoComplete = "off",
  onChange,
  onBlur,
}: TextFieldProps) {
  const id = fieldId(field);
  const length = characterCount(value.trim());
  const over = max !== undefined && length > max;
  const described = [
    hint && `${id}-dica`,
    error && `${id}-erro`,
    max !== undefined && `${id}-contagem`,
  ]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    name: field,
    value,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    onBlur: (event: FocusEvent<HTMLElement>) => onBlur(event.relatedTarget),
    className: `${CONTROL} ${controlTone(error)}${short ? " max-w-40" : ""}`,
  } as const;

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-night">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-dica`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          spellCheck={type === "email" || inputMode ? false : undefined}
          autoCapitalize={type === "email" ? "off" : undefined}
          inputMode={type === "email" ? "email" : inputMode}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <ErrorText id={`${id}-erro`} error={error} />
      {max !== undefined ? (
        <p
          id={`${id}-contagem`}
          className={`mt-1 text-right text-sm ${over ? "font-semibold text-burgundy" : "text-ink-soft"}`}
        >
          {briefContent.counter(length, max)}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceGroupProps<T extends string> {
  /** Set for a group that can be in error (the radio groups): its id is what errors point to. */
  field?: FieldKey;
  name: string;
  legend: string;
  hint: string | null;
  options: readonly { readonly value: T; readonly label: ReactNode }[];
  type: "radio" | "checkbox";
  checked: (value: T) => boolean;
  error?: string | null;
  required?: boolean;
  onToggle: (value: T, checked: boolean) => void;
}

/**
 * Radio buttons (one answer) or checkboxes (several) under one label. A radio group is a
 * `radiogroup`, which can be marked invalid and described by its error; checkboxes are a fieldset.
 */
export function ChoiceGroup<T extends string>({
  field,
  name,
  legend,
  hint,
  options,
  type,
  checked,
  error = null,
  required = false,
  onToggle,
}: ChoiceGroupProps<T>) {
  const id = field ? fieldId(field) : `brief-${name}`;
  const legendId = `${id}-rotulo`;
  const described = [hint && `${id}-dica`, error && `${id}-erro`].filter(Boolean).join(" ");
  const choices = (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        const isChecked = checked(option.value);
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors ${
              isChecked
                ? "border-burgundy bg-burgundy/5"
                : "border-ink/25 bg-white hover:border-ink/50"
            }`}
          >
            <input
              id={optionId}
              type={type}
              name={`${name}`}
              value={option.value}
              checked={isChecked}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-burgundy"
            />
            <span className="text-ink">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
  const heading = (
    <>
      {legend}
      {required ? <RequiredMark /> : null}
    </>
  );
  const hintText = hint ? (
    <p id={`${id}-dica`} className="mt-1 text-sm text-ink-soft">
      {hint}
    </p>
  ) : null;

  if (type === "checkbox") {
    return (
      <fieldset id={id} aria-describedby={described || undefined}>
        <legend className="font-semibold text-night">{heading}</legend>
        {hintText}
        {choices}
      </fieldset>
    );
  }
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={described || undefined}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
    >
      <p id={legendId} className="font-semibold text-night">
        {heading}
      </p>
      {hintText}
      {choices}
      <ErrorText id={`${id}-erro`} error={error} />
    </div>
  );
}
