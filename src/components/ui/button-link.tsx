import type { AnchorHTMLAttributes, ReactNode } from "react";

type Variant = "gold" | "outline-light" | "night";

const VARIANTS: Record<Variant, string> = {
  gold: "bg-gold text-night hover:bg-gold-light",
  "outline-light":
    "border border-cream/40 text-cream hover:border-gold-light hover:text-gold-light",
  night: "bg-night text-cream hover:bg-night-3",
};

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  children: ReactNode;
}

/** A link styled as a button; in-page targets and checkouts are links, not buttons. */
export function ButtonLink({
  variant = "gold",
  className = "",
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a
      {...rest}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </a>
  );
}
