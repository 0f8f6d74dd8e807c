import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decorateCheckoutUrl,
  parsePromoCode,
  PROMO_CODE_MAX_LENGTH,
  PROMO_COOKIE_MAX_AGE_SECONDS,
  promoCodeFromCookies,
  promoCodeFromSearch,
  serializePromoCookie,
  serializePromoCookieRemoval,
  withoutPromoParam,
} from "./promo-code";

const CHECKOUT = "https://pay.example.com/checkout/musica-unica?plan=1&utm_source=site";

describe("parsePromoCode", () => {
  it("keeps an ordinary code, trimmed", () => {
    expect(parsePromoCode("  DANCA10 ")).toBe("DANCA10");
  });

  it("ignores missing, empty and blank values", () => {
    expect(parsePromoCode(null)).toBeNull();
    expect(parsePromoCode(undefined)).toBeNull();
    expect(parsePromoCode("")).toBeNull();
    expect(parsePromoCode("   ")).toBeNull();
  });

  it("accepts exactly 64 characters and rejects 65", () => {
    expect(parsePromoCode("a".repeat(PROMO_CODE_MAX_LENGTH))).toHaveLength(64);
    expect(parsePromoCode("a".repeat(PROMO_CODE_MAX_LENGTH + 1))).toBeNull();
    expect(parsePromoCode("x".repeat(5000))).toBeNull();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(parsePromoCode("💃".repeat(64))).toBe("💃".repeat(64));
  });

  it("rejects control characters", () => {
    for (const bad of [
      "A\u0000B",
      "A\nB",
      "A\rB",
      "A\u001bB",
      "A\u007fB",
      "A\u0085B",
      "A\u2028B",
    ]) {
      expect(parsePromoCode(bad)).toBeNull();
    }
  });

  it("keeps markup as plain text (rendering never treats it as HTML)", () => {
    expect(parsePromoCode("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});

describe("promoCodeFromSearch", () => {
  it("reads the promocode parameter, decoded", () => {
    expect(promoCodeFromSearch("?promocode=VERAO%2026&x=1")).toBe("VERAO 26");
    expect(promoCodeFromSearch("?promocode=a%26b%3Dc%23d")).toBe("a&b=c#d");
  });

  it("returns null without the parameter or with an invalid value", () => {
    expect(promoCodeFromSearch("")).toBeNull();
    expect(promoCodeFromSearch("?promo=X")).toBeNull();
    expect(promoCodeFromSearch(`?promocode=${"z".repeat(65)}`)).toBeNull();
  });
});

describe("serializePromoCookie", () => {
  it("writes promo_code for 60 days on the whole site", () => {
    expect(serializePromoCookie("DANCA10", { secure: false })).toBe(
      "promo_code=DANCA10; Path=/; Max-Age=5184000; SameSite=Lax",
    );
    expect(PROMO_COOKIE_MAX_AGE_SECONDS).toBe(60 * 24 * 60 * 60);
  });

  it("adds Secure over https and encodes separators", () => {
    expect(serializePromoCookie("a;b=c d", { secure: true })).toBe(
      "promo_code=a%3Bb%3Dc%20d; Path=/; Max-Age=5184000; SameSite=Lax; Secure",
    );
  });
});

describe("promoCodeFromCookies", () => {
  it("finds the code among other cookies", () => {
    expect(promoCodeFromCookies("a=1; promo_code=DAN%C3%87A; b=2")).toBe("DANÇA");
  });

  it("returns null when absent, malformed or invalid", () => {
    expect(promoCodeFromCookies("")).toBeNull();
    expect(promoCodeFromCookies("xpromo_code=1")).toBeNull();
    expect(promoCodeFromCookies("promo_code=%E0%A4%A")).toBeNull();
    expect(promoCodeFromCookies(`promo_code=${"q".repeat(65)}`)).toBeNull();
  });
});

describe("decorateCheckoutUrl", () => {
  it("returns the plain URL without a code", () => {
    expect(decorateCheckoutUrl(CHECKOUT, null)).toBe(CHECKOUT);
  });

  it("adds the code, keeping the other parameters", () => {
    const url = new URL(decorateCheckoutUrl(CHECKOUT, "DANCA10"));
    expect(url.searchParams.get("promocode")).toBe("DANCA10");
    expect(url.searchParams.get("plan")).toBe("1");
    expect(url.searchParams.get("utm_source")).toBe("site");
  });

  it("replaces a promocode already in the checkout URL", () => {
    const url = new URL(decorateCheckoutUrl(`${CHECKOUT}&promocode=OLD&promocode=OLDER`, "NEW"));
    expect(url.searchParams.getAll("promocode")).toEqual(["NEW"]);
  });

  it("encodes characters that would break the URL", () => {
    const href = decorateCheckoutUrl(CHECKOUT, "a&b=c#d <x>");
    expect(href).not.toContain("#d");
    expect(new URL(href).searchParams.get("promocode")).toBe("a&b=c#d <x>");
    expect(new URL(href).hash).toBe("");
  });

  it("keeps origin and path and carries exactly the stored code, for any valid code", () => {
    const checkouts = fc.constantFrom(
      CHECKOUT,
      "https://checkout.example.com.br/p/abc",
      "https://pay.example.com/x?promocode=OLD#frag",
    );
    fc.assert(
      fc.property(checkouts, fc.string({ unit: "grapheme", maxLength: 80 }), (checkout, raw) => {
        const code = parsePromoCode(raw);
        fc.pre(code !== null);
        const before = new URL(checkout);
        const after = new URL(decorateCheckoutUrl(checkout, code));
        expect(after.origin).toBe(before.origin);
        expect(after.pathname).toBe(before.pathname);
        expect(after.hash).toBe(before.hash);
        expect(after.searchParams.getAll("promocode")).toEqual([code]);
      }),
      { numRuns: 500 },
    );
  });

  it("round-trips any valid code through the cookie", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 70 }), (raw) => {
        const code = parsePromoCode(raw);
        fc.pre(code !== null);
        const cookie = serializePromoCookie(code, { secure: true }).split(";")[0]!;
        expect(promoCodeFromCookies(`other=1; ${cookie}`)).toBe(code);
      }),
      { numRuns: 500 },
    );
  });
});

describe("serializePromoCookieRemoval", () => {
  it("expires the cookie on the path it was set on", () => {
    expect(serializePromoCookieRemoval()).toBe("promo_code=; Path=/; Max-Age=0; SameSite=Lax");
  });
});

describe("withoutPromoParam", () => {
  it("drops only the promocode parameter", () => {
    expect(withoutPromoParam("https://a.com/?promocode=X&utm_source=ig#precos")).toBe(
      "https://a.com/?utm_source=ig#precos",
    );
  });
});
