import { couponContent } from "../../content/sales";

/**
 * Where the promo code is shown ("Cupom X aplicado…", with a remove button). The script fills
 * it from the cookie or the address (lib/promo/decorate-links.ts), as text; it is a polite live region
 * so screen readers announce it, and its height is reserved so nothing moves when it appears.
 */
export function CouponNotice() {
  return (
    <div className="mx-auto mt-2 flex min-h-12 max-w-3xl items-center justify-center text-center text-sm text-ink">
      <p
        role="status"
        tabIndex={-1}
        data-coupon-status=""
        data-removed-text={couponContent.removed}
        className="outline-none"
      />
      <template data-coupon-template="">
        <span>
          {couponContent.before}{" "}
          <strong
            data-coupon-code=""
            className="inline-block max-w-[14ch] truncate align-bottom font-bold text-burgundy"
          />{" "}
          <span data-coupon-after="" data-visit-only-text={couponContent.afterThisVisitOnly}>
            {couponContent.after}
          </span>
        </span>{" "}
        <button
          type="button"
          data-coupon-remove=""
          className="inline-flex min-h-6 items-center rounded px-1 font-semibold text-burgundy underline underline-offset-2 hover:text-burgundy-dark"
        >
          {couponContent.remove}
        </button>
      </template>
    </div>
  );
}
