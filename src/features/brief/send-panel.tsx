import { Copy, Mail, MessageCircle, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { siteConfig } from "../../config/site";
import { briefContent } from "../../content/brief";
import type { BriefForm } from "./use-brief-form";

const { ready: words, usage: usageWords, draft: draftWords } = briefContent;

const BUTTON =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 py-3 text-base font-semibold transition-colors";

type CopyStatus = "copied" | "failed" | null;

/** Puts the text on the clipboard; falls back to selecting it for the buyer to copy. */
async function copyText(text: string, area: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    area?.focus();
    area?.select();
    return false;
  }
}

/** The ready message: how big it is, the three ways to send it, and the text itself. */
export function SendPanel({ form }: { form: BriefForm }) {
  const [copyStatus, setCopyStatus] = useState<CopyStatus>(null);
  /** She has opened WhatsApp or her e-mail with the message, or copied it: the draft may go. */
  const [sent, setSent] = useState(false);
  const preview = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { links, usage, message, sendable, readyCount } = form;

  // Each "Preparar a mensagem" that succeeds brings her here, to the ways of sending it: the
  // panel's top under the header (scroll-padding), not its heading at the bottom of the screen.
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    element.closest("section")?.scrollIntoView?.({
      block: "start",
      behavior: still ? "instant" : "smooth",
    });
    element.focus({ preventScroll: true });
  }, [readyCount]);
  const linksFit = usage.state !== "over";

  return (
    <section
      aria-labelledby="mensagem-pronta"
      className="mt-10 rounded-3xl border border-gold/60 bg-sand/60 p-6 sm:p-8"
    >
      <h3
        id="mensagem-pronta"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-night outline-none"
      >
        {words.title}
      </h3>
      {!sendable ? (
        <p className="mt-3 font-semibold text-burgundy">{words.fixFirst}</p>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">{words.lead}</p>
          <p
            className={`mt-4 text-sm ${usage.state === "ok" ? "text-ink-soft" : "font-semibold text-burgundy"}`}
          >
            {usageWords.label(usage.percent)}
          </p>
          {usage.state !== "ok" ? (
            <p className="mt-1 text-sm text-burgundy">
              {usage.state === "near" ? usageWords.near : usageWords.over}
            </p>
          ) : null}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {links.whatsapp && linksFit ? (
              <a
                href={links.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setSent(true)}
                className={`${BUTTON} bg-whatsapp text-white hover:bg-whatsapp-dark`}
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {words.whatsapp}
                <span className="sr-only"> {words.newTabNote}</span>
              </a>
            ) : null}
            {linksFit ? (
              <a
                href={links.email}
                onClick={() => setSent(true)}
                className={`${BUTTON} bg-night text-cream hover:bg-night-3`}
              >
                <Mail aria-hidden="true" className="size-5" />
                {words.email}
              </a>
            ) : null}
            <button
              type="button"
              onClick={async () => {
                const copied = await copyText(message, preview.current);
                setCopyStatus(copied ? "copied" : "failed");
                if (copied) setSent(true);
              }}
              className={`${BUTTON} border border-night/40 bg-white text-night hover:border-night`}
            >
              <Copy aria-hidden="true" className="size-5" />
              {words.copy}
            </button>
          </div>
          <p role="status" className="mt-3 min-h-6 text-sm font-semibold text-night">
            {copyStatus === "copied"
              ? words.copied
              : copyStatus === "failed"
                ? words.copyFailed
                : ""}
          </p>
          {/* Once the message is on its way, nothing of it needs to stay on this device. */}
          {sent && form.draftStatus !== "unavailable" ? (
            <div className="mt-3 flex flex-col gap-3 rounded-2xl bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-ink">{draftWords.afterSend}</p>
              <button
                type="button"
                onClick={form.clear}
                className={`${BUTTON} shrink-0 border border-burgundy/50 bg-white text-burgundy hover:border-burgundy`}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {draftWords.clear}
              </button>
            </div>
          ) : null}
          <p className="mt-2 text-sm text-ink-soft">
            {words.sendTo}{" "}
            <a
              href={`mailto:${siteConfig.contactEmail}`}
              className="font-semibold text-burgundy underline underline-offset-4"
            >
              {siteConfig.contactEmail}
            </a>
            .
          </p>
        </>
      )}
      <label htmlFor="brief-mensagem" className="mt-6 block font-semibold text-night">
        {words.previewLabel}
      </label>
      <textarea
        id="brief-mensagem"
        ref={preview}
        readOnly
        value={message}
        rows={12}
        className="mt-2 block w-full rounded-xl border border-ink/30 bg-white px-4 py-3 font-mono text-sm text-ink"
      />
    </section>
  );
}
