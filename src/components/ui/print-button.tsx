import { Printer } from "lucide-react";
import { useHydrated } from "../../lib/hooks/use-hydrated";

/**
 * Opens the browser's print dialog, where "Salvar como PDF" is too. Until it can work (before
 * hydration, or with JavaScript off) it says where the browser's own menu does the same.
 */
export function PrintButton({ label, fallback }: { label: string; fallback: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <p className="text-ink-soft">{fallback}</p>;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-night/40 bg-white px-6 py-3 font-semibold text-night transition-colors hover:border-night"
    >
      <Printer aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
