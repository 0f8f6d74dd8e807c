import type { LucideIcon } from "lucide-react";

/**
 * A document's eyebrow and heading, as the pages outside the landing one open (/obrigado,
 * /licenca, /pedido): an icon, a short line above, the page's one h1.
 */
export function DocumentTitle({
  icon: Icon,
  eyebrow,
  heading,
  printable = false,
}: {
  icon: LucideIcon;
  eyebrow: string;
  heading: string;
  /** Sized for a printed page too (/licenca). */
  printable?: boolean;
}) {
  return (
    <>
      <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-burgundy uppercase">
        <Icon aria-hidden="true" className="size-5" />
        {eyebrow}
      </p>
      <h1
        className={`mt-3 text-4xl font-bold text-night sm:text-5xl ${printable ? "print:text-3xl" : ""}`}
      >
        {heading}
      </h1>
    </>
  );
}
