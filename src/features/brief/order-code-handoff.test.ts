// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  handOffOrderCode,
  keepingOnly,
  orderCodeFromSearch,
  THANKS_ADDRESS_ATTRIBUTE,
} from "./order-code-handoff";

describe("orderCodeFromSearch", () => {
  it("takes the order code from the first configured parameter that holds a valid one", () => {
    expect(orderCodeFromSearch("?transaction=HP1234&order=9", ["transaction", "order"])).toBe(
      "HP1234",
    );
    expect(orderCodeFromSearch("?transaction=<b>x</b>&order=9", ["transaction", "order"])).toBe(
      "9",
    );
    expect(orderCodeFromSearch("?transaction=HP1", [])).toBeNull();
    expect(orderCodeFromSearch(`?t=${"x".repeat(65)}`, ["t"])).toBeNull();
  });
});

describe("keepingOnly", () => {
  it("keeps only the named parameters, and drops the fragment", () => {
    expect(
      keepingOnly(
        "https://x.com.br/obrigado?plano=unica&transaction=HP123&email=ana%40x.com&name=Ana&utm_source=ig#brief",
        ["plano"],
      ),
    ).toBe("/obrigado?plano=unica");
    expect(keepingOnly("https://x.com.br/obrigado?order_id=%3Cscript%3E", ["plano"])).toBe(
      "/obrigado",
    );
    expect(keepingOnly("https://x.com.br/obrigado#x", ["plano"])).toBe("/obrigado");
  });

  it("is null when the address holds nothing else", () => {
    expect(keepingOnly("https://x.com.br/obrigado?plano=unica", ["plano"])).toBeNull();
    expect(keepingOnly("https://x.com.br/obrigado", ["plano"])).toBeNull();
  });
});

describe("handOffOrderCode", () => {
  const start = window.location.href;
  afterEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", start);
  });

  function page(orderCode: unknown, search: string, typed = "") {
    const rules = { orderCode, keep: ["plano"] };
    document.body.innerHTML = `
      <script type="application/json" ${THANKS_ADDRESS_ATTRIBUTE}>${JSON.stringify(rules)}</script>
      <form><input name="orderCode" value="${typed}"></form>`;
    window.history.replaceState(null, "", `/obrigado${search}`);
  }
  const field = () => document.querySelector<HTMLInputElement>('input[name="orderCode"]')!;

  it("fills the field with the code and leaves only the plan in the address", () => {
    page(["transaction"], "?plano=unica&transaction=HP123&email=ana%40x.com&utm_source=ig");
    handOffOrderCode();
    expect(field().value).toBe("HP123");
    expect(window.location.pathname + window.location.search).toBe("/obrigado?plano=unica");
  });

  it("takes out a code it will not prefill (not a valid code) and keeps what she typed", () => {
    page(["transaction"], "?transaction=%3Cimg%20src%3Dx%3E");
    handOffOrderCode();
    expect(field().value).toBe("");
    expect(window.location.search).toBe("");

    page(["transaction"], "?transaction=HP9", "HP-TYPED");
    handOffOrderCode();
    expect(field().value).toBe("HP-TYPED");
    expect(window.location.search).toBe("");
  });

  it("drops the buyer's data from the address even where no order-code parameter is configured", () => {
    page([], "?plano=profissional&name=Ana&phone=5511");
    handOffOrderCode();
    expect(field().value).toBe("");
    expect(window.location.search).toBe("?plano=profissional");
  });

  it("keeps nothing of the address when the block is missing or broken", () => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/obrigado?email=a%40b.com&plano=pacote");
    handOffOrderCode();
    expect(window.location.search).toBe("");
    document.body.innerHTML = `<script type="application/json" ${THANKS_ADDRESS_ATTRIBUTE}>{oops</script>`;
    window.history.replaceState(null, "", "/obrigado?email=a%40b.com");
    handOffOrderCode();
    expect(window.location.search).toBe("");
  });
});
