import type { ReactNode } from "react";
import { twMerge } from "tailwind-merge";

/** The page's column; a caller's `className` wins over the padding and width it conflicts with. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={twMerge("mx-auto w-full max-w-6xl px-5 sm:px-8", className)}>{children}</div>
  );
}
