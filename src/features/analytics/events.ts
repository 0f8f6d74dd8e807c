/**
 * The site's own events and what each provider is told about them. Pure: the values come only
 * from the configuration and the content (plan, price, track), never from the address or the
 * visitor's input, so nothing a visitor types or a link carries reaches a payload.
 */
import type { PlanId } from "../../content/types";

/** What Google Analytics and the Meta Pixel may be told: what happens on the selling pages. */
export type TaggedEvent =
  | { readonly type: "sample-played"; readonly trackId: string; readonly trackTitle: string }
  | { readonly type: "checkout-clicked"; readonly plan: PlanId };

/**
 * Sending the brief happens on /obrigado, where neither Google nor Meta runs (the buyer types her
 * data there: docs/decisions/0012): only cookieless Plausible counts it.
 */
export type BriefSent = {
  readonly type: "brief-sent";
  readonly plan: PlanId | null;
  readonly channel: "whatsapp" | "email" | "copy";
};

export type SiteEvent = TaggedEvent | BriefSent;

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

/** Google Analytics 4: a recommended event where one fits (begin_checkout). */
export function ga4Call(event: TaggedEvent, plans: PlanCatalogue): ProviderCall {
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
  }
}

/** Meta Pixel: standard events (ViewContent, InitiateCheckout). */
export function pixelCall(event: TaggedEvent, plans: PlanCatalogue): ProviderCall {
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
  }
}
