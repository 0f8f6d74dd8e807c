import { privacyPolicy, termsOfUse } from "../content/legal";
import { LegalPage } from "./legal-page";

export function TermsPage() {
  return <LegalPage document={termsOfUse} />;
}

export function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
