/**
 * What the AI service behind the songs means for the buyer's licence, in the words the Terms
 * (§§ 9 and 11), the FAQ and the contract summary share: the service and plan the owner named
 * (VITE_AI_PROVIDER, VITE_AI_PLAN), what its terms allow and keep (config/ai-services.ts), and
 * that no service promises a song no one else could get. A launch build never reaches the words
 * of a plan that does not allow commercial use (launch-gate.ts); the demo, which names none, says
 * it generically.
 */
import { siteConfig } from "../config/site";
import { commercialBasis } from "../config/ai-services";
import { we } from "./seller-voice";

const { plan: planName } = siteConfig.legal.ai;
const serviceName = siteConfig.legal.processors.ai?.name ?? null;
const { service, basis } = commercialBasis(siteConfig.legal.ai);

/** "o serviço Suno": a service's name takes no article of its own here, whatever its gender. */
const theService = serviceName === null ? null : `o serviço ${serviceName}`;

/** What tools of the kind keep or do not warrant, where the service's own terms are not known. */
const GENERAL =
  "As ferramentas de inteligência artificial em geral não garantem que uma música feita com elas tenha direito autoral, e podem gerar músicas parecidas para outras pessoas.";

function toolSentence(): string {
  if (theService === null || planName === null || basis === null) {
    return "As músicas são criadas com uma ferramenta de inteligência artificial, em um plano que permite o uso comercial e a venda das músicas feitas com ele.";
  }
  return basis === "facts"
    ? `As músicas são criadas com ${theService}, no plano ${planName}, que permite o uso comercial e a venda das músicas feitas enquanto ele está ativo.`
    : `As músicas são criadas com ${theService}, no plano ${planName}, cujos termos permitem o uso comercial e a venda das músicas feitas com ele.`;
}

const keeps = service?.keeps.value ?? null;

export const aiLicence = {
  /** Terms § 9: the tool, its plan, what the buyer gets from us and what the tool keeps. */
  terms: `${toolSentence()} O que você recebe é a licença desta seção, dada por nós, e não a propriedade da música. ${keeps && theService ? `${theService.charAt(0).toUpperCase()}${theService.slice(1)} ${keeps}.` : GENERAL} Por isso, não prometemos que a sua música seja única: a mesma ferramenta pode gerar, para outra pessoa, uma música parecida, que não é nossa e sobre a qual não temos controle. O que prometemos é a nossa exclusividade, descrita abaixo.`,
  /** Terms § 11's point on uniqueness, in place of "cada criação é única". */
  notUnique:
    "a ferramenta de inteligência artificial não promete que cada música seja única: ela pode gerar, para outras pessoas, músicas parecidas com a sua (veja a seção 9);",
  /** The FAQ and the contract summary, in a sentence. */
  short: `É uma licença ${we("nossa", "minha")}, não a propriedade da música, e a ferramenta de IA não promete que a música seja única: outra pessoa pode receber dela uma música parecida.`,
} as const;
