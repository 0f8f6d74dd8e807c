/** The brand's eight-point star, drawn inline so the header never waits for an image. */
export function BrandMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <rect x="7" y="7" width="18" height="18" />
        <rect x="7" y="7" width="18" height="18" transform="rotate(45 16 16)" />
      </g>
      <circle cx="16" cy="16" r="3.2" fill="currentColor" />
    </svg>
  );
}
