interface EngagementClaimProps {
  /**
   * The figure, what it measures and its source (content/hero.ts), the same wherever shown;
   * false where the claim is left out (no source).
   */
  claim: { readonly value: string; readonly label: string; readonly source: string | null } | false;
  className: string;
  /** The figure's element: the hero's stands out as `strong`. */
  valueAs?: "strong" | "span";
  valueClassName: string;
}

/**
 * "10x mais engajamento": a claim about results, always beside the data that backs it (CDC
 * arts. 30, 36 and 37), and nothing where the owner has no source (config/env-schema.ts).
 */
export function EngagementClaim({
  claim,
  className,
  valueAs: Value = "span",
  valueClassName,
}: EngagementClaimProps) {
  if (!claim) return null;
  return (
    <p className={className} data-claim="engajamento">
      <Value className={valueClassName}>{claim.value}</Value> {claim.label}
      {claim.source ? (
        <span className="mt-1 block text-sm text-cream/75">{claim.source}</span>
      ) : null}
    </p>
  );
}
