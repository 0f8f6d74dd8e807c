import { describe, expect, it } from "vitest";
import {
  choiceForAll,
  consentCookie,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  needsChoice,
  parseChoice,
  readCookie,
  serializeChoice,
  tagCookiesToRemove,
} from "./consent";
import { ga4Call, pixelCall, plausibleCall, type PlanCatalogue } from "./events";

const NAMES = { samplePlayed: "Exemplo", checkoutClicked: "Compra", briefSent: "Briefing" };

const PLANS: PlanCatalogue = {
  single: { name: "Música Única", value: 149, songs: 1 },
  triple: { name: "Pacote Profissional", value: 299.9, songs: 3 },
};

describe("the consent cookie", () => {
  it("keeps each answer and reads it back", () => {
    const choice = { medicao: true, publicidade: false };
    expect(serializeChoice(choice)).toBe("v1.m1.p0");
    expect(parseChoice("v1.m1.p0")).toEqual(choice);
    expect(parseChoice(serializeChoice({ publicidade: true }))).toEqual({ publicidade: true });
  });

  it.each([null, "", "v2.m1.p1", "m1.p1", "v1.m9", "<script>", "v1.x1"])(
    "reads a missing, foreign or altered value %j as no answer",
    (value) => {
      const choice = parseChoice(value);
      expect(choice.medicao).toBeUndefined();
      expect(choice.publicidade).toBeUndefined();
    },
  );

  it("asks again while a configured category has no answer, and only then", () => {
    expect(needsChoice({}, ["medicao"])).toBe(true);
    expect(needsChoice({ medicao: false }, ["medicao"])).toBe(false);
    // A tag configured after the visitor answered is asked about.
    expect(needsChoice({ medicao: true }, ["medicao", "publicidade"])).toBe(true);
    expect(needsChoice({}, [])).toBe(false);
  });

  it("lasts 6 months, for the whole site, and is Secure over HTTPS", () => {
    const cookie = consentCookie(choiceForAll(["medicao", "publicidade"], true), true);
    expect(cookie).toBe(
      `${CONSENT_COOKIE}=v1.m1.p1; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax; Secure`,
    );
    expect(CONSENT_MAX_AGE_DAYS).toBeLessThanOrEqual(183);
    expect(consentCookie({ medicao: false }, false)).not.toContain("Secure");
  });

  it("reads one cookie among others", () => {
    expect(readCookie("a=1; preferencias_cookies=v1.m0; b=2", CONSENT_COOKIE)).toBe("v1.m0");
    expect(readCookie("a=1", CONSENT_COOKIE)).toBeNull();
  });

  it("names the tags' cookies of the refused categories only", () => {
    const cookies = "_ga=1; _ga_AB12=2; _gid=3; _fbp=4; _fbc=5; promo_code=X; _gallery=6";
    expect(tagCookiesToRemove(cookies, ["medicao"])).toEqual(["_ga", "_ga_AB12", "_gid"]);
    expect(tagCookiesToRemove(cookies, ["publicidade"])).toEqual(["_fbp", "_fbc"]);
    expect(tagCookiesToRemove(cookies, [])).toEqual([]);
  });
});

describe("what each provider is told", () => {
  const sample = { type: "sample-played", trackId: "yasmin", trackTitle: "Yasmin" } as const;
  const checkout = { type: "checkout-clicked", plan: "triple" } as const;
  const brief = { type: "brief-sent", plan: "single", channel: "whatsapp" } as const;

  it("Plausible: the track, the plan's name, the channel", () => {
    expect(plausibleCall(sample, PLANS, NAMES).name).toBe("Exemplo");
    expect(plausibleCall(sample, PLANS, NAMES).props).toEqual({ faixa: "Yasmin" });
    expect(plausibleCall(checkout, PLANS, NAMES).props).toEqual({ plano: "Pacote Profissional" });
    expect(plausibleCall(brief, PLANS, NAMES).props).toEqual({
      plano: "Música Única",
      canal: "whatsapp",
    });
  });

  it("Google: begin_checkout in BRL with the configured price", () => {
    expect(ga4Call(checkout, PLANS)).toEqual({
      name: "begin_checkout",
      props: {
        currency: "BRL",
        value: 299.9,
        items: [{ item_id: "triple", item_name: "Pacote Profissional", price: 299.9, quantity: 1 }],
      },
    });
  });

  it("Meta: ViewContent, InitiateCheckout with value and BRL", () => {
    expect(pixelCall(sample, PLANS).name).toBe("ViewContent");
    expect(pixelCall(checkout, PLANS)).toEqual({
      name: "InitiateCheckout",
      props: {
        value: 299.9,
        currency: "BRL",
        content_name: "Pacote Profissional",
        content_ids: ["triple"],
        num_items: 3,
      },
    });
  });
});
