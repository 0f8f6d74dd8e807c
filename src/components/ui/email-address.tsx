import { Fragment } from "react";

/**
 * An e-mail address that a narrow screen wraps where a reader expects it, before the "@" (<wbr>),
 * and mid-word only where one part alone is wider than the line (the caller's `break-words`):
 * never "atendim / ento@…", nor after a hyphen of "danca-e-melodia", which would read as a hyphen
 * of the address. Only the "@": each <wbr> is bytes on every page, and /licenca's HTML must fit
 * its first round trip (e2e/budgets.spec.ts). The text copied is the address as it is.
 */
export function EmailAddress({ address }: { address: string }) {
  return address.split(/(?=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part.includes("-") ? <span className="whitespace-nowrap">{part}</span> : part}
    </Fragment>
  ));
}
