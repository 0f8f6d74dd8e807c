/**
 * What the texts say of the brief's draft, made from its entry in the register of what the site
 * keeps (config/data-register.ts): where it stays (the browser's local storage, no one receiving
 * it) and how long (the register's retention, `DRAFT_LIFETIME_DAYS` once). The form (its note,
 * passed by /obrigado as a prop, so that the register stays out of the island), the Terms
 * (section 2) and the privacy policy (section 4) say it in these words. Every page of the site
 * removes the draft once past its time (lib/storage/expiring.ts), so it holds even where the brief
 * is never opened again.
 */
import { entryAt } from "../config/data-register";
import { DRAFT_STORAGE_KEY } from "../features/brief/draft-policy";
import { siteRegister } from "../config/site-register";

const draft = entryAt(siteRegister, `localStorage:${DRAFT_STORAGE_KEY}`);
if (draft.destinatarios.length > 0) {
  throw new Error(
    `O registro de dados diz que o rascunho (${draft.onde}) vai para ${draft.destinatarios.map(({ nome }) => nome).join(", ")}: o formulário, os Termos e a política dizem que ele fica só no aparelho. Mude as frases de src/content/draft.ts junto com o registro.`,
  );
}

/** When the draft goes away on its own: the register's retention, as every page applies it. */
export const draftExpiry = `na primeira vez que você abrir qualquer página do site depois de ${draft.prazo.texto}`;

/** The form's note under its title: where the draft stays, and until when. */
export const draftNote = `O que você escreve fica guardado só neste aparelho. O rascunho é apagado sozinho ${draftExpiry}, e você pode apagá-lo antes, quando quiser.`;
