/**
 * The ways to pay, as every text names them: from the owner's list (VITE_PAYMENT_METHODS, the
 * demo's seven when it is the demo), or, where she has listed none, a sentence that sends the
 * buyer to the payment page for them, never a list that might be untrue of her checkout.
 */
import { siteConfig } from "../config/site";
import type { PaymentMethodId } from "./providers";
import { PAYMENT_METHODS } from "./providers";
import { we } from "./seller-voice";

/** Where the methods are not listed: the payment page says them. */
export const METHODS_ON_PAYMENT_PAGE =
  "as bandeiras e formas aceitas aparecem na página de pagamento";

/** Beside the card: the seller never sees its data (the FAQ, the footer, the contract summary). */
export const noCardData = `${we("Não guardamos", "Não guardo")} os dados do seu cartão.`;

/** How long a boleto takes to clear, in every sentence that says it. */
export const BOLETO_CLEARING = "de 1 a 3 dias úteis";

/** "a, b ou c" */
const either = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ou ${items.at(-1)}`;

export interface PaymentMethodWords {
  /** The listed methods, in the page's order: the footer's logos. */
  readonly listed: readonly (typeof PAYMENT_METHODS)[number][];
  /** "cartão de crédito (Visa, Mastercard, Elo, Hipercard ou American Express), Pix ou boleto bancário" */
  readonly full: string;
  /** "cartão de crédito, Pix ou boleto bancário" */
  readonly kinds: string;
  /** "cartão, Pix ou boleto" */
  readonly short: string;
  /** When a payment is confirmed, for the methods listed. */
  readonly confirmation: string;
  /** Whether a refund may need a bank account: Pix or boleto are listed. */
  readonly refundByTransfer: boolean;
  /** The listed methods a refund of which may need a bank account: "Pix", "Pix ou boleto". */
  readonly transfers: string;
  /** Whether the boleto is listed: a payment may take days to clear. */
  readonly boleto: boolean;
  /** Whether a card is listed. */
  readonly card: boolean;
}

/** The words for `methods`, or null where the owner has not listed them. */
export function paymentMethodWords(
  methods: readonly PaymentMethodId[] | null,
): PaymentMethodWords | null {
  if (methods === null) return null;
  const listed = PAYMENT_METHODS.filter((method) => methods.includes(method.id));
  const cards = listed.filter((method) => method.kind === "card").map((method) => method.name);
  const pix = listed.some((method) => method.kind === "pix");
  const boleto = listed.some((method) => method.kind === "boleto");
  const kinds = [
    ...(cards.length > 0 ? ["cartão de crédito"] : []),
    ...(pix ? ["Pix"] : []),
    ...(boleto ? ["boleto bancário"] : []),
  ];
  const full = [
    ...(cards.length > 0 ? [`cartão de crédito (${either(cards)})`] : []),
    ...(pix ? ["Pix"] : []),
    ...(boleto ? ["boleto bancário"] : []),
  ];
  const short = [
    ...(cards.length > 0 ? ["cartão"] : []),
    ...(pix ? ["Pix"] : []),
    ...(boleto ? ["boleto"] : []),
  ];
  const atOnce = [...(cards.length > 0 ? ["cartão"] : []), ...(pix ? ["Pix"] : [])];
  const instant =
    atOnce.length === 0
      ? ""
      : atOnce.length === 1
        ? `${atOnce[0] === "Pix" ? "O Pix" : "O cartão"} costuma ser confirmado na hora`
        : "Cartão e Pix costumam ser confirmados na hora";
  const confirmation = boleto
    ? instant
      ? `${instant}; o boleto leva ${BOLETO_CLEARING} para compensar.`
      : `O boleto leva ${BOLETO_CLEARING} para compensar.`
    : `${instant}.`;
  return {
    listed,
    full: either(full),
    kinds: either(kinds),
    short: either(short),
    confirmation,
    refundByTransfer: pix || boleto,
    transfers: either([...(pix ? ["Pix"] : []), ...(boleto ? ["boleto"] : [])]),
    boleto,
    card: cards.length > 0,
  };
}

/**
 * When a payment is confirmed where the methods are not listed: the payment page says which
 * there are, and the confirmation's time depends on the one she picks.
 */
export const CONFIRMATION_ON_PAYMENT_PAGE = `O tempo de confirmação depende da forma de pagamento: cartão e Pix costumam ser confirmados na hora e, onde houver boleto, ele leva ${BOLETO_CLEARING} para compensar.`;

/** This site's ways to pay (VITE_PAYMENT_METHODS), or null where the owner listed none. */
export const paymentMethods = paymentMethodWords(siteConfig.legal.paymentMethods);

/** "Pague com cartão, Pix ou boleto.", or where to see them. */
export const payWithSentence = paymentMethods
  ? `Pague com ${paymentMethods.short}.`
  : `${METHODS_ON_PAYMENT_PAGE.charAt(0).toUpperCase()}${METHODS_ON_PAYMENT_PAGE.slice(1)}.`;

/** Whether a buyer may have paid by boleto: it is listed, or the methods are not. */
export const boletoPossible = paymentMethods === null || paymentMethods.boleto;

/** Whether a buyer may have paid by card: one is listed, or the methods are not. */
export const cardPossible = paymentMethods === null || paymentMethods.card;

/** When the payment is confirmed, for this site's methods. */
export const confirmationSentence = paymentMethods?.confirmation ?? CONFIRMATION_ON_PAYMENT_PAGE;
