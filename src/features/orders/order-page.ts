/**
 * /pedido in the browser: reads the order's token from the address's fragment (never sent in an
 * address: only in the API's Authorization header), asks the site for the order, and shows it.
 * The one request that records a download is the confirmed one (answerDownload, functions/);
 * opening the page, playing a preview or fetching a file records nothing.
 * docs/decisions/0023-order-store.md.
 */
import { orderPageContent as words } from "../../content/order-page";
import { brazilianFromIso } from "../../lib/br/date";
import { mailtoMessageLink, whatsappMessageLink } from "../../lib/contact/message-links";
import { termsVersionPath } from "../../config/routes";
import {
  API_ERRORS,
  ORDER_API,
  PACKAGE_SONGS,
  TOKEN_PATTERN,
  type DownloadView,
  type OrderView,
  type SongView,
} from "./order-model";
import {
  ORDER_PANELS,
  ORDER_PARTS,
  readOrderPageData,
  type OrderPageData,
  type OrderPanel,
} from "./page-parts";
import { nextSteps, songCard } from "./song-card";

/** What the API answered: the order, or why there is none. */
export type OrderAnswer =
  | { readonly kind: "order"; readonly order: OrderView }
  | { readonly kind: "not-found" }
  | { readonly kind: "unavailable" };

const isJson = (response: Response) =>
  (response.headers.get("Content-Type") ?? "").startsWith("application/json");

/**
 * Asks the site for the order. A 404 in the API's own words is "not found"; anything else (a
 * static host's 404 page, a 503, no network) means no order store answered.
 */
export async function fetchOrder(
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<OrderAnswer> {
  try {
    const response = await fetcher(ORDER_API.order, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      cache: "no-store",
    });
    if (!isJson(response)) return { kind: "unavailable" };
    const body = (await response.json()) as unknown;
    if (response.status === 200) return { kind: "order", order: body as OrderView };
    const code = (body as { error?: unknown } | null)?.error;
    return response.status === 404 && code === API_ERRORS.notFound
      ? { kind: "not-found" }
      : { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
}

/** The confirmed download: recorded by the site, answered with the file's address. */
export async function confirmDownload(
  token: string,
  song: number,
  fetcher: typeof fetch = fetch,
): Promise<DownloadView | null> {
  try {
    const response = await fetcher(ORDER_API.download, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({ song, confirmed: true }),
      cache: "no-store",
    });
    if (response.status !== 200 || !isJson(response)) return null;
    return (await response.json()) as DownloadView;
  } catch {
    return null;
  }
}

/** The fragment's token, or null when the address has none that could be one. */
export function tokenFrom(hash: string): string | null {
  const token = hash.startsWith("#") ? hash.slice(1) : hash;
  return TOKEN_PATTERN.test(token) ? token : null;
}

function find<T extends Element = HTMLElement>(root: ParentNode, name: string, value = "") {
  return root.querySelector<T>(value ? `[${name}="${value}"]` : `[${name}]`);
}

const setText = (root: ParentNode, name: string, text: string) => {
  const element = find(root, ORDER_PARTS.field, name);
  if (element) element.textContent = text;
  return element;
};

interface PageOptions {
  readonly doc?: Document;
  readonly fetcher?: typeof fetch;
  readonly now?: () => Date;
  /** Starts the file's download (a link to it, clicked): a test watches it instead. */
  readonly startDownload?: (url: string) => void;
  /** Ends the page's listening to the address (a test's page, once the test is over). */
  readonly signal?: AbortSignal;
}

/** Resolves once the page shows the order, or why it cannot. */
export function startOrderPage({
  doc = document,
  fetcher = fetch,
  now = () => new Date(),
  startDownload = (url) => {
    const link = doc.createElement("a");
    link.href = url;
    link.download = "";
    link.hidden = true;
    doc.body.append(link);
    link.click();
    link.remove();
  },
  signal,
}: PageOptions = {}): Promise<void> {
  const data: OrderPageData = readOrderPageData(doc);
  const view = find(doc, ORDER_PARTS.view);
  const list = find(doc, ORDER_PARTS.songs);
  const template = find<HTMLTemplateElement>(doc, ORDER_PARTS.songTemplate);
  let order: OrderView | null = null;
  let token: string | null = null;

  const showPanel = (panel: OrderPanel | null) => {
    for (const name of ORDER_PANELS) {
      const element = find(doc, ORDER_PARTS.panel, name);
      if (element) element.hidden = name !== panel;
    }
    if (view) view.hidden = panel !== null;
  };

  function renderSummary(current: OrderView) {
    setText(doc, "number", current.number);
    setText(doc, "buyer", current.buyerName);
    setText(
      doc,
      "package",
      current.package === null
        ? words.summary.packagePending
        : words.summary.packageText(current.package, PACKAGE_SONGS[current.package]),
    );
    setText(doc, "purchased", brazilianFromIso(current.purchasedOn));
    const terms = setText(doc, "terms", words.summary.termsText(current.termsVersion));
    if (terms instanceof HTMLAnchorElement) terms.href = termsVersionPath(current.termsVersion);
    setText(doc, "help", words.help.text(current.number));
    const whatsapp = find<HTMLAnchorElement>(doc, ORDER_PARTS.field, "help-whatsapp");
    if (whatsapp) {
      whatsapp.hidden = data.whatsapp === null;
      if (data.whatsapp)
        whatsapp.href = whatsappMessageLink(data.whatsapp, words.help.message(current.number));
    }
    const email = find<HTMLAnchorElement>(doc, ORDER_PARTS.field, "help-email");
    if (email) {
      email.href = mailtoMessageLink(
        data.email,
        words.help.subject(current.number),
        words.help.message(current.number),
      );
    }
  }

  function renderSong(card: HTMLElement, song: SongView, current: OrderView) {
    const model = songCard(song, {
      songs: current.songs.length,
      termsVersion: current.termsVersion,
      guaranteeDays: data.guaranteeDays,
      now: now(),
    });
    card.dataset.stage = model.stage;
    setText(card, "heading", model.heading);
    const title = setText(card, "title", model.title ?? "");
    if (title) title.hidden = model.title === null || model.heading === model.title;
    setText(card, "label", model.label);
    const text = setText(card, "text", model.text);
    if (text) text.hidden = model.text === "";
    const history = find(card, ORDER_PARTS.field, "history");
    if (history) history.hidden = model.history.length === 0;
    history?.replaceChildren(
      ...model.history.map((line) => {
        const item = doc.createElement("li");
        item.textContent = line;
        return item;
      }),
    );

    const previews = find(card, ORDER_PARTS.part, "previews");
    if (previews) previews.hidden = model.previews.length === 0;
    model.previews.forEach((preview, index) => {
      const figure = find(card, ORDER_PARTS.preview, String(index));
      if (!figure) return;
      setText(figure, "preview-label", preview.label);
      const audio = figure.querySelector("audio");
      if (!audio) return;
      audio.setAttribute("aria-label", preview.label);
      const [opus, mp3] = [...audio.querySelectorAll("source")];
      // Only a new address reloads the player: a new ticket for the same file would stop it.
      if (opus && opus.getAttribute("src") === null) {
        opus.setAttribute("src", preview.opus);
        mp3?.setAttribute("src", preview.mp3);
        audio.load();
      }
    });

    const download = find(card, ORDER_PARTS.part, "download");
    if (download) download.hidden = model.download === null;
    if (model.download) {
      setText(card, "file", model.download.facts);
      setText(card, "guarantee", model.download.guarantee);
      const withdrawal = find(card, ORDER_PARTS.part, "withdrawal");
      if (withdrawal) withdrawal.hidden = !model.download.withdrawal;
      setText(card, "button", model.download.button);
      const terms = find<HTMLAnchorElement>(card, ORDER_PARTS.field, "terms-section");
      if (terms) terms.href = model.termsSection;
    }
    const record = find(card, ORDER_PARTS.part, "record");
    if (record) record.hidden = model.downloaded === null;
    setText(card, "downloaded", model.downloaded?.sentence ?? "");
    setText(card, "count", model.downloaded?.count ?? "");

    const certificate = find(card, ORDER_PARTS.part, "certificate");
    if (certificate) certificate.hidden = model.certificate === null;
    const link = find<HTMLAnchorElement>(card, ORDER_PARTS.field, "certificate");
    if (link && model.certificate) link.href = model.certificate;

    wireDownload(card, song.song, model.download?.confirm ?? false);
  }

  function wireDownload(card: HTMLElement, song: number, confirm: boolean) {
    const button = find<HTMLButtonElement>(card, ORDER_PARTS.action, "download");
    const group = find(card, ORDER_PARTS.part, "confirm");
    const yes = find<HTMLButtonElement>(card, ORDER_PARTS.action, "confirm");
    const no = find<HTMLButtonElement>(card, ORDER_PARTS.action, "cancel");
    const sentence = find(card, ORDER_PARTS.field, "confirm");
    if (!button || !group || !yes || !no || !sentence) return;
    sentence.id = `pedido-confirmar-${song}`;
    group.setAttribute("aria-labelledby", sentence.id);
    button.onclick = () => {
      if (!confirm) return void download(card, song);
      group.hidden = false;
      button.hidden = true;
      yes.focus();
    };
    no.onclick = () => {
      group.hidden = true;
      button.hidden = false;
      button.focus();
    };
    yes.onclick = () => void download(card, song);
  }

  async function download(card: HTMLElement, song: number) {
    if (!token || !order) return;
    const buttons = [...card.querySelectorAll<HTMLButtonElement>(`[${ORDER_PARTS.action}]`)];
    // A second click while the first is on its way asks nothing more.
    if (buttons.some((button) => button.disabled)) return;
    buttons.forEach((button) => (button.disabled = true));
    const status = setText(card, "download-status", words.download.busy);
    const answer = await confirmDownload(token, song, fetcher);
    buttons.forEach((button) => (button.disabled = false));
    if (!answer) {
      if (status) status.textContent = words.download.failed;
      return;
    }
    if (status) status.textContent = "";
    startDownload(answer.url);
    const current = order;
    order = {
      ...current,
      songs: current.songs.map((item) =>
        item.song === song
          ? {
              ...item,
              stage: "downloaded",
              firstDownloadAt: answer.firstDownloadAt,
              downloads: answer.downloads,
            }
          : item,
      ),
    };
    const updated = order.songs.find((item) => item.song === song);
    if (!updated) return;
    const group = find(card, ORDER_PARTS.part, "confirm");
    const button = find(card, ORDER_PARTS.action, "download");
    if (group) group.hidden = true;
    if (button) button.hidden = false;
    renderSong(card, updated, order);
    // The recorded time, read out, under the song's heading, which stops the site's offset below
    // the top (global.css's scroll-padding) rather than under the fixed header.
    find(card, ORDER_PARTS.field, "downloaded")?.focus({ preventScroll: true });
    find(card, ORDER_PARTS.field, "heading")?.scrollIntoView({ block: "start" });
  }

  function renderOrder(current: OrderView) {
    renderSummary(current);
    const steps = nextSteps(current.songs, data.whatsapp !== null);
    const next = find(doc, ORDER_PARTS.part, "next");
    if (next) next.hidden = steps.length === 0;
    find(doc, ORDER_PARTS.field, "next")?.replaceChildren(
      ...steps.map((step) => {
        const paragraph = doc.createElement("p");
        paragraph.textContent = step;
        return paragraph;
      }),
    );
    if (!list || !template) return;
    const cards = current.songs.map((song) => {
      const existing = find(list, "data-song", String(song.song));
      const card =
        existing ??
        (template.content.firstElementChild?.cloneNode(true) as HTMLElement | null) ??
        null;
      if (!card) return null;
      card.setAttribute("data-song", String(song.song));
      renderSong(card, song, current);
      return card;
    });
    list.replaceChildren(...cards.filter((card): card is HTMLElement => card !== null));
    // No package yet (a sale the seller is confirming): no songs, and a plain word of why.
    if (current.package === null) {
      const pending = doc.createElement("li");
      pending.className = "rounded-3xl bg-sand p-6 text-lg text-ink sm:p-8";
      pending.setAttribute("data-pending", "");
      pending.textContent = words.summary.pendingText;
      list.replaceChildren(pending);
    }
  }

  async function load() {
    token = tokenFrom(doc.location?.hash ?? "");
    if (token === null) return showPanel("no-token");
    showPanel("loading");
    const answer = await fetchOrder(token, fetcher);
    if (answer.kind !== "order") return showPanel(answer.kind);
    order = answer.order;
    renderOrder(order);
    showPanel(null);
  }

  find(doc, ORDER_PARTS.action, "retry")?.addEventListener("click", () => void load());
  const onHashChange = () => {
    // An in-page link (the header's skip link) names a part of the page, not another order: the
    // browser has moved there; the address gets its token back, so a reload still opens it.
    const target = doc.location.hash.slice(1);
    if (token !== null && target !== "" && doc.getElementById(target)) {
      doc.defaultView?.history.replaceState(doc.defaultView.history.state, "", `#${token}`);
      return;
    }
    void load();
  };
  doc.defaultView?.addEventListener("hashchange", onHashChange, { signal });
  return load();
}
