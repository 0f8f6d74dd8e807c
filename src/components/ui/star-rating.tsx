import { Star } from "lucide-react";

/** `stars` star icons for the eye, one sentence for assistive technology. */
export function StarRating({ stars, label }: { stars: number; label: string }) {
  return (
    <p className="flex gap-1 text-gold-dark" role="img" aria-label={label}>
      {Array.from({ length: stars }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}
