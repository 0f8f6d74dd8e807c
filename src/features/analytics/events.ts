/**
 * The site's own events and what each provider is told about them. Pure: the values come only
 * from the configuration and the content (plan, price, track), never from the address or the
 * visitor's input, so nothing a visitor types or a link carries reaches a payload.
 */
import type { PlanId } from "../../content/types";

export type SiteEvent =
  | { readonly type: "sample-played"; readonly trackId: string; readonly trackTitle: string }
  | { readonly type: "checkout-clicked"; readonly plan: PlanId }
  | {
      readonly type: "brief-sent";
      readonly plan: PlanId | null;
      readonly channel: "whatsapp" | "email" | "copy";
    };

export interface PlanFacts {
  readonly name: string;
  /** In reais, as the providers expect (149.9), from the configured centavos. */
  readonly value: number;
  readonly songs: number;
}

export type PlanCatalogue = Readonly<Record<PlanId, PlanFacts>>;

type Props = Readonly<Record<string, string | number | readonly unknown[]>>;

export interface ProviderCall {
  readonly name: string;
  readonly props: Props;
}

/** Plausible's names of the three events (content/consent.ts, through the page's data). */
export interface EventNames {
  readonly samplePlayed: string;
  readonly checkoutClicked: string;
  readonly briefSent: string;
}

/** Plausible: a custom event with string properties. */
export function plausibleCall(
  event: SiteEvent,
  plans: PlanCatalogue,
  names: EventNames,
): ProviderCall {
  switch (event.type) {
    case "sample-played":
      return { name: names.samplePlayed, props: { faixa: event.trackTitle } };
    case "checkout-clicked":
      return { name: names.checkoutClicked, props: { plano: plans[event.plan].name } };
    case "brief-sent":
      return {
        name: names.briefSent,
        props: {
          plano: event.plan ? plans[event.plan].name : "não escolhido",
          canal: event.channel,
        },
      };
  }
}

/** Google Analytics 4: recommended events where one fits (begin_checkout, generate_lead). */
export function ga4Call(event: SiteEvent, plans: PlanCatalogue): ProviderCall {
  switch (event.type) {
    case "sample-played":
      return {
        name: "sample_play",
        props: { track_id: event.trackId, track_title: event.trackTitle },
      };
    case "checkout-clicked": {
      const plan = plans[event.plan];
      return {
        name: "begin_checkout",
        props: {
          currency: "BRL",
          value: plan.value,
          items: [{ item_id: event.plan, item_name: plan.name, price: plan.value, quantity: 1 }],
        },
      };
    }
    case "brief-sent":
      return {
        name: "generate_lead",
        props: {
          lead_source: event.channel,
          ...(event.plan ? { item_name: plans[event.plan].name } : {}),
        },
      };
  }
}

/** Meta Pixel: standard events (ViewContent, InitiateCheckout, Lead). */
export function pixelCall(event: SiteEvent, plans: PlanCatalogue): ProviderCall {
  switch (event.type) {
    case "sample-played":
      return {
        name: "ViewContent",
        props: { content_name: event.trackTitle, content_category: "exemplo" },
      };
    case "checkout-clicked": {
      const plan = plans[event.plan];
      return {
        name: "InitiateCheckout",
        props: {
          value: plan.value,
          currency: "BRL",
          content_name: plan.name,
          content_ids: [event.plan],
          num_items: plan.songs,
        },
      };
    }
    case "brief-sent":
      return {
        name: "Lead",
        props: event.plan ? { content_name: plans[event.plan].name } : {},
      };
  }
}
