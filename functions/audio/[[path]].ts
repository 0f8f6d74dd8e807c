/**
 * Cloudflare Pages serves its static files without byte ranges: a `Range` request gets 200 and
 * the whole file. Firefox and Chromium cope; WebKit (Safari, every browser on an iPhone) then
 * cannot seek a sample, nor learn an Opus file's length. This Pages Function, run for /audio/*
 * only, answers GET and HEAD for the samples, with byte ranges (RFC 9110: `If-Range`, 416, and
 * the whole file where a range is to be ignored). Other hosts ignore this folder: they serve
 * ranges on their own. See docs/decisions/0006-host-runtimes.md.
 *
 * Each request does bounded work, so that a crowd pressing play at once costs what static files
 * cost (deploy/audio-parts.mjs, `audioAnswer`): HEAD reads no part; a range reads the parts the
 * build cut the sample into, and `bytes=N-` at most one of them (the browser asks again from
 * where the answer stopped); the whole file is the static file itself. A whole part's or file's
 * body is passed on as it is, so its bytes never pass through JavaScript.
 */
import {
  AUDIO_PARTS_INDEX,
  audioAnswer,
  cutPart,
  isWholePart,
  partLength,
  streamParts,
  type AudioEntry,
  type AudioPartsIndex,
} from "../../deploy/audio-parts.mjs";

interface Assets {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

interface PagesContext {
  readonly request: Request;
  /** The project's static files, with the `_headers` rules applied (which a function's own
   * responses do not get: it copies them from the file it read). */
  readonly env: { readonly ASSETS: Assets };
  next(): Promise<Response>;
}

/** workerd's stream that gives its response a Content-Length (absent elsewhere). */
declare const FixedLengthStream:
  | (new (length: number) => {
      readable: ReadableStream<Uint8Array>;
      writable: WritableStream<Uint8Array>;
    })
  | undefined;

/** Where `length` bytes are written, to be read as a body with a Content-Length. */
function channel(length: number) {
  return typeof FixedLengthStream === "undefined"
    ? new TransformStream<Uint8Array, Uint8Array>()
    : new FixedLengthStream(length);
}

/**
 * `body` as it is, with a Content-Length: piped from one of the runtime's streams to another, so
 * no chunk passes through JavaScript.
 */
function withLength(body: ReadableStream<Uint8Array> | null, length: number) {
  if (!body || typeof FixedLengthStream === "undefined") return body;
  const { readable, writable } = new FixedLengthStream(length);
  void body.pipeTo(writable).catch(() => {});
  return readable;
}

/** Read once per isolate; a failed read is tried again by the next request. */
let index: Promise<AudioPartsIndex> | undefined;

function readIndex(url: string, assets: Assets): Promise<AudioPartsIndex> {
  index ??= assets.fetch(new URL(AUDIO_PARTS_INDEX, url).href).then(async (response) => {
    if (!response.ok) throw new Error(`${AUDIO_PARTS_INDEX}: HTTP ${response.status}`);
    return (await response.json()) as AudioPartsIndex;
  });
  return index.catch((error: unknown) => {
    index = undefined;
    throw error;
  });
}

/** The headers of a static file's answer, made the sample's: its validator, ranges accepted. */
function sampleHeaders(from: Response, entry: AudioEntry): Headers {
  const headers = new Headers(from.headers);
  // The runtime sets the length of what is sent; a part's own validators are not the sample's.
  for (const name of [
    "Content-Length",
    "Content-Range",
    "Content-Encoding",
    "Transfer-Encoding",
    "Last-Modified",
  ]) {
    headers.delete(name);
  }
  headers.set("ETag", entry.etag);
  headers.set("Accept-Ranges", "bytes");
  return headers;
}

export async function onRequest({ request, env, next }: PagesContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if ((request.method !== "GET" && request.method !== "HEAD") || pathname.startsWith("/audio/_")) {
    return next();
  }
  const entry = (await readIndex(request.url, env.ASSETS).catch(() => ({}) as AudioPartsIndex))[
    pathname
  ];
  // Not a sample: the static server's answer, a 404 for a path it does not have.
  if (!entry) return next();

  const file = (init?: RequestInit) => env.ASSETS.fetch(new URL(pathname, request.url).href, init);
  const readPart = async (part: number) => {
    const response = await env.ASSETS.fetch(new URL(entry.parts[part] ?? "", request.url).href);
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`${entry.parts[part]}: ${response.status}`);
    }
    return response;
  };

  const answer = audioAnswer(
    {
      method: request.method,
      range: request.headers.get("Range"),
      ifRange: request.headers.get("If-Range"),
    },
    entry,
  );

  if (answer.kind === "headers" || answer.kind === "unsatisfiable") {
    // The file's headers, asked with HEAD: no byte of it is read.
    const headers = sampleHeaders(await file({ method: "HEAD" }), entry);
    if (answer.kind === "headers") {
      headers.set("Content-Length", String(entry.size));
      return new Response(null, { status: 200, headers });
    }
    headers.set("Content-Range", `bytes */${entry.size}`);
    headers.set("Content-Length", "0");
    return new Response(null, { status: 416, headers });
  }

  if (answer.kind === "file") {
    const whole = await file();
    if (!whole.ok) return whole;
    const headers = sampleHeaders(whole, entry);
    if (answer.status === 206) {
      headers.set("Content-Range", `bytes 0-${entry.size - 1}/${entry.size}`);
    }
    return new Response(withLength(whole.body, entry.size), { status: answer.status, headers });
  }

  const { start, end, pieces } = answer;
  const [first] = pieces;
  if (!first) throw new Error(`no part for bytes ${start}-${end}`);
  // The first part's answer gives the headers the `_headers` rules set for audio (cache,
  // security) and the Content-Type of the file's extension.
  const firstPart = await readPart(first.index);
  const headers = sampleHeaders(firstPart, entry);
  headers.set("Content-Range", `bytes ${start}-${end}/${entry.size}`);
  if (pieces.length === 1) {
    const body = isWholePart(first, entry)
      ? withLength(firstPart.body, end - start + 1)
      : await cutPart(first, firstPart, partLength(first.index, entry));
    return new Response(body, { status: 206, headers });
  }
  let unused: Response | undefined = firstPart;
  const body = streamParts(
    pieces,
    entry,
    async (part) => {
      const response = part === first.index && unused ? unused : await readPart(part);
      unused = undefined;
      return response;
    },
    channel(end - start + 1),
  );
  return new Response(body, { status: 206, headers });
}
