import { ROUTES } from "../../config/routes.ts";

/**
 * The address of the Terms as published on `isoDate` (yyyy-mm-dd), where every version stays
 * (issue 46): a certificate names the version it was issued under.
 */
export const termsVersionPath = (isoDate: string) => `${ROUTES.terms}/${isoDate}`;
