/**
 * The providers' scripts, loaded the way each documents (a queue first, then the script), and
 * stopped again on withdrawal. Only features/analytics/start-analytics.ts calls these, and only
 * for a configured provider; the Pixel and gtag.js only after consent.
 */
import type { ProviderCall } from "./events";

type Queue = (...args: unknown[]) => void;

interface PixelQueue extends Queue {
  callMethod?: Queue;
  queue: unknown[];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

interface PlausibleQueue extends Queue {
  q?: unknown[];
}

interface MeasuredWindow {
  dataLayer?: unknown[];
  gtag?: Queue;
  fbq?: PixelQueue;
  _fbq?: PixelQueue;
  plausible?: PlausibleQueue;
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

const measured = () => window as unknown as MeasuredWindow;

function addScript(src: string, attributes: Readonly<Record<string, string>> = {}): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

/* ---------------------------------- Plausible ---------------------------------- */

/** Plausible's queue: events of the visit are kept until its script runs. */
export function queuePlausible(): void {
  const w = measured();
  w.plausible ??= Object.assign(
    (...args: unknown[]) => {
      const queue = w.plausible as PlausibleQueue;
      (queue.q ??= []).push(args);
    },
    { q: [] as unknown[] },
  );
}

/** Plausible's script, which records the page view and then the queued events. */
export function loadPlausible(domain: string, scriptUrl: string): void {
  queuePlausible();
  addScript(scriptUrl, { "data-domain": domain, defer: "" });
}

export function sendToPlausible(call: ProviderCall): void {
  measured().plausible?.(call.name, { props: call.props });
}

/* ----------------------------- Google Analytics 4 ----------------------------- */

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

const gtag: Queue = function () {
  // gtag.js reads Arguments objects from the data layer, as Google's own snippet pushes them.
  // eslint-disable-next-line prefer-rest-params
  (measured().dataLayer ??= []).push(arguments);
};

/**
 * Consent Mode v2's defaults, every type denied, in the data layer before anything else. No
 * request: gtag.js is not loaded until the visitor accepts "medição".
 */
export function ga4Defaults(): void {
  gtag("consent", "default", DENIED);
  gtag("set", "ads_data_redaction", true);
}

let ga4Loaded = false;

/**
 * The choice for Google's consent types; gtag.js and the page view once "medição" is granted.
 * Only `analytics_storage` follows the visitor's answer: the site runs no Google advertising tag,
 * so Google's ad signals (`ad_storage`, `ad_user_data`, `ad_personalization`) stay denied, as
 * the banner, which names Google only for "medição", says.
 */
export function applyGa4(measurementId: string, analytics: boolean): void {
  const w = measured();
  gtag("consent", "update", { analytics_storage: analytics ? "granted" : "denied" });
  w[`ga-disable-${measurementId}`] = !analytics;
  if (!analytics || ga4Loaded) return;
  ga4Loaded = true;
  w.gtag = gtag;
  gtag("js", new Date());
  gtag("config", measurementId);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

export function sendToGa4(call: ProviderCall): void {
  if (ga4Loaded) gtag("event", call.name, call.props);
}

/* --------------------------------- Meta Pixel --------------------------------- */

let pixelLoaded = false;

function pixelQueue(): PixelQueue {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    // The Pixel reads Arguments objects from its queue, as Meta's own snippet pushes them.
    // eslint-disable-next-line prefer-rest-params
    else fbq.queue.push(arguments);
  } as PixelQueue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  return fbq;
}

/** The Pixel, its PageView, and from then on the visitor's choice ("grant" or "revoke"). */
export function applyPixel(pixelId: string, granted: boolean): void {
  const w = measured();
  if (!pixelLoaded) {
    if (!granted) return;
    pixelLoaded = true;
    const fbq = w.fbq ?? pixelQueue();
    w.fbq = fbq;
    w._fbq ??= fbq;
    addScript("https://connect.facebook.net/en_US/fbevents.js");
    fbq("consent", "grant");
    // Before init: the Pixel never reads the page by itself (buttons, forms, page metadata), and
    // init gets no customer data (no advanced matching). It sees only the events sent below.
    fbq("set", "autoConfig", false, pixelId);
    fbq("init", pixelId);
    fbq("track", "PageView");
    return;
  }
  w.fbq?.("consent", granted ? "grant" : "revoke");
}

export function sendToPixel(call: ProviderCall): void {
  if (pixelLoaded) measured().fbq?.("track", call.name, call.props);
}

/* ---------------------------------- Cookies ---------------------------------- */

/**
 * Expires a cookie on this host and on each parent domain it may have been set for
 * (gtag.js and the Pixel write theirs on the registrable domain, `.example.com.br`).
 */
export function removeCookie(name: string): void {
  const labels = location.hostname.split(".");
  const domains = labels.map((_, index) => labels.slice(index).join("."));
  document.cookie = `${name}=; Max-Age=0; Path=/`;
  for (const domain of domains) {
    document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
}
