// The buyer's e-mail with her address (issue 58): its HTML part is made from the same words as its
// text part, which `npm run pedido -- novo` prints; what Resend receives has both.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_COLORS, orderEmailParts, sendOrderAddress } from "./order-email";
import { GET as messageFile } from "../../src/pages/pedido/mensagem.json";
import { orderMessages } from "../../src/content/order-page";
import { siteConfig } from "../../src/config/site";

const ADDRESS = "https://www.exemplo.com.br/pedido#Ab3dEf6hIj9kLm2nOp5qRs8t";

const parts = (buyerName = "Yasmin Fernandes") =>
  orderEmailParts({
    subject: orderMessages.createdSubject("K9XM3A", siteConfig.siteName),
    text: orderMessages.created({
      buyerName,
      number: "K9XM3A",
      packageId: "triple",
      songs: 3,
      address: ADDRESS,
      siteName: siteConfig.siteName,
    }),
    heading: orderMessages.createdHeading("K9XM3A"),
    button: orderMessages.createdButton,
    siteName: siteConfig.siteName,
    address: ADDRESS,
  });

/** The HTML's text, as a reader hears it: tags out, entities back. */
const heard = (html: string) =>
  html
    .replace(/<[^>]+>/g, "\n")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("orderEmailParts", () => {
  it("says in the HTML every line of the text, the address as a button and as itself", () => {
    const { text, html } = parts();
    expect(text).toContain(`\n${ADDRESS}\n`);
    const lines = heard(html)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    for (const line of text.split("\n").filter(Boolean)) expect(lines).toContain(line);
    // The button opens the address, and the address is shown, to copy or to check.
    expect(html.match(new RegExp(`<a href="${ADDRESS}"`, "g"))).toHaveLength(2);
    expect(lines).toContain(orderMessages.createdButton);
    expect(html).toContain(`<h1 style="`);
    expect(lines).toContain("O seu pedido K9XM3A");
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
  });

  it("loads nothing: no image, no style sheet, no script", () => {
    const { html } = parts();
    expect(html).not.toMatch(/<img|<link|<script|<style|url\(/i);
  });

  it("writes a name or a brand as text, never as markup", () => {
    const { html } = orderEmailParts({
      subject: "Dança & Melodia: o seu pedido K9XM3A",
      text: `Olá, <i>Yasmin</i>!\n${ADDRESS}\n\nDança & Melodia`,
      heading: "O seu pedido K9XM3A",
      button: "Abrir",
      siteName: "Dança & Melodia",
      address: ADDRESS,
    });
    expect(html).not.toContain("<i>");
    expect(html).toContain("Olá, &lt;i&gt;Yasmin&lt;/i&gt;!");
    expect(html).not.toMatch(/Dança & /);
    expect(html).toContain(">Dança &amp; Melodia</p>\n</div>");
  });

  it("uses the site's own colours (src/styles/global.css)", () => {
    const css = readFileSync(new URL("../../src/styles/global.css", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(EMAIL_COLORS)) {
      expect(css, name).toContain(`--color-${name}: ${value};`);
    }
  });
});

describe("sendOrderAddress", () => {
  it("sends Resend the text and the HTML, made from the build's words, filled for the order", async () => {
    const sent: { body: Record<string, unknown>; headers: Headers }[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push({ body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
      return new Response(JSON.stringify({ id: "1" }), { status: 200 });
    });
    const accepted = await sendOrderAddress(
      {
        RESEND_API_KEY: "re_teste",
        EMAIL_FROM: "Loja <pedidos@exemplo.com.br>",
        ASSETS: { fetch: async () => messageFile({} as never) as Response },
      },
      {
        number: "K9XM3A",
        package: "triple",
        buyerName: "Yasmin Fernandes",
        buyerEmail: "yasmin@exemplo.com.br",
        address: ADDRESS,
      },
      "https://www.exemplo.com.br",
    );
    expect(accepted).toBe(true);
    const expected = parts();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get("Idempotency-Key")).toBe("pedido-K9XM3A");
    expect(sent[0]?.body).toEqual({
      from: "Loja <pedidos@exemplo.com.br>",
      to: ["yasmin@exemplo.com.br"],
      subject: expected.subject,
      text: expected.text,
      html: expected.html,
    });
  });
});
