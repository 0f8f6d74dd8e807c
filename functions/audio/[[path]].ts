/**
 * Cloudflare Pages serves its static files without byte ranges: a `Range` request gets 200 and
 * the whole file. Firefox and Chromium cope; WebKit (Safari, every browser on an iPhone) then
 * cannot seek a sample, nor learn an Opus file's length. This Pages Function, run for /audio/*
 * only, answers ranges from the static file itself. Other hosts ignore this folder: they serve
 * ranges on their own. See docs/decisions/0006-host-runtimes.md.
 */
import { byteRange } from "../../deploy/byte-range.mjs";

interface PagesContext {
  readonly request: Request;
  /** The static file, with the `_headers` rules applied. */
  next(): Promise<Response>;
}

export async function onRequestGet({ request, next }: PagesContext): Promise<Response> {
  const file = await next();
  if (file.status !== 200) return file;
  const headers = new Headers(file.headers);
  headers.set("Accept-Ranges", "bytes");
  const body = await file.arrayBuffer();
  const range = byteRange(request.headers.get("Range"), body.byteLength);
  if (range.status === 416) {
    headers.set("Content-Range", `bytes */${body.byteLength}`);
    return new Response(null, { status: 416, headers });
  }
  if (range.status === 200) return new Response(body, { status: 200, headers });
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${body.byteLength}`);
  return new Response(body.slice(range.start, range.end + 1), { status: 206, headers });
}
