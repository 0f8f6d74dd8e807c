/**
 * What the AI music services an owner of this site is likely to use say of the songs made with
 * them: which plans let her use a song commercially and sell it to her buyer, whether the service
 * may train on what she sends it (the sung name, the lyrics), and what it keeps or does not
 * warrant. Each fact comes with the page it was read on and the day; what could not be confirmed
 * is null, "a confirmar", never a guess. `npm run setup` offers these as answers, the launch gate
 * refuses a claim that rests on an unconfirmed or contrary fact (launch-gate.ts), and the Terms
 * (§ 9), the privacy policy and the certificate say what they mean. docs/publicar.md shows the
 * same table (ai-services.test.ts holds the two together). Imports nothing but the rules' helper:
 * the configuration's schema and the setup read it.
 */
import { loose } from "./env-rules.ts";

/** A fact of a service, with where it was read. */
export interface SourcedFact<T> {
  /** Null: a confirmar. */
  readonly value: T | null;
  /** The page read for it; null where none was found. */
  readonly source: string | null;
  /** The day the page was read, aaaa-mm-dd. */
  readonly read: string;
  /** What the page says, in Portuguese, in one clause (no capital, no full stop). */
  readonly note: string;
}

export interface AiPlanFacts {
  /** The plan as the service names it. */
  readonly name: string;
  readonly aliases: readonly string[];
  /**
   * The songs made while the plan is active may be used commercially and sold to her buyer, who
   * uses them commercially in turn: what "100% licenciada para uso comercial e revenda" rests on.
   */
  readonly commercial: SourcedFact<boolean>;
}

export interface AiServiceFacts {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly plans: readonly AiPlanFacts[];
  /** May the service use what she sends it (the sung name, the lyrics) to train its models? */
  readonly trainsOnInputs: SourcedFact<boolean>;
  /**
   * What the service keeps, or does not warrant, of the songs made on a paid plan, as the Terms
   * (§ 9) tell the buyer: a clause after "a {service}" ("não garante que …").
   */
  readonly keeps: SourcedFact<string>;
}

/** The day these pages were read. */
const READ = "2026-11-27";

const SUNO_HELP = "https://help.suno.com/en/articles/2871105";
const SUNO_RIGHTS =
  "https://tubenews.eu/suno-adjusts-ai-music-ownership-terms-after-warner-music-partnership";

export const AI_SERVICES: readonly AiServiceFacts[] = [
  {
    name: "Suno",
    aliases: ["Suno AI", "Suno Inc.", "suno.com"],
    plans: [
      {
        name: "Basic",
        aliases: ["Free", "Grátis", "Gratuito", "Plano grátis", "Basic (grátis)"],
        commercial: {
          value: false,
          source: SUNO_HELP,
          read: READ,
          note: "no plano Basic, grátis, a Suno fica com as músicas, que só podem ser usadas sem fins comerciais; assinar depois não muda as músicas já feitas",
        },
      },
      ...["Pro", "Premier"].map((name) => ({
        name,
        aliases: [`Suno ${name}`, `Plano ${name}`],
        commercial: {
          value: true,
          source: SUNO_RIGHTS,
          read: READ,
          note: `as músicas feitas enquanto o plano ${name} está ativo têm direitos de uso comercial (reproduzir, vender e distribuir, sem repasse à Suno), que continuam depois de cancelar; as feitas antes da assinatura não ganham esses direitos`,
        },
      })),
    ],
    trainsOnInputs: {
      value: true,
      source: "https://insights.sonohikari.com/p/read-this-before-you-use-suno",
      read: READ,
      note: "pelos Termos de Serviço da Suno (citados na página), quem envia letras, áudio ou instruções dá a ela uma licença perpétua para usá-los, inclusive para treinar e aprimorar os seus modelos de inteligência artificial",
    },
    keeps: {
      value:
        "fica com uma licença sobre o que lhe enviamos (o nome cantado, a letra e as preferências), que pode usar para treinar os seus modelos, não garante que uma música feita com inteligência artificial tenha direito autoral e avisa que músicas iguais ou parecidas podem ser geradas para outras pessoas",
      source: "https://neonmusic.co.uk/suno-ai-music-ownership-terms-of-service",
      read: READ,
      note: "pelos Termos de Serviço da Suno (citados na página), mesmo nos planos pagos ela não garante que o direito autoral exista, e a música pode não ser única; desde dezembro de 2025 a Suno diz que quem assina tem direitos de uso comercial, mas em geral não é considerada dona das músicas",
    },
  },
  {
    name: "Udio",
    aliases: ["Udio AI", "udio.com"],
    plans: ["Free", "Standard", "Pro"].map((name) => ({
      name,
      aliases: [`Udio ${name}`, `Plano ${name}`],
      commercial: {
        value: false,
        source: "https://www.creativeainews.com/blog/udio-licensed-fan-platform-analysis",
        read: READ,
        note: "depois do acordo com a Universal, em 29/10/2025, a Udio desativou os downloads: o que se cria nela não pode ser baixado nem publicado fora dela, em nenhum plano",
      },
    })),
    trainsOnInputs: {
      value: null,
      source: null,
      read: READ,
      note: "não encontramos os termos atuais da Udio sobre o uso do que se envia a ela",
    },
    keeps: {
      value: null,
      source: "https://www.creativeainews.com/blog/udio-licensed-fan-platform-analysis",
      read: READ,
      note: "as músicas ficam dentro da Udio",
    },
  },
  {
    name: "ElevenLabs",
    aliases: ["Eleven Music", "ElevenLabs Music", "Eleven Labs"],
    plans: [
      {
        name: "Free",
        aliases: ["Grátis", "Gratuito"],
        commercial: {
          value: false,
          source: "https://elevenlabs.io/zh/eleven-music-v1-terms-archived-nov-21-2025",
          read: READ,
          note: "os termos do Eleven Music (versão arquivada, de 14/08/2025) proibiam qualquer uso comercial no plano grátis",
        },
      },
      ...["Starter", "Creator", "Pro", "Scale", "Business"].map((name) => ({
        name,
        aliases: [`ElevenLabs ${name}`, `Plano ${name}`],
        commercial: {
          value: null,
          source: "https://elevenlabs.io/eleven-music-model-specific-terms",
          read: READ,
          note: "a tabela de direitos comerciais dos termos atuais do Eleven Music (26/05/2026) não pôde ser lida aqui; a versão anterior proibia, nos planos Starter a Business, o uso em eventos públicos de grande público, como shows",
        },
      })),
    ],
    trainsOnInputs: {
      value: null,
      source: null,
      read: READ,
      note: "não encontramos nos termos do Eleven Music o uso do que se envia a ele",
    },
    keeps: {
      value: null,
      source: null,
      read: READ,
      note: "a confirmar nos termos do Eleven Music",
    },
  },
];

/** "27/11/2026" from a fact's "2026-11-27". */
export const readDay = (fact: Pick<SourcedFact<unknown>, "read">) =>
  fact.read.split("-").reverse().join("/");

/** The service named `name`, if it is one of these. */
export function aiService(name: string | null | undefined): AiServiceFacts | undefined {
  const written = loose(name ?? "");
  if (written === "") return undefined;
  return AI_SERVICES.find((service) =>
    [service.name, ...service.aliases].some((known) => loose(known) === written),
  );
}

/** The plan named `name` of `service`, if it is one of its known plans. */
export function aiPlan(
  service: AiServiceFacts | undefined,
  name: string | null | undefined,
): AiPlanFacts | undefined {
  const written = loose(name ?? "");
  if (!service || written === "") return undefined;
  return service.plans.find((plan) =>
    [plan.name, ...plan.aliases].some((known) => loose(known) === written),
  );
}

/** What the owner said of her AI service and plan (env-legal.ts's `ai`). */
export interface AiChoice {
  readonly service: string | null;
  readonly plan: string | null;
  /** The terms page of her plan she read herself, for a plan whose facts are not confirmed here. */
  readonly termsUrl: string | null;
}

/**
 * Whether the songs may be licensed to her buyer for commercial use and resale, and on what: the
 * facts of the plan here ("facts"), the terms page she read herself ("owner", where none are
 * here), or neither. `known`: the plan's facts here, when there are some.
 */
export function commercialBasis(choice: AiChoice) {
  const service = aiService(choice.service);
  const plan = aiPlan(service, choice.plan);
  const known = plan?.commercial.value ?? null;
  const basis: "facts" | "owner" | null =
    known !== null ? "facts" : choice.termsUrl !== null && choice.plan !== null ? "owner" : null;
  return {
    service,
    plan,
    /** True, false, or null (a confirmar). */
    allowed: known ?? (basis === "owner" ? true : null),
    basis,
  };
}
