// @ts-check
/**
 * The site's HTTP headers, defined once. `npm start` (serve), the build's `_headers` file
 * (Netlify, Cloudflare Pages) and `vercel.json` are all generated from this module.
 */
import { contentType } from "mime-types";
import { SECURITY_HEADERS } from "./security-headers.mjs";

export {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers.mjs";

/**
 * The pages' Content-Security-Policy, but for `script-src` and `style-src`: Astro writes the
 * policy into each page as its first `<meta http-equiv="content-security-policy">`, with those
 * two directives naming the hash of every inline script and stylesheet (astro.config.ts,
 * `security.csp`). A meta tag carries it to every host alike, where a header would need each
 * host's configuration rebuilt whenever a hash changes.
 */
export const DOCUMENT_DIRECTIVES = /** @type {const} */ ([
  "default-src 'self'",
  "img-src 'self' data:",
  // The heading font is a file of the site's own (/assets/).
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
]);

/**
 * The pages' directives with the hosts of the configured measurement providers added where
 * their scripts connect and load images (src/config/env-analytics.ts, `analyticsSources`): the
 * same list as DOCUMENT_DIRECTIVES when nothing is configured.
 * @param {{ readonly connect: readonly string[]; readonly img: readonly string[] }} sources
 * @returns {`${(typeof DOCUMENT_DIRECTIVES)[number]}${string}`[]}
 */
export function documentDirectives(sources) {
  return DOCUMENT_DIRECTIVES.map((directive) => {
    const [name] = directive.split(" ");
    const extra = name === "connect-src" ? sources.connect : name === "img-src" ? sources.img : [];
    /** @type {`${typeof directive}${string}`} */
    const widened = extra.length === 0 ? directive : `${directive} ${extra.join(" ")}`;
    return widened;
  });
}

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
/** Audio, covers and icons keep their names across builds: cache a day, then revalidate. */
export const CACHE_STATIC = "public, max-age=86400, must-revalidate";

/**
 * Header rules in order. Where two rules match and name the same header, the later one wins:
 * serve, Vercel and Netlify do that by themselves (Netlify's as its own parser and its CLI's
 * matcher read `_headers`, deploy/netlify-config.test.ts); Cloudflare Pages joins the values
 * instead (`max-age=0, …, immutable`), so `headersFile()` detaches the earlier value with a
 * `! Header` line, which Cloudflare reads and Netlify's parser skips.
 * `source` uses the glob syntax shared by serve and Vercel.
 * @type {{ source: string; headers: Record<string, string> }[]}
 */
export const HEADER_RULES = [
  { source: "/**", headers: { ...SECURITY_HEADERS, "Cache-Control": CACHE_REVALIDATE } },
  { source: "/audio/**", headers: { "Cache-Control": CACHE_STATIC } },
  { source: "/covers/**", headers: { "Cache-Control": CACHE_STATIC } },
  { source: "/assets/**", headers: { "Cache-Control": CACHE_IMMUTABLE } },
  // An order's private page: its address opens the order, so no page it links to learns it.
  { source: "/pedido", headers: { "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" } },
];

/**
 * The headers the rules mean for a path: every matching rule's, a later rule's value winning.
 * Every `source` is a folder followed by `/**` (a rule matches the paths that start with its
 * folder) or one page's path, with or without a slash after it, as Netlify and Cloudflare match.
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersForPath(path) {
  return Object.assign(
    {},
    ...HEADER_RULES.filter((rule) =>
      rule.source.endsWith("/**")
        ? path.startsWith(rule.source.replace(/\*\*$/, ""))
        : path.replace(/(.)\/$/, "$1") === rule.source,
    ).map((rule) => rule.headers),
  );
}

/**
 * The Cache-Control the rules mean for a path.
 * @param {string} path
 */
export const cacheControlFor = (path) => headersForPath(path)["Cache-Control"];

const entries = (/** @type {Record<string, string>} */ headers) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * Configuration for `serve` (the local production server). serve-handler pins an old MIME table
 * (no `.opus`, while `nosniff` forbids the browser to guess), so each extension found in the
 * build gets its Content-Type from the maintained `mime-types` table.
 * @param {readonly string[]} extensions the file extensions served, without the dot
 */
export function serveConfig(extensions = []) {
  const contentTypes = extensions.flatMap((extension) => {
    const type = contentType(extension);
    return type
      ? [{ source: `**/*.${extension}`, headers: [{ key: "Content-Type", value: type }] }]
      : [];
  });
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      ...HEADER_RULES.map((rule) => ({ source: rule.source, headers: entries(rule.headers) })),
      ...contentTypes,
    ],
  };
}

/** `vercel.json`: same headers; Vercel serves 404.html with status 404 by itself. */
export function vercelConfig() {
  return {
    $schema: "https://openapi.vercel.sh/vercel.json",
    buildCommand: "npm run build:launch",
    outputDirectory: "dist",
    cleanUrls: true,
    trailingSlash: false,
    headers: HEADER_RULES.map((rule) => ({
      source: rule.source.replace("/**", "/(.*)"),
      headers: entries(rule.headers),
    })),
  };
}

/** `_headers` for Netlify and Cloudflare Pages (their shared syntax). */
export function headersFile() {
  const seen = new Set();
  return (
    HEADER_RULES.map((rule) => {
      const path = rule.source.replace("/**", "/*");
      const lines = Object.entries(rule.headers).flatMap(([key, value]) => {
        // Cloudflare joins the values of every matching rule: drop the earlier one first.
        const detach = seen.has(key) ? [`  ! ${key}`] : [];
        return [...detach, `  ${key}: ${value}`];
      });
      for (const key of Object.keys(rule.headers)) seen.add(key);
      return [path, ...lines].join("\n");
    }).join("\n\n") + "\n"
  );
}
