import { DRAFT_LIFETIME_DAYS } from "../features/brief/draft-policy";

/**
 * When the brief's draft goes away on its own, as the form, the Terms (section 2) and the privacy
 * policy (section 4) say it: every page of the site removes it once past its time
 * (lib/storage/expiring.ts), so it holds even where the brief is never opened again.
 */
export const draftExpiry = `na primeira vez que você abrir qualquer página do site depois de ${DRAFT_LIFETIME_DAYS} dias sem nenhuma alteração`;
