// @vitest-environment node
import { describe, expect, it } from "vitest";
import { API_HEADERS, contentDisposition, storeOf } from "./order-api";

describe("contentDisposition", () => {
  it("names the download as the song, with an ASCII name for old clients", () => {
    expect(contentDisposition("Noite no Cairo.mp3")).toBe(
      `attachment; filename="Noite no Cairo.mp3"; filename*=UTF-8''Noite%20no%20Cairo.mp3`,
    );
    expect(contentDisposition("Dança da Lua — versão palco.mp3")).toBe(
      `attachment; filename="Danca da Lua  versao palco.mp3"; filename*=UTF-8''Dan%C3%A7a%20da%20Lua%20%E2%80%94%20vers%C3%A3o%20palco.mp3`,
    );
  });

  it("lets no quote, semicolon or line break out of the header", () => {
    const header = contentDisposition('a";\r\nSet-Cookie: x=1.mp3');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
    expect(contentDisposition("ção.mp3")).toContain('filename="cao.mp3"');
    expect(contentDisposition("音楽")).toContain('filename="musica.mp3"');
  });
});

describe("the API's answers", () => {
  it("keep every answer out of caches, Referers and search engines", () => {
    expect(API_HEADERS).toMatchObject({
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex, nofollow",
    });
  });

  it("have a store only where both bindings are there", () => {
    expect(storeOf({})).toBeNull();
    expect(storeOf({ PEDIDOS: {} as never })).toBeNull();
    expect(storeOf({ PEDIDOS: {} as never, ARQUIVOS: {} as never })).not.toBeNull();
  });
});
