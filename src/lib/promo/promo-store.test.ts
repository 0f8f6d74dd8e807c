import { describe, expect, it } from "vitest";
import { clearPromoCode, syncPromoCode } from "./promo-store";

/** A cookie jar that behaves like document.cookie for one cookie name. */
function jar(initial = "") {
  let stored = initial;
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return stored;
    },
    set cookie(value: string) {
      writes.push(value);
      stored = value.split(";")[0]!;
    },
  };
}

describe("syncPromoCode", () => {
  it("stores a code from the address and returns it", () => {
    const document = jar();
    const code = syncPromoCode({
      location: { search: "?promocode=DANCA10", protocol: "https:" },
      document,
    });
    expect(code).toEqual({ code: "DANCA10", stored: true });
    expect(document.writes[0]).toBe(
      "promo_code=DANCA10; Path=/; Max-Age=5184000; SameSite=Lax; Secure",
    );
  });

  it("omits Secure over http", () => {
    const document = jar();
    syncPromoCode({ location: { search: "?promocode=X", protocol: "http:" }, document });
    expect(document.writes[0]).not.toContain("Secure");
  });

  it("keeps using the stored code on a later visit without the parameter", () => {
    const document = jar("promo_code=OLD");
    expect(syncPromoCode({ location: { search: "", protocol: "https:" }, document })).toEqual({
      code: "OLD",
      stored: true,
    });
    expect(document.writes).toHaveLength(0);
  });

  it("replaces the stored code with a new parameter", () => {
    const document = jar("promo_code=OLD");
    expect(
      syncPromoCode({ location: { search: "?promocode=NEW", protocol: "https:" }, document }),
    ).toEqual({ code: "NEW", stored: true });
  });

  it("ignores a rejected value and keeps the stored code", () => {
    const document = jar("promo_code=OLD");
    const search = `?promocode=${"x".repeat(5000)}`;
    expect(syncPromoCode({ location: { search, protocol: "https:" }, document })).toEqual({
      code: "OLD",
      stored: true,
    });
    expect(document.writes).toHaveLength(0);
  });

  it("applies the clicked code to this visit when cookies are blocked (the write does not stick)", () => {
    const document = {
      get cookie() {
        return "";
      },
      set cookie(_value: string) {},
    };
    expect(
      syncPromoCode({ location: { search: "?promocode=X", protocol: "https:" }, document }),
    ).toEqual({ code: "X", stored: false });
  });

  it("applies the clicked code to this visit when document.cookie throws", () => {
    const document = {
      get cookie(): string {
        throw new DOMException("blocked", "SecurityError");
      },
      set cookie(_value: string) {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(
      syncPromoCode({ location: { search: "?promocode=X", protocol: "https:" }, document }),
    ).toEqual({ code: "X", stored: false });
    expect(syncPromoCode({ location: { search: "", protocol: "https:" }, document })).toBeNull();
  });

  it("prefers the clicked code to an older one the browser will not replace", () => {
    const document = {
      get cookie() {
        return "promo_code=OLD";
      },
      set cookie(_value: string) {},
    };
    expect(
      syncPromoCode({ location: { search: "?promocode=NEW", protocol: "https:" }, document }),
    ).toEqual({ code: "NEW", stored: false });
  });
});

describe("clearPromoCode", () => {
  it("deletes the stored code", () => {
    let stored = "promo_code=DANCA10";
    const document = {
      get cookie() {
        return stored;
      },
      set cookie(value: string) {
        stored = value.includes("Max-Age=0") ? "" : value.split(";")[0]!;
      },
    };
    expect(clearPromoCode(document)).toBe(true);
    expect(stored).toBe("");
  });

  it("reports failure, without throwing, where cookies throw", () => {
    const document = {
      get cookie(): string {
        throw new DOMException("blocked", "SecurityError");
      },
      set cookie(_value: string) {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(clearPromoCode(document)).toBe(false);
  });
});
