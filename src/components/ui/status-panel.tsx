import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One state of a page its script decides (/licenca's verdicts, /pedido's states): an icon, a
 * title and what it means; the script shows one at a time by the attribute in `marker`.
 */
export function StatusPanel({
  marker = {},
  icon: Icon,
  tone,
  iconTone = "",
  title,
  children,
  hidden = true,
}: {
  /** The attribute that names the panel for the page's script. */
  marker?: Record<string, string>;
  icon: LucideIcon;
  /** Its border, background and text colours. */
  tone: string;
  iconTone?: string;
  title: ReactNode;
  children?: ReactNode;
  hidden?: boolean;
}) {
  return (
    <div {...marker} hidden={hidden} className={`rounded-3xl border-2 p-6 sm:p-8 ${tone}`}>
      <div className="flex items-start gap-4">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-9 shrink-0 sm:size-11 ${iconTone}`.trimEnd()}
        />
        <div className="min-w-0">
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}
