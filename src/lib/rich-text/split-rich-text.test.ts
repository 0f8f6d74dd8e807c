import { describe, expect, it } from "vitest";
import { splitRichText, tokensOf } from "./split-rich-text";

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

describe("tokensOf", () => {
  it("lists the tokens of a text", () => {
    expect(tokensOf("{a}, {b} e x@y.com")).toEqual(["a", "b"]);
  });
});
