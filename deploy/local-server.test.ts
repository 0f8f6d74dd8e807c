// @vitest-environment node
import { describe, expect, it } from "vitest";
import { planRequest } from "./local-server.mjs";

const FILE = { size: 1000, mtime: new Date("2026-11-23T10:00:00Z") };
const stat = (path: string) => (path === "/audio/a.opus" ? FILE : null);
const planOf = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  planRequest({ method, url, headers }, stat);
/** The plan of a request handed to serve-handler. */
function plan(url: string, headers: Record<string, string> = {}, method = "GET") {
  const result = planOf(url, headers, method);
  if (result.kind !== "serve") throw new Error(`${url}: answered here, ${JSON.stringify(result)}`);
  return result;
}

describe("planRequest", () => {
  it("hands an ordinary request to serve-handler as it is", () => {
    expect(plan("/termos-de-uso?x=1")).toEqual({
      kind: "serve",
      url: "/termos-de-uso?x=1",
      range: undefined,
    });
  });

  it("answers a path segment longer than a file name can be as a page that does not exist", () => {
    expect(plan(`/${"a".repeat(256)}`).url).toBe("/__no-such-page__");
    expect(plan(`/x/${"%C3%A9".repeat(128)}`).url).toBe("/__no-such-page__");
    expect(plan(`/${"a".repeat(255)}`).url).toBe(`/${"a".repeat(255)}`);
  });

  it("never serves the hosts' own configuration files", () => {
    for (const file of ["/_headers", "/_redirects", "/_routes.json", "/%5Fheaders"]) {
      expect(plan(file).url, file).toBe("/__no-such-page__");
    }
  });

  it("resolves dot segments, plain or percent-encoded, before looking at the path", () => {
    for (const path of [
      "/./_headers",
      "/audio/../_headers",
      "/audio/%2e%2e/_headers",
      "/%2e/_headers",
      "/audio/.%2E/_redirects",
      "/a%2F..%2F_headers",
      "//_headers",
    ]) {
      expect(plan(path).url, path).toBe("/__no-such-page__");
    }
    expect(plan("/audio/../termos-de-uso?x=1").url).toBe("/termos-de-uso?x=1");
    expect(plan("/audio/./a.opus", { range: "bytes=0-9" })).toEqual({
      kind: "serve",
      url: "/audio/a.opus",
      range: "bytes=0-9",
    });
    // A name holding an encoded "?" stays a name.
    expect(plan("/x/../a%3Fb.txt").url).toBe("/a%3Fb.txt");
  });

  it("answers a path with a NUL byte as a page that does not exist", () => {
    expect(plan("/%00").url).toBe("/__no-such-page__");
    expect(plan("/audio/a.opus%00.html").url).toBe("/__no-such-page__");
  });

  it("leaves a path it cannot decode to serve-handler, which answers 400", () => {
    expect(plan("/%E0%A4%A").url).toBe("/%E0%A4%A");
  });

  it("passes one satisfiable byte range on, and ignores another unit or an unreadable header", () => {
    expect(plan("/audio/a.opus", { range: "bytes=100-199" }).range).toBe("bytes=100-199");
    expect(plan("/audio/a.opus", { range: "bytes=-100" }).range).toBe("bytes=900-999");
    for (const range of ["items=0-5", "bytes=abc", "bytes=0-9,20-29"]) {
      expect(plan("/audio/a.opus", { range }), range).toMatchObject({
        kind: "serve",
        range: undefined,
      });
    }
  });

  it("answers a range past the end itself (416, no body)", () => {
    expect(planOf("/audio/a.opus", { range: "bytes=5000-" })).toEqual({
      kind: "unsatisfiable",
      size: 1000,
      path: "/audio/a.opus",
    });
  });

  it("honours If-Range against the file's Last-Modified", () => {
    const current = FILE.mtime.toUTCString();
    expect(plan("/audio/a.opus", { range: "bytes=0-9", "if-range": current }).range).toBe(
      "bytes=0-9",
    );
    expect(
      plan("/audio/a.opus", { range: "bytes=0-9", "if-range": "Sun, 22 Nov 2026 10:00:00 GMT" })
        .range,
    ).toBeUndefined();
  });

  it("ignores ranges on HEAD and on paths that are not files", () => {
    expect(plan("/audio/a.opus", { range: "bytes=0-9" }, "HEAD").range).toBeUndefined();
    expect(plan("/", { range: "bytes=0-9" }).range).toBeUndefined();
  });
});
