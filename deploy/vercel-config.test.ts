import { getTransformedRoutes, type Route, type RouteWithSrc } from "@vercel/routing-utils";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../src/config/routes";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_STATIC,
  headersForPath,
  SECURITY_HEADERS,
  vercelConfig,
} from "./http-headers.mjs";

/**
 * Vercel's own compilation of vercel.json into its routing table (the Vercel CLI needs an
 * account to run locally), walked as Vercel's router walks it: a route that matches adds its
 * headers (a later one's value wins) and stops the walk unless it says `continue`.
 */
const isSourceRoute = (route: Route): route is RouteWithSrc =>
  !("handle" in route) && typeof route.src === "string";

function resolve(path: string) {
  const { routes, error } = getTransformedRoutes(vercelConfig());
  if (error || !routes) throw new Error(`vercel.json does not compile: ${error?.message}`);
  const headers: Record<string, string> = {};
  for (const route of routes) {
    if (!isSourceRoute(route)) break; // a `handle` phase: the static files come next
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    for (const [name, value] of Object.entries(route.headers ?? {})) {
      headers[name] = value.replace(
        /\$(\d)/g,
        (_whole: string, index: string) => match[Number(index)] ?? "",
      );
    }
    if (route.status && route.status >= 300 && route.status < 400) {
      return { status: route.status, location: headers.Location, headers };
    }
    if (!route.continue) break;
  }
  return { status: 200, location: undefined, headers };
}

describe("vercel.json", () => {
  it("serves every canonical URL without a redirect, with the security headers, revalidated", () => {
    for (const path of Object.values(ROUTES)) {
      const { status, headers } = resolve(path);
      expect(status, path).toBe(200);
      expect(headers, path).toMatchObject({
        ...SECURITY_HEADERS,
        "Cache-Control": CACHE_REVALIDATE,
        ...headersForPath(path),
      });
    }
  });

  it("redirects the other forms of each URL once, to the canonical one", () => {
    for (const path of Object.values(ROUTES).filter((path) => path !== "/")) {
      for (const other of [`${path}/`, `${path}.html`]) {
        expect(resolve(other), other).toMatchObject({ status: 308, location: path });
      }
    }
    expect(resolve("/index.html")).toMatchObject({ status: 308, location: "/" });
  });

  it("gives each kind of file exactly one Cache-Control", () => {
    expect(resolve("/assets/index-abc123.js").headers["Cache-Control"]).toBe(CACHE_IMMUTABLE);
    expect(resolve("/audio/sample.opus").headers["Cache-Control"]).toBe(CACHE_STATIC);
    expect(resolve("/covers/sample.webp").headers["Cache-Control"]).toBe(CACHE_STATIC);
    expect(resolve("/favicon.ico").headers["Cache-Control"]).toBe(CACHE_REVALIDATE);
    expect(resolve("/nao-existe").headers).toMatchObject(SECURITY_HEADERS);
  });
});
