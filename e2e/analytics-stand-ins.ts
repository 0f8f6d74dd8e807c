/**
 * Local stand-ins for Plausible, gtag.js and the Meta Pixel: every request that leaves the site
 * is answered here, recorded, and never reaches the internet. Each stand-in script behaves as
 * its provider documents the part the site relies on (gtag.js reads Arguments objects from the
 * data layer and honours Consent Mode; the Pixel reads its queue and honours "revoke"; both set
 * their first-party cookies), and reports each event to its provider's collection address, so
 * a test reads what the page asked of each provider. Like the real ones, gtag.js and the Pixel
 * send the page's address (`dl`) and the referrer with every hit, and the Pixel, unless told
 * `set autoConfig false` before `init`, reads the page by itself: on each click on a button or
 * link it reports the control's text and the values of the form around it, as its automatic
 * events and automatic advanced matching do.
 */
import type { BrowserContext, Route } from "@playwright/test";
import type { AnalyticsConfig } from "../src/config/env-analytics";

export type Provider = "plausible" | "google" | "meta";

export interface Hit {
  readonly provider: Provider;
  readonly name: string;
  readonly params: Record<string, unknown>;
  /** What the page sent, as sent. */
  readonly raw: string;
}

const GOOGLE_HOST = /(^|\.)(google-analytics\.com|googletagmanager\.com|analytics\.google\.com)$/;
const META_HOST = /(^|\.)(facebook\.com|facebook\.net)$/;

/** A request to Google's or Meta's hosts, by its address. */
export const isGoogleOrMeta = (url: string): boolean => {
  const host = new URL(url).hostname;
  return GOOGLE_HOST.test(host) || META_HOST.test(host);
};

const PLAUSIBLE_SCRIPT = `(() => {
  const script = document.currentScript;
  const domain = script.getAttribute("data-domain");
  const api = new URL("/api/event", script.src).href;
  const send = (name, options) =>
    fetch(api, {
      method: "POST",
      keepalive: true,
      body: JSON.stringify({ n: name, d: domain, u: location.href, p: (options && options.props) || null }),
    });
  const queued = (window.plausible && window.plausible.q) || [];
  window.plausible = send;
  send("pageview");
  for (const args of queued) send(...args);
})();`;

const GTAG_SCRIPT = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get("id");
  const consent = {};
  const collect = (name, params) => {
    if (consent.analytics_storage !== "granted" || window["ga-disable-" + id]) return;
    // What gtag sends with every hit, the page's address (dl) and referrer (dr) among it.
    const hit = { tid: id, en: name, ep: JSON.stringify(params || {}), dl: location.href, dr: document.referrer };
    fetch("https://region1.google-analytics.com/g/collect?" + new URLSearchParams(hit), { method: "POST", keepalive: true, mode: "no-cors" });
  };
  const handle = (entry) => {
    // gtag.js ignores what is not an Arguments object, as the real one does.
    if (Object.prototype.toString.call(entry) !== "[object Arguments]") return;
    const [command, first, second] = Array.from(entry);
    if (command === "consent") Object.assign(consent, second);
    if (command === "config") {
      if (consent.analytics_storage === "granted") {
        document.cookie = "_ga=GA1.1.1234567890.1700000000; Path=/; Max-Age=63072000";
        document.cookie = "_ga_" + id.slice(2) + "=GS1.1.1700000000.1.0; Path=/; Max-Age=63072000";
      }
      collect("page_view", { page_location: location.href });
    }
    if (command === "event") collect(first, second);
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  for (const entry of layer) handle(entry);
  layer.push = function (entry) {
    handle(entry);
    return Array.prototype.push.call(layer, entry);
  };
})();`;

const PIXEL_SCRIPT = `(() => {
  const fbq = window.fbq;
  let pixel = null;
  let granted = true;
  const autoConfig = {};
  const send = (event, data) => {
    if (!granted || pixel === null) return;
    // What the Pixel sends with every event, the page's address (dl) and referrer (rl) among it.
    const hit = { id: pixel, ev: event, cd: JSON.stringify(data || {}), dl: location.href, rl: document.referrer };
    new Image().src = "https://www.facebook.com/tr?" + new URLSearchParams(hit);
  };
  const readPage = (event) => {
    const control = event.target instanceof Element && event.target.closest("button, a");
    if (!control) return;
    const form = control.closest("form") || document.querySelector("form");
    const fields = form ? Array.from(form.elements).map((field) => field.value).filter(Boolean) : [];
    send("SubscribedButtonClick", { buttonText: control.textContent, fields });
  };
  fbq.callMethod = (command, first, second, third) => {
    if (command === "consent") granted = first === "grant";
    if (command === "set" && first === "autoConfig") autoConfig[third] = second;
    if (command === "init") {
      pixel = first;
      if (granted) document.cookie = "_fbp=fb.1.1700000000000.123456789; Path=/; Max-Age=7776000";
      if (autoConfig[first] !== false) document.addEventListener("click", readPage, true);
    }
    if (command === "track") send(first, second);
  };
  for (const entry of fbq.queue.splice(0)) fbq.callMethod(...Array.from(entry));
})();`;

/**
 * The stand-in script for a provider's script address, or null: what the browser tests answer
 * and what `BENCH_MEASURED=1 npm run bench` serves in place of the providers' hosts.
 */
export function standInScript(url: string, plausibleScriptUrl: string | undefined): string | null {
  const { hostname, pathname } = new URL(url);
  if (url === plausibleScriptUrl) return PLAUSIBLE_SCRIPT;
  if (hostname === "www.googletagmanager.com" && pathname === "/gtag/js") return GTAG_SCRIPT;
  if (url === "https://connect.facebook.net/en_US/fbevents.js") return PIXEL_SCRIPT;
  return null;
}

function parseJson(value: string | null): Record<string, unknown> {
  try {
    return (JSON.parse(value ?? "{}") as Record<string, unknown> | null) ?? {};
  } catch {
    return {};
  }
}

export interface StandIns {
  /** Every event a provider received, in order. */
  readonly hits: Hit[];
  /** Every address outside the site the page asked for. */
  readonly requests: string[];
  /** The hits of one provider, by event name. */
  of(provider: Provider): string[];
}

/**
 * Answers every request outside the site for `context`: the providers' scripts with the
 * stand-ins, their collection addresses with an empty answer, a checkout with a blank page, and
 * anything else with a network error.
 */
export async function standIns(
  context: BrowserContext,
  config: AnalyticsConfig,
  siteOrigin: string,
): Promise<StandIns> {
  const hits: Hit[] = [];
  const requests: string[] = [];
  const plausibleScript = config.plausible?.scriptUrl;
  const plausibleApi = plausibleScript ? new URL("/api/event", plausibleScript).href : null;

  const answer = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    requests.push(url.href);
    const script = standInScript(url.href, plausibleScript);
    if (script !== null) {
      return route.fulfill({ status: 200, contentType: "text/javascript", body: script });
    }
    if (url.href === plausibleApi) {
      const raw = request.postData() ?? "";
      const body = parseJson(raw);
      hits.push({
        provider: "plausible",
        name: String(body.n),
        params: (body.p as Record<string, unknown> | null) ?? {},
        raw,
      });
      return route.fulfill({ status: 202, body: "ok" });
    }
    if (GOOGLE_HOST.test(url.hostname) && url.pathname === "/g/collect") {
      hits.push({
        provider: "google",
        name: url.searchParams.get("en") ?? "",
        params: parseJson(url.searchParams.get("ep")),
        raw: url.search,
      });
      return route.fulfill({ status: 204 });
    }
    if (url.hostname === "www.facebook.com" && url.pathname === "/tr") {
      hits.push({
        provider: "meta",
        name: url.searchParams.get("ev") ?? "",
        params: parseJson(url.searchParams.get("cd")),
        raw: url.search,
      });
      return route.fulfill({ status: 200, contentType: "image/gif", body: "" });
    }
    if (request.resourceType() === "document") {
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>checkout</p>" });
    }
    return route.abort("internetdisconnected");
  };
  await context.route(
    (url) => url.origin !== siteOrigin && url.protocol.startsWith("http"),
    answer,
  );
  return {
    hits,
    requests,
    of: (provider) => hits.filter((hit) => hit.provider === provider).map((hit) => hit.name),
  };
}
