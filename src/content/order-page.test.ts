// /pedido and the messages `npm run pedido` prints: in the owner's voice (config/voice-global.ts),
// which reaches them without the rest of her configuration.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SellerVoice } from "../config/env-offer";

async function wordsFor(voice: SellerVoice | null) {
  vi.resetModules();
  vi.doMock("../config/voice-global.ts", () => ({ handedVoice: () => voice }));
  return import("./order-page");
}

/** The page's text as typed: its "e-mail" keeps a non-breaking hyphen, its "seção 8" a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

afterEach(() => {
  vi.doUnmock("../config/voice-global.ts");
});

const created = {
  buyerName: "Yasmin Fernandes",
  number: "P-1234",
  packageId: "single",
  songs: 1,
  address: "https://www.estudiolayla.com.br/pedido#abc",
  siteName: "Estúdio Layla",
} as const;

describe("the order's page and messages", () => {
  it("speak in the plural on the demo, and where no voice was handed over", async () => {
    for (const voice of ["plural", null] as const) {
      const { orderPageContent } = await wordsFor(voice);
      expect(plain(orderPageContent.next.brief(1, false))).toBe(
        "Se você já nos contou como quer a música, estamos escrevendo a letra, que chega ao seu e-mail. Se ainda não contou, responda ao nosso e-mail com o nome, como ele se pronuncia, o estilo, o ritmo, a duração e como a música termina.",
      );
    }
    const { orderMessages } = await wordsFor("plural");
    expect(orderMessages.created(created)).toMatch(/^Olá, Yasmin! Recebemos o seu pedido P-1234/);
  });

  it("speak in the voice of a business of one", async () => {
    const { orderPageContent, orderMessages } = await wordsFor("singular");
    expect(plain(orderPageContent.next.brief(1, false))).toBe(
      "Se você já me contou como quer a música, estou escrevendo a letra, que chega ao seu e-mail. Se ainda não contou, responda ao meu e-mail com o nome, como ele se pronuncia, o estilo, o ritmo, a duração e como a música termina.",
    );
    // Where she has WhatsApp, the buyer answers where she talked: no "meu e-mail" alone.
    expect(plain(orderPageContent.next.brief(3, true))).toBe(
      "Se você já me contou como quer as músicas, estou escrevendo as letras, que chegam ao seu e-mail. Se ainda não contou, responda por e-mail ou pelo WhatsApp com o nome, como ele se pronuncia, o estilo, o ritmo, a duração e como cada música termina.",
    );
    expect(orderPageContent.next.previews(1, false)).toContain("responda ao meu e-mail dizendo");
    expect(orderPageContent.help.text("P-1234")).toBe("Fale comigo informando o pedido P-1234.");
    expect(orderPageContent.status.notFound.text).toContain("que enviei, sem cortes");
    expect(orderMessages.created(created)).toMatch(/^Olá, Yasmin! Recebi o seu pedido P-1234/);
    expect(
      orderMessages.refunded({
        buyerName: "Yasmin",
        number: "P-1234",
        songs: "da música",
        siteName: "Estúdio Layla",
      }),
    ).toContain("Registrei o reembolso da música do pedido P-1234, e já pedi o estorno.");
  });
});
