import type { SimpleIcon } from "simple-icons";

/** A brand's logo from simple-icons (CC0), drawn in the current text colour; decorative. */
export function BrandIcon({ icon, className }: { icon: SimpleIcon; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
    >
      <path d={icon.path} />
    </svg>
  );
}
