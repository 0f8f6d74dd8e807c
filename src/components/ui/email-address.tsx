import { Fragment } from "react";

/**
 * An e-mail address that a narrow screen wraps where a reader expects it, before the "@" or a
 * dot (<wbr>), and mid-word only where one part alone is wider than the line (the caller's
 * `wrap-break-word`): never "atendim / ento@…".
 */
export function EmailAddress({ address }: { address: string }) {
  return address.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
