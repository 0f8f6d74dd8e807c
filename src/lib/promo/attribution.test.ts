import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../test/memory-storage";
import {
  ATTRIBUTION_PARAMS,
  ATTRIBUTION_VALUE_MAX_LENGTH,
  attributionFromSearch,
  decorateWithAttribution,
  parseStoredAttribution,
  serializeAttribution,
} from "./attribution";
import { ATTRIBUTION_STORAGE_KEY, syncAttribution } from "./attribution-store";

const CHECKOUT = "https://pay.hotmart.com/A123?off=xyz&utm_source=antigo#pagar";
const validValue = fc
  .string({ minLength: 1, maxLength: ATTRIBUTION_VALUE_MAX_LENGTH, unit: "grapheme" })
  .filter(
    (value) => value.trim() === value && value !== "" && !/[\p{Cc}\u2028\u2029]/u.test(value),
  );

describe("attributionFromSearch", () => {
  it("keeps the UTM and platform parameters and nothing else", () => {
    expect(
      attributionFromSearch(
        "?utm_source=instagram&utm_medium=bio&utm_campaign=maio&src=story&sck=abc&promocode=X&gclid=1",
      ),
    ).toEqual({
      utm_source: "instagram",
      utm_medium: "bio",
      utm_campaign: "maio",
      src: "story",
      sck: "abc",
    });
  });

  it("is null when the address carries none", () => {
    expect(attributionFromSearch("")).toBeNull();
    expect(attributionFromSearch("?promocode=DANCA10")).toBeNull();
    expect(attributionFromSearch("?utm_source=")).toBeNull();
  });

  it("ignores hostile values without an error: too long, control characters", () => {
    const long = "a".repeat(ATTRIBUTION_VALUE_MAX_LENGTH + 1);
    expect(
      attributionFromSearch(
        `?utm_source=${long}&utm_medium=a%0Ab&utm_campaign=ok&utm_term=%E2%80%A8`,
      ),
    ).toEqual({ utm_campaign: "ok" });
  });

  it("takes the first of repeated parameters", () => {
    expect(attributionFromSearch("?utm_source=a&utm_source=b")).toEqual({ utm_source: "a" });
  });
});

describe("decorateWithAttribution", () => {
  it("sets each parameter, replacing one already there, keeping the rest and the fragment", () => {
    const url = new URL(
      decorateWithAttribution(CHECKOUT, { utm_source: "instagram", sck: "bio link" }),
    );
    expect(url.origin + url.pathname).toBe("https://pay.hotmart.com/A123");
    expect(url.searchParams.get("off")).toBe("xyz");
    expect(url.searchParams.getAll("utm_source")).toEqual(["instagram"]);
    expect(url.searchParams.get("sck")).toBe("bio link");
    expect(url.hash).toBe("#pagar");
  });

  it("leaves the URL unchanged without attribution", () => {
    expect(decorateWithAttribution(CHECKOUT, null)).toBe(CHECKOUT);
  });

  it("carries any valid value exactly, whatever it contains (&, #, =, quotes, emoji)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTRIBUTION_PARAMS), validValue, (name, value) => {
        const parsed = attributionFromSearch(`?${new URLSearchParams({ [name]: value })}`);
        expect(parsed).toEqual({ [name]: value });
        const url = new URL(decorateWithAttribution(CHECKOUT, parsed));
        expect(url.searchParams.getAll(name)).toEqual([value]);
        expect(url.searchParams.get("off")).toBe("xyz");
        expect(url.hash).toBe("#pagar");
      }),
    );
  });

  it("never lets a parameter outside the allow-list through", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, value) => {
        const parsed = attributionFromSearch(`?${new URLSearchParams({ [name]: value })}`);
        for (const key of Object.keys(parsed ?? {})) {
          expect(ATTRIBUTION_PARAMS).toContain(key);
        }
      }),
    );
  });
});

describe("parseStoredAttribution", () => {
  it("reads back what was stored", () => {
    const attribution = { utm_source: "whatsapp", utm_campaign: "lançamento" };
    expect(parseStoredAttribution(serializeAttribution(attribution))).toEqual(attribution);
  });

  it("never throws on tampered storage, and re-validates every value", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseStoredAttribution(text)).not.toThrow();
      }),
    );
    expect(parseStoredAttribution('{"utm_source":"a\\u0000b","evil":"x","src":"ok"}')).toEqual({
      src: "ok",
    });
    expect(parseStoredAttribution("[1,2]")).toBeNull();
    expect(parseStoredAttribution(null)).toBeNull();
  });
});

describe("syncAttribution", () => {
  it("keeps the address's attribution for the rest of the visit", () => {
    const storage = memoryStorage();
    syncAttribution({ location: { search: "?utm_source=instagram" }, storage: () => storage });
    expect(storage.data.get(ATTRIBUTION_STORAGE_KEY)).toBe('{"utm_source":"instagram"}');
    expect(syncAttribution({ location: { search: "" }, storage: () => storage })).toEqual({
      utm_source: "instagram",
    });
  });

  it("lets a new campaign link replace the previous one", () => {
    const storage = memoryStorage();
    syncAttribution({ location: { search: "?utm_source=a&utm_term=x" }, storage: () => storage });
    expect(
      syncAttribution({ location: { search: "?utm_source=b" }, storage: () => storage }),
    ).toEqual({ utm_source: "b" });
  });

  it("with storage blocked, uses this address's parameters only and throws nothing", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    expect(syncAttribution({ location: { search: "?src=bio" }, storage: blocked })).toEqual({
      src: "bio",
    });
    expect(syncAttribution({ location: { search: "" }, storage: blocked })).toBeNull();
  });
});
