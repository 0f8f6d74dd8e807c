/**
 * /licenca's inline script, run before the first paint (licenca.astro hashes it for the CSP): it
 * shows at once the panel that needs no checking, rather than "checking" until the page's script
 * has come (its LCP; docs/decisions/0017-licence-certificate.md). With no key configured, "off"
 * for every address; otherwise "absent" for an address without a certificate.
 */
import { CERTIFICATE_HASH_MIN_LENGTH, LICENCE_PARTS, type Panel } from "./page-parts.ts";

export function prePaintScript(hasKeys: boolean): string {
  const { panel } = LICENCE_PARTS;
  const show = (name: Panel) =>
    `for(const e of document.querySelectorAll("[${panel}]"))e.hidden=e.getAttribute("${panel}")!=="${name}"`;
  return hasKeys
    ? `if(location.hash.length<${CERTIFICATE_HASH_MIN_LENGTH})${show("absent")}`
    : show("off");
}
