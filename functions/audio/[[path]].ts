/**
 * Cloudflare Pages serves its static files without byte ranges: a `Range` request gets 200 and
 * the whole file. Firefox and Chromium cope; WebKit (Safari, every browser on an iPhone) then
 * cannot seek a sample, nor learn an Opus file's length. This Pages Function, run for /audio/*
 * only, answers GET and HEAD for the samples, with byte ranges (RFC 9110: `If-Range`, 416, and
 * the whole file where a range is to be ignored). Other hosts ignore this folder: they serve
 * ranges on their own. See docs/decisions/0006-host-runtimes.md.
 *
 * It streams from the parts the build cut each sample into (deploy/audio-parts.mjs): only the
 * parts a range covers are read, one after another as the browser takes them, and none is held.
 */
import {
  AUDIO_PARTS_INDEX,
  partsFor,
  streamParts,
  type AudioPartsIndex,
} from "../../deploy/audio-parts.mjs";
import { byteRange } from "../../deploy/byte-range.mjs";

interface PagesContext {
  readonly request: Request;
  /** A static file, with the `_headers` rules applied. */
  next(input?: Request | string, init?: RequestInit): Promise<Response>;
}

/** workerd's stream that gives its response a Content-Length (absent elsewhere). */
declare const FixedLengthStream:
  (new (length: number) => { readable: ReadableStream; writable: WritableStream }) | undefined;

/** `length` bytes of `body`, with a Content-Length where the runtime can give one. */
function withLength(body: ReadableStream<Uint8Array>, length: number): ReadableStream {
  if (typeof FixedLengthStream === "undefined") return body;
  const fixed = new FixedLengthStream(length);
  void body.pipeTo(fixed.writable).catch(() => {});
  return fixed.readable;
}

/** Read once per isolate; a failed read is tried again by the next request. */
let index: Promise<AudioPartsIndex> | undefined;

function readIndex(url: string, next: PagesContext["next"]): Promise<AudioPartsIndex> {
  index ??= next(new URL(AUDIO_PARTS_INDEX, url).href).then(async (response) => {
    if (!response.ok) throw new Error(`${AUDIO_PARTS_INDEX}: HTTP ${response.status}`);
    return (await response.json()) as AudioPartsIndex;
  });
  return index.catch((error: unknown) => {
    index = undefined;
    throw error;
  });
}

export async function onRequest({ request, next }: PagesContext): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const { pathname } = new URL(request.url);
  const entry = pathname.startsWith("/audio/_parts/")
    ? undefined
    : (await readIndex(request.url, next).catch(() => ({}) as AudioPartsIndex))[pathname];
  // Not a sample (the parts themselves, anything else): the static file as it is.
  if (!entry) return next();

  const readPart = async (part: number) => {
    const response = await next(new URL(entry.parts[part] ?? "", request.url).href);
    if (!response.ok || !response.body) throw new Error(`${entry.parts[part]}: ${response.status}`);
    return response;
  };
  // The first part gives the headers the `_headers` rules set for audio (cache, security) and
  // the Content-Type of the file's extension.
  const first = await readPart(0);
  const headers = new Headers(first.headers);
  for (const name of ["Content-Length", "Content-Range", "Content-Encoding", "Transfer-Encoding"]) {
    headers.delete(name);
  }
  headers.set("ETag", entry.etag);
  headers.set("Accept-Ranges", "bytes");

  // Ranges are for GET only (RFC 9110, 14.2): HEAD gets the whole file's headers.
  const answer =
    request.method === "GET"
      ? byteRange(request.headers.get("Range"), entry.size, {
          ifRange: request.headers.get("If-Range"),
          etag: entry.etag,
        })
      : ({ status: 200 } as const);
  if (answer.status === 416) {
    await first.body?.cancel();
    headers.set("Content-Range", `bytes */${entry.size}`);
    headers.set("Content-Length", "0");
    return new Response(null, { status: 416, headers });
  }

  const [start, end] = answer.status === 206 ? [answer.start, answer.end] : [0, entry.size - 1];
  const pieces = partsFor(start, end);
  let firstUnused: Response | undefined = first;
  const body = streamParts(pieces, async (part) => {
    const response: Response = part === 0 && firstUnused ? firstUnused : await readPart(part);
    firstUnused = undefined;
    return response.body as ReadableStream<Uint8Array>;
  });
  if (pieces[0]?.index !== 0) await first.body?.cancel();

  const length = end - start + 1;
  headers.set("Content-Length", String(length));
  if (answer.status === 206) {
    headers.set("Content-Range", `bytes ${start}-${end}/${entry.size}`);
  }
  // For HEAD as for GET: the runtime takes the length from the stream and reads none of it.
  return new Response(withLength(body, length), { status: answer.status, headers });
}
