import type { AnchorHTMLAttributes, ReactNode } from "react";
import { twMerge } from "tailwind-merge";

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

/**
 * A link styled as a button; in-page targets and checkouts are links, not buttons. A caller's
 * `className` wins over the base classes it conflicts with (`px-4` replaces `px-6`).
 */
export function ButtonLink({ variant = "gold", className, children, ...rest }: ButtonLinkProps) {
  return (
    <a
      {...rest}
      className={twMerge(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors",
        VARIANTS[variant],
        className,
      )}
    >
      {children}
    </a>
  );
}
