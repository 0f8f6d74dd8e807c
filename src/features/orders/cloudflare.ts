/**
 * The parts of Cloudflare's D1 and R2 bindings the order store uses, typed here: the same
 * objects come from the Pages Functions' `env` (workerd) and from wrangler's `getPlatformProxy()`
 * in the owner's command (Node), local or remote. The project does not install
 * @cloudflare/workers-types for these few methods.
 */

export interface D1Meta {
  readonly changes: number;
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<{ readonly results: T[] }>;
  run(): Promise<{ readonly meta: D1Meta }>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  /** Runs the statements in one transaction: all or none. */
  batch(statements: D1PreparedStatement[]): Promise<{ readonly meta: D1Meta }[]>;
}

export interface R2Object {
  readonly key: string;
  readonly size: number;
  /** The object's strong ETag, quoted, as an HTTP header writes it. */
  readonly httpEtag: string;
  readonly httpMetadata?: { readonly contentType?: string };
}

export interface R2ObjectBody extends R2Object {
  readonly body: ReadableStream<Uint8Array>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface R2Bucket {
  head(key: string): Promise<R2Object | null>;
  get(
    key: string,
    options?: { range?: { offset: number; length?: number } },
  ): Promise<R2ObjectBody | null>;
  put(
    key: string,
    value: ArrayBuffer | ArrayBufferView | ReadableStream | string,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<R2Object | null>;
  delete(keys: string | string[]): Promise<void>;
  list(options?: { prefix?: string; cursor?: string }): Promise<{
    readonly objects: R2Object[];
    readonly truncated: boolean;
    readonly cursor?: string;
  }>;
}

/** The bindings wrangler.toml declares for the orders (deploy/cloudflare-config.mjs). */
export interface OrderBindings {
  readonly PEDIDOS?: D1Database;
  readonly ARQUIVOS?: R2Bucket;
}
