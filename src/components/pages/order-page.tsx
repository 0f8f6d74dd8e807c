import {
  CircleAlert,
  CircleCheck,
  CloudOff,
  Download,
  FileAudio,
  LoaderCircle,
  Mail,
  MessageCircle,
  PackageOpen,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { termsVersionPath } from "../../config/routes";
import { SECTION_IDS } from "../../content/navigation";
import { DocumentTitle } from "../ui/document-title";
import { RichText } from "../ui/rich-text";
import { StatusPanel } from "../ui/status-panel";
import { orderPageContent as words } from "../../content/order-page";
import { withdrawalRight } from "../../content/order-terms";
import { ORDER_PARTS, type OrderPanel } from "../../features/orders/page-parts";

const LINK = "font-semibold text-burgundy underline underline-offset-4 hover:text-burgundy-dark";
const BUTTON =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70";
const PRIMARY = `${BUTTON} bg-burgundy text-cream hover:bg-burgundy-dark`;
const SECONDARY = `${BUTTON} border border-night/40 bg-white text-night hover:border-night`;

const attribute = (name: string, value = "") => ({ [name]: value });
const field = (name: string) => attribute(ORDER_PARTS.field, name);
const part = (name: string) => attribute(ORDER_PARTS.part, name);
const action = (name: string) => attribute(ORDER_PARTS.action, name);

/** One state of the page before the order shows: an icon, its title and what to do. */
function StatePanel({
  name,
  icon,
  title,
  children,
  hidden = true,
}: {
  name?: OrderPanel;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  hidden?: boolean;
}) {
  return (
    <StatusPanel
      marker={name ? attribute(ORDER_PARTS.panel, name) : {}}
      icon={icon}
      tone="border-night/20 bg-white text-night"
      iconTone="text-burgundy"
      title={title}
      hidden={hidden}
    >
      {children}
    </StatusPanel>
  );
}

/** A line of the order's summary: its label, and the value the script writes. */
function Summary({ label, name, children }: { label: string; name: string; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd {...field(name)} className="mt-1 text-lg font-semibold text-night wrap-anywhere">
        {children}
      </dd>
    </div>
  );
}

/** One preview's player, its sources written by the script. */
function PreviewPlayer({ index }: { index: number }) {
  return (
    <figure {...attribute(ORDER_PARTS.preview, String(index))} className="min-w-0">
      <figcaption {...field("preview-label")} className="font-semibold text-night" />
      {/* The words sung are the lyrics she received by e-mail and approved: their text. The
          player reads the file's length from its first bytes (a range request), so that it shows
          the length before she plays it, and nothing more until she does. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="metadata" className="order-audio mt-2 w-full">
        <source type="audio/ogg; codecs=opus" />
        <source type="audio/mpeg" />
      </audio>
    </figure>
  );
}

/**
 * One song's card, cloned by the script for each song of the order: every stage's parts are
 * here, and the script shows those of the song's stage (features/orders/song-card.ts).
 */
function SongTemplate() {
  return (
    <template {...attribute(ORDER_PARTS.songTemplate)}>
      <li className="order-song rounded-3xl border border-night/10 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <h2 {...field("heading")} className="text-2xl font-bold text-night">
            {words.song.heading(1, 1)}
          </h2>
          <p
            {...field("label")}
            className="order-stage rounded-full px-3 py-1 text-sm font-semibold"
          />
        </div>
        <p {...field("title")} className="mt-1 text-lg text-ink-soft wrap-anywhere" />
        <p {...field("text")} className="mt-3 text-lg text-ink" />
        <ul {...field("history")} className="mt-3 space-y-1 text-sm text-ink-soft" />

        <div {...part("record")} hidden className="mt-4 flex gap-2">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-valid" />
          <div>
            <p
              {...field("downloaded")}
              tabIndex={-1}
              className="text-lg font-semibold text-valid outline-none"
            />
            <p {...field("count")} className="text-sm text-ink-soft" />
          </div>
        </div>

        <section {...part("download")} hidden className="mt-6 rounded-2xl bg-sand p-5 sm:p-6">
          <p className="flex items-center gap-2 font-semibold text-night">
            <FileAudio aria-hidden="true" className="size-5 shrink-0 text-burgundy" />
            <span {...field("file")} />
          </p>
          <p {...field("guarantee")} className="mt-2 text-ink" />
          <p {...part("withdrawal")} hidden className="mt-2 text-ink">
            {withdrawalRight.afterDownload}
          </p>
          <button type="button" {...action("download")} className={`${PRIMARY} mt-4`}>
            <Download aria-hidden="true" className="size-5" />
            <span {...field("button")}>{words.download.button}</span>
          </button>
          <div
            {...part("confirm")}
            role="group"
            hidden
            className="mt-4 rounded-2xl border-2 border-burgundy bg-white p-5"
          >
            <p {...field("confirm")} className="text-lg font-semibold text-night">
              {words.download.confirm}{" "}
              <a {...field("terms-section")} href="/termos-de-uso#reembolso" className={LINK}>
                {words.download.termsLink}
              </a>
            </p>
            <p className="mt-2 text-ink">{withdrawalRight.afterDownload}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" {...action("confirm")} className={PRIMARY}>
                {words.download.yes}
              </button>
              <button type="button" {...action("cancel")} className={SECONDARY}>
                {words.download.no}
              </button>
            </div>
          </div>
          <p {...field("download-status")} role="status" className="mt-3 text-ink empty:hidden" />
        </section>

        <section {...part("previews")} hidden className="mt-6">
          <h3 className="text-lg font-bold text-night">{words.song.previewsTitle}</h3>
          <div className="mt-3 grid gap-5 md:grid-cols-2">
            <PreviewPlayer index={0} />
            <PreviewPlayer index={1} />
          </div>
        </section>

        <section {...part("certificate")} hidden className="mt-6 border-t border-night/10 pt-5">
          <h3 className="flex items-center gap-2 text-lg font-bold text-night">
            <ShieldCheck aria-hidden="true" className="size-5 text-valid" />
            {words.certificate.title}
          </h3>
          <p className="mt-1 text-ink">{words.certificate.text}</p>
          <a {...field("certificate")} href="/licenca" className={`${LINK} mt-2 inline-block`}>
            {words.certificate.link}
          </a>
        </section>
      </li>
    </template>
  );
}

/**
 * /pedido: the order whose token rides in the address's fragment, fetched by its script
 * (features/orders/order-page.ts): its summary, each song where it stands, the previews, the
 * download that asks first, the certificate and how to ask for help. Prerendered with nothing of
 * any order in it; without JavaScript, the first panel says what to do.
 */
export function OrderPage({ termsVersion }: { termsVersion: string }) {
  return (
    <main
      id={SECTION_IDS.main}
      tabIndex={-1}
      className="min-h-svh pt-24 pb-20 outline-none sm:pt-32"
    >
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <DocumentTitle icon={PackageOpen} eyebrow={words.eyebrow} heading={words.heading} />

        <div role="status" className="mt-8">
          {/* Shown by CSS without scripting (<noscript> may be skipped where scripts are blocked). */}
          <div className="scripted:hidden">
            <StatePanel icon={CircleAlert} title={words.status.withoutScript.title} hidden={false}>
              <p className="mt-2 text-lg text-ink">
                <RichText text={words.status.withoutScript.text} linkClassName={LINK} />
              </p>
            </StatePanel>
          </div>
          <div className="noscript:hidden">
            <StatePanel
              name="loading"
              icon={LoaderCircle}
              title={words.status.loading}
              hidden={false}
            />
            <StatePanel name="no-token" icon={CircleAlert} title={words.status.noToken.title}>
              <p className="mt-2 text-lg text-ink">{words.status.noToken.text}</p>
            </StatePanel>
            <StatePanel name="not-found" icon={CircleAlert} title={words.status.notFound.title}>
              <p className="mt-2 text-lg text-ink">
                <RichText text={words.status.notFound.text} linkClassName={LINK} />
              </p>
            </StatePanel>
            <StatePanel name="unavailable" icon={CloudOff} title={words.status.unavailable.title}>
              <p className="mt-2 text-lg text-ink">
                <RichText text={words.status.unavailable.text} linkClassName={LINK} />
              </p>
              <button type="button" {...action("retry")} className={`${SECONDARY} mt-4`}>
                {words.status.unavailable.retry}
              </button>
              <p className="mt-4 text-sm text-ink-soft">{words.status.unavailable.owner}</p>
            </StatePanel>
          </div>
        </div>

        <div {...attribute(ORDER_PARTS.view)} hidden>
          <p className="text-ink-soft">{words.private}</p>
          <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-3xl bg-sand p-6 sm:grid-cols-2 sm:p-8">
            <Summary label={words.summary.number} name="number" />
            <Summary label={words.summary.buyer} name="buyer" />
            <Summary label={words.summary.package} name="package" />
            <Summary label={words.summary.purchased} name="purchased" />
            <Summary label={words.summary.terms} name="terms-item">
              {/* The current version until the script writes the order's own. */}
              <a {...field("terms")} href={termsVersionPath(termsVersion)} className={LINK}>
                {words.summary.termsText(termsVersion)}
              </a>
            </Summary>
          </dl>

          {/* What she does next, said once for all the songs that wait on her. */}
          <section
            {...part("next")}
            hidden
            aria-labelledby="o-que-falta"
            className="mt-8 rounded-3xl border-2 border-gold bg-white p-6 sm:p-8"
          >
            <h2 id="o-que-falta" className="text-2xl font-bold text-night">
              {words.next.title}
            </h2>
            <div {...field("next")} className="mt-2 space-y-3 text-lg text-ink" />
          </section>

          <ol {...attribute(ORDER_PARTS.songs)} className="mt-8 space-y-6" />

          <section aria-labelledby="ajuda-com-o-pedido" className="mt-10">
            <h2 id="ajuda-com-o-pedido" className="text-2xl font-bold text-night">
              {words.help.title}
            </h2>
            <p {...field("help")} className="mt-2 text-lg text-ink" />
            <p className="mt-4 flex flex-wrap gap-3">
              <a {...field("help-whatsapp")} hidden href="https://wa.me/" className={SECONDARY}>
                <MessageCircle aria-hidden="true" className="size-5" />
                {words.help.whatsapp}
              </a>
              <a {...field("help-email")} href="mailto:" className={SECONDARY}>
                <Mail aria-hidden="true" className="size-5" />
                {words.help.email}
              </a>
            </p>
          </section>
        </div>
      </div>
      <SongTemplate />
    </main>
  );
}
