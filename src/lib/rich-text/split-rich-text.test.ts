import { describe, expect, it } from "vitest";
import { splitRichText, tokensOf, writtenLink } from "./split-rich-text";

describe("splitRichText", () => {
  it("keeps plain text as one piece", () => {
    expect(splitRichText("Sem nada especial.")).toEqual([
      { type: "text", text: "Sem nada especial." },
    ]);
  });

  it("finds tokens and e-mail addresses, leaving a sentence's final dot as text", () => {
    expect(splitRichText("Veja os {terms} ou escreva para dpo@exemplo.com.br.")).toEqual([
      { type: "text", text: "Veja os " },
      { type: "token", name: "terms" },
      { type: "text", text: " ou escreva para " },
      { type: "email", address: "dpo@exemplo.com.br" },
      { type: "text", text: "." },
    ]);
  });

  it("reads a token at the start and at the end", () => {
    expect(splitRichText("{siteName} e {email}")).toEqual([
      { type: "token", name: "siteName" },
      { type: "text", text: " e " },
      { type: "token", name: "email" },
    ]);
  });
});

describe("links written in", () => {
  it("reads a written link to this site or an https address", () => {
    expect(
      splitRichText(
        `Leia os ${writtenLink("termos de uso da Kiwify", "https://kiwify.com.br/termos")} e a ${writtenLink("Política de Privacidade", "/politica-de-privacidade")}.`,
      ),
    ).toEqual([
      { type: "text", text: "Leia os " },
      { type: "link", label: "termos de uso da Kiwify", href: "https://kiwify.com.br/termos" },
      { type: "text", text: " e a " },
      { type: "link", label: "Política de Privacidade", href: "/politica-de-privacidade" },
      { type: "text", text: "." },
    ]);
  });

  it("leaves any other address as text", () => {
    for (const text of ["[x](javascript:alert(1))", "[x](http://a.com)", "[x](data:text/html,1)"]) {
      expect(splitRichText(text).every((segment) => segment.type !== "link")).toBe(true);
    }
  });
});

describe("tokensOf", () => {
  it("lists the tokens of a text", () => {
    expect(tokensOf("{a}, {b} e x@y.com")).toEqual(["a", "b"]);
  });
});
