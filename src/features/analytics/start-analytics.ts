/**
 * Measurement in the browser, present in the pages only when a provider is configured
 * (features/analytics/analytics.astro), which asks for this file once the page has painted: it
 * reads what it needs from the page (page-data.ts) and imports nothing an island imports.
 * Plausible counts without cookies from the first paint;
 * Google Analytics 4 and the Meta Pixel wait for the visitor's "Aceitar" and stop on withdrawal.
 * The site's events are read from what the visitor does (a sample plays, a buy link or a send
 * button is clicked): no component knows measurement exists.
 */
import type { ConsentCategory } from "./providers";
import type { PlanId } from "../../content/types";
import {
  choiceForAll,
  CONSENT_COOKIE,
  consentCookie,
  needsChoice,
  parseChoice,
  readCookie,
  tagCookiesToRemove,
  type ConsentChoice,
} from "./consent";
import { CONSENT_CATEGORY_INPUT, CONSENT_PARTS, CONSENT_ROOM } from "./consent-parts";
import { ga4Call, pixelCall, plausibleCall, type SiteEvent } from "./events";
import { readMeasurementData, type MeasurementData } from "./page-data";
import {
  applyGa4,
  applyPixel,
  ga4Defaults,
  loadPlausible,
  queuePlausible,
  removeCookie,
  sendToGa4,
  sendToPixel,
  sendToPlausible,
} from "./tags";
import {
  afterPageSettles,
  BRIEF_PLAN_INPUT,
  BRIEF_READY_HEADING_ID,
  CHECKOUT_LINKS,
} from "./page-hooks";

/** The page's measurement data (page-data.ts), read when the script starts. */
let data: MeasurementData;
let choice: ConsentChoice = {};
/** Set once the visitor answers on this page: her answer, not the stored one, applies. */
let answered = false;

/* --------------------------------- The choice --------------------------------- */

/** The page's cookies, or none where the browser refuses them (document.cookie throws). */
function pageCookies(): string {
  try {
    return document.cookie;
  } catch {
    return "";
  }
}

function storedChoice(): ConsentChoice {
  return parseChoice(readCookie(pageCookies(), CONSENT_COOKIE));
}

function apply(next: ConsentChoice): void {
  choice = next;
  if (data.ga4) {
    applyGa4(data.ga4.measurementId, next.medicao === true);
  }
  if (data.metaPixel) applyPixel(data.metaPixel.pixelId, next.publicidade === true);
  const denied = data.categories.filter((category) => next[category] !== true);
  for (const name of tagCookiesToRemove(pageCookies(), denied)) removeCookie(name);
}

function save(next: ConsentChoice): void {
  answered = true;
  // Where cookies are blocked the choice holds for this page only, and is asked again.
  try {
    document.cookie = consentCookie(next, location.protocol === "https:");
  } catch {
    // Cookies refused outright (a sandboxed page): the choice still applies to this page.
  }
  apply(next);
}

/* --------------------------------- The banner --------------------------------- */

function part<T extends HTMLElement>(name: keyof typeof CONSENT_PARTS): T | null {
  return document.querySelector<T>(`[${CONSENT_PARTS[name]}]`);
}

function startBanner(): { open: (opener: HTMLElement | null) => void } {
  const banner = part<HTMLElement>("banner");
  const options = part<HTMLFieldSetElement>("options");
  const customize = part<HTMLButtonElement>("customize");
  const saveButton = part<HTMLButtonElement>("save");
  const status = part<HTMLElement>("status");
  if (!banner || !options || !customize || !saveButton) return { open: () => undefined };
  const inputs = [
    ...options.querySelectorAll<HTMLInputElement>(`input[name="${CONSENT_CATEGORY_INPUT}"]`),
  ];
  let opener: HTMLElement | null = null;
  // The room the banner takes: below the footer, so that the end of every page can be scrolled
  // above it, and under the floating WhatsApp link, which waits above it (consent-banner.css).
  const setRoom = (height: string) => {
    document.body.style.paddingBottom = height;
    document.body.style.setProperty(CONSENT_ROOM, height);
  };
  const room = new ResizeObserver(() => setRoom(banner.hidden ? "" : `${banner.offsetHeight}px`));

  const showOptions = (shown: boolean) => {
    options.hidden = !shown;
    saveButton.hidden = !shown;
    customize.hidden = shown;
    customize.setAttribute("aria-expanded", String(shown));
  };

  const hide = () => {
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    room.disconnect();
    setRoom("");
    if (hadFocus) opener?.focus();
    opener = null;
  };

  const close = (next: ConsentChoice) => {
    save(next);
    if (status) status.textContent = data.saved;
    hide();
  };

  part("accept")?.addEventListener("click", () => close(choiceForAll(data.categories, true)));
  part("reject")?.addEventListener("click", () => close(choiceForAll(data.categories, false)));
  customize.addEventListener("click", () => {
    showOptions(true);
    inputs[0]?.focus();
  });
  saveButton.addEventListener("click", () =>
    close(
      Object.fromEntries(
        data.categories.map((category) => [
          category,
          inputs.some((input) => input.value === category && input.checked),
        ]),
      ),
    ),
  );
  banner.addEventListener("keydown", (event) => {
    // Reopened from the footer, Escape closes it and keeps the answer given before; asked for
    // the first time, it stays until she answers.
    if (event.key === "Escape" && opener) hide();
  });

  return {
    open(from) {
      opener = from;
      for (const input of inputs) input.checked = choice[input.value as ConsentCategory] === true;
      showOptions(from !== null);
      banner.hidden = false;
      room.observe(banner);
      if (from) banner.querySelector<HTMLElement>("h2")?.focus();
    },
  };
}

/* ------------------------------ The site's events ------------------------------ */

function send(event: SiteEvent): void {
  if (data.plausible) sendToPlausible(plausibleCall(event, data.plans, data.eventNames));
  // The brief is sent on /obrigado, where neither tag runs (measurement-data.ts).
  if (event.type === "brief-sent") return;
  if (data.ga4 && choice.medicao === true) sendToGa4(ga4Call(event, data.plans));
  if (data.metaPixel && choice.publicidade === true) sendToPixel(pixelCall(event, data.plans));
}

function planOfCheckout(url: string | undefined): PlanId | null {
  if (url === data.checkouts.single) return "single";
  if (url === data.checkouts.triple) return "triple";
  return null;
}

function trackOfAudio(audio: HTMLMediaElement) {
  const path = new URL(audio.currentSrc || audio.src || "/", location.href).pathname;
  return data.tracks.find((track) => track.sources.includes(path)) ?? null;
}

function briefPlan(): PlanId | null {
  const checked = document.querySelector<HTMLInputElement>(
    `input[name="${BRIEF_PLAN_INPUT}"]:checked`,
  );
  return checked?.value === "single" || checked?.value === "triple" ? checked.value : null;
}

function briefChannel(target: Element): "whatsapp" | "email" | "copy" | null {
  const panel = document.getElementById(BRIEF_READY_HEADING_ID)?.closest("section");
  const control = target.closest("a, button");
  if (!panel || !control || !panel.contains(control)) return null;
  if (control instanceof HTMLButtonElement) return "copy";
  const href = control.getAttribute("href") ?? "";
  if (href.startsWith("https://wa.me/")) return "whatsapp";
  // The brief's e-mail carries a subject; the contact address beside it does not.
  if (href.startsWith("mailto:") && href.includes("?")) return "email";
  return null;
}

function listen(): void {
  const played = new Set<string>();
  document.addEventListener(
    "play",
    (event) => {
      if (!(event.target instanceof HTMLMediaElement)) return;
      const track = trackOfAudio(event.target);
      // Once per sample and page: interest, not how often she pressed play.
      if (!track || played.has(track.id)) return;
      played.add(track.id);
      send({ type: "sample-played", trackId: track.id, trackTitle: track.title });
    },
    true,
  );
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>(CHECKOUT_LINKS);
      const plan = link ? planOfCheckout(link.dataset.checkoutUrl) : null;
      if (plan) {
        send({ type: "checkout-clicked", plan });
        return;
      }
      const channel = briefChannel(event.target);
      if (channel) send({ type: "brief-sent", plan: briefPlan(), channel });
    },
    true,
  );
}

/* ---------------------------------- Start ---------------------------------- */

export function start(): void {
  const found = readMeasurementData(document);
  if (!found) return;
  data = found;
  listen();
  const banner = data.categories.length > 0 ? startBanner() : null;
  if (data.ga4) ga4Defaults();
  if (data.plausible) queuePlausible();
  const stored = storedChoice();
  document.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`[${CONSENT_PARTS.open}]`)
        : null;
    if (!link || !banner) return;
    event.preventDefault();
    banner.open(link);
  });
  // The banner at once (this script is asked for after the first paint), where a tag waits for
  // the answer; the providers once the page has settled.
  if (banner && data.consentedTagsHere && needsChoice(stored, data.categories)) banner.open(null);
  afterPageSettles(() => {
    if (!answered) apply(stored);
    if (data.plausible) loadPlausible(data.plausible.domain, data.plausible.scriptUrl);
  });
}
