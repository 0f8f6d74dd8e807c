// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  handOffOrderCode,
  ORDER_CODE_PARAMS_ATTRIBUTE,
  orderCodeFromSearch,
  withoutOrderCode,
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

describe("withoutOrderCode", () => {
  it("removes every configured parameter and keeps the rest of the address", () => {
    expect(
      withoutOrderCode("https://x.com.br/obrigado?plano=unica&transaction=HP123#brief", [
        "transaction",
        "order_id",
      ]),
    ).toBe("/obrigado?plano=unica#brief");
    expect(
      withoutOrderCode("https://x.com.br/obrigado?order_id=%3Cscript%3E&transaction=HP1", [
        "transaction",
        "order_id",
      ]),
    ).toBe("/obrigado");
  });

  it("is null when the address carries none of them", () => {
    expect(withoutOrderCode("https://x.com.br/obrigado?plano=unica", ["transaction"])).toBeNull();
    expect(withoutOrderCode("https://x.com.br/obrigado?transaction=1", [])).toBeNull();
  });
});

describe("handOffOrderCode", () => {
  const start = window.location.href;
  afterEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", start);
  });

  function page(params: unknown, search: string, typed = "") {
    document.body.innerHTML = `
      <script type="application/json" ${ORDER_CODE_PARAMS_ATTRIBUTE}>${JSON.stringify(params)}</script>
      <form><input name="orderCode" value="${typed}"></form>`;
    window.history.replaceState(null, "", `/obrigado${search}`);
  }
  const field = () => document.querySelector<HTMLInputElement>('input[name="orderCode"]')!;

  it("fills the field with the code and takes it out of the address", () => {
    page(["transaction"], "?plano=unica&transaction=HP123");
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

  it("leaves the address alone when no parameter is configured, or the block is broken", () => {
    page([], "?transaction=HP123");
    handOffOrderCode();
    expect(window.location.search).toBe("?transaction=HP123");
    document.body.innerHTML = `<script type="application/json" ${ORDER_CODE_PARAMS_ATTRIBUTE}>{oops</script>`;
    handOffOrderCode();
    expect(window.location.search).toBe("?transaction=HP123");
  });
});
