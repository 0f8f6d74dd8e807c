/** Shapes of the site's content, after section 3 of the specification. */
import type { PaymentMethodId } from "./providers";
import type { RhythmId } from "./rhythms";

export type PlanId = "single" | "triple";

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  readonly description: string;
  /** Price as shown, e.g. "R$ 149", derived from `amountCents`. */
  readonly price: string;
  /** Price in centavos, from the configuration (VITE_PRICE_*). */
  readonly amountCents: number;
  readonly pricePerUnit?: string;
  readonly savings?: string;
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly buttonText: string;
  readonly checkoutUrl: string;
}

export interface ImageAsset {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface SampleTrack {
  readonly id: string;
  readonly title: string;
  readonly artist: string;
  /** Its style's name, one of the owner's (content/song-styles.ts): "Romântica". */
  readonly style: string;
  /** The rhythm it is played in: the same list the brief offers (rhythms.ts). */
  readonly rhythm: RhythmId;
  /** Its main tempo in beats per minute, when the owner gave it. */
  readonly bpm: number | null;
  /** Listed duration ("m:ss"), shown until the audio file's own metadata is known. */
  readonly duration: string;
  /** No voice and no sung name: the card says so. */
  readonly instrumental: boolean;
  /** One of the project's demo samples, which the launch gate refuses. */
  readonly demo: boolean;
  readonly cover: ImageAsset;
  /** Sources in order of preference; the browser plays the first it supports. */
  readonly audio: readonly { readonly src: string; readonly type: string }[];
}

export type StepIcon = "order" | "lyrics" | "music";

export interface Step {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: StepIcon;
}

/**
 * A piece of an FAQ answer: a paragraph, or a list (`ordered` for steps). Texts may hold the
 * tokens of `inline-links.ts` and e-mail addresses, rendered as links.
 */
export type FaqBlock =
  | { readonly type: "paragraph"; readonly text: string }
  | { readonly type: "list"; readonly ordered: boolean; readonly items: readonly string[] };

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly FaqBlock[];
}

export interface NavLink {
  readonly label: string;
  readonly href: string;
  /** With JavaScript, opens the cookie choice instead of following `href` (content/consent.ts). */
  readonly opensConsent?: boolean;
}

export type HighlightIcon = "ai" | "exclusive" | "fast" | "license";

export interface Highlight {
  readonly icon: HighlightIcon;
  readonly title: string;
  /** May hold the tokens of `inline-links.ts`, rendered as links. */
  readonly description: string;
}

export type { PaymentMethodId } from "./providers";

export interface PaymentMethod {
  readonly id: PaymentMethodId;
  readonly name: string;
  readonly logo: string;
}

/** The legal pages' parts (content/legal.ts, content/privacy-policy.ts). */
export type LegalBlock =
  | { readonly type: "paragraph"; readonly text: string }
  | { readonly type: "list"; readonly items: readonly string[] };

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}
