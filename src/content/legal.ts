/**
 * Termos de Uso (e, de privacy-policy.ts, a Política de Privacidade).
 *
 * Tokens substituídos pelo renderizador:
 * - `{email}`: e-mail de contato configurado (renderizado como link mailto);
 * - `{siteName}`: nome do site.
 *
 * A data da última atualização não fica no texto: ela é exibida pela página a partir da configuração.
 * Os textos aceitam também os links de `inline-links.ts` (`{terms}`, …) e endereços de e-mail.
 */
import { siteConfig } from "../config/site";
import { brandWords } from "./brand-words";
import { nameChangeClause } from "./contract-summary";
import {
  delivery,
  includedRounds,
  orderPolicy,
  songBrief,
  songMaking,
  stylesBeta,
  stylesBetaChanges,
  termsFullVersion,
  withdrawalRight,
} from "./order-terms";
import {
  cardPossible,
  confirmationSentence,
  METHODS_ON_PAYMENT_PAGE,
  paymentMethods,
} from "./payment-methods";
import { childNameConsentFor, childNamesSung, minorsRule } from "./minors";
import { licenceTermsParagraphs } from "./licence";
import { aiLicence } from "./ai-licence";
import {
  capitalize,
  platformWords,
  sellerFieldsLabel,
  sellerFooter,
  sellerIdentification,
} from "./legal-wording";
import { privacyPolicy } from "./privacy-policy";

import { styleList } from "./song-styles";

import { priceTexts } from "./plan-prices";
import { termsDownloadProof, termsPlatformRefund } from "./download-proof";
import type { LegalBlock, LegalDocument } from "./types";
import { draftExpiry } from "./draft";

const p = (text: string): LegalBlock => ({ type: "paragraph", text });
const list = (...items: readonly string[]): LegalBlock => ({ type: "list", items });

// Read from the configuration: the platform's name and the seller's identification.
const platform = platformWords(siteConfig.legal.paymentPlatform);
const seller = sellerIdentification(siteConfig);
const sellerFields = sellerFieldsLabel(seller);
const brand = brandWords(siteConfig);

/** The seller, named when configured: "Raqs Music Ltda. (CNPJ 11.222.333/0001-81)". */
function sellerReference(): string {
  if (seller.legalName === null || seller.taxId === null) {
    return `o fornecedor identificado no ${sellerFooter(siteConfig)} (${sellerFields})`;
  }
  const address = seller.address === null ? "" : `, com endereço em ${seller.address},`;
  return `${seller.legalName} (${seller.taxId.label} ${seller.taxId.number})${address}`;
}

export const termsOfUse: LegalDocument = {
  title: "Termos de Uso",
  description:
    "Condições de compra das músicas personalizadas: pacotes, pagamento, prazos, licença comercial, garantia de satisfação e direito de arrependimento.",
  intro:
    "Estes Termos de Uso regulam o acesso ao site {siteName} e a contratação de músicas personalizadas em estilo árabe, criadas com inteligência artificial para bailarinas de dança do ventre. Leia com atenção antes de comprar: ao concluir um pedido, você declara que leu, entendeu e concorda com estas condições.",
  sections: [
    {
      id: "sobre-estes-termos",
      title: "1. Sobre estes termos",
      blocks: [
        p(
          `${brand.The} é a marca sob a qual ${sellerReference()} oferece os serviços descritos nestes Termos. Aqui, “nós” se refere ${brand.to} e à ${seller.person ? "pessoa" : "empresa"} responsável por ${siteConfig.siteNameArticle === "a" ? "ela" : "ele"}, e “você” ou “cliente” se refere à pessoa que acessa o site ou contrata uma música.`,
        ),
        p(
          `Estes Termos devem ser lidos em conjunto com a {privacy}, que explica como tratamos dados pessoais, e com ${siteConfig.legal.paymentPlatformLinks.terms ? "os {paymentPlatformTerms}" : `as condições ${platform.of}`}, que processa o pagamento.`,
        ),
        p(
          "Nada nestes Termos limita, exclui ou reduz os direitos que você tem como consumidor pelo Código de Defesa do Consumidor (CDC, Lei nº 8.078/1990), pelo Decreto nº 7.962/2013, que regulamenta o comércio eletrônico, ou por qualquer outra norma aplicável. Em caso de dúvida, as cláusulas serão interpretadas da maneira mais favorável ao consumidor, conforme o art. 47 do CDC.",
        ),
      ],
    },
    {
      id: "o-servico",
      title: "2. O serviço",
      blocks: [
        p(
          `${brand.The} cria músicas personalizadas em estilo árabe para bailarinas de dança do ventre — profissionais, alunas e professoras. ${songMaking.terms} Antes da entrega final, você aprova a letra e avalia prévias da música.`,
        ),
        list(
          "Duração: cada música tem até 3 minutos. No pedido, você escolhe a duração, até esse limite, o ritmo e como a música termina.",
          [`Estilos: ${styleList.or}.`, stylesBeta.sentence].filter(Boolean).join(" "),
          `Personalização: o nome informado é cantado na música, e a letra, em ${orderPolicy.lyricsLanguage}, é escrita de acordo com o estilo, o clima e os detalhes que você indicar.`,
          `Entrega: ${termsFullVersion.delivery}. Não há envio de mídia física.`,
          "Exclusividade e licença: cada música é exclusiva de quem a encomendou, porque não a vendemos nem licenciamos a mais ninguém, e é 100% licenciada para uso comercial e revenda, conforme a seção 9, que diz também o que a ferramenta de inteligência artificial não garante.",
        ),
        p(
          `O site não tem cadastro nem área de cliente, e a compra é feita ${platform.by}. Depois do pagamento, a página de informações da música pede o que a sua música precisa e monta uma mensagem com as suas respostas, que você envia pelo seu e-mail${siteConfig.sales.whatsapp ? " ou WhatsApp" : ""}: o site não guarda nem envia por conta própria o que você escreve ali. O rascunho fica só no seu aparelho e é apagado ${draftExpiry}, ou antes, quando você quiser (a página oferece isso logo depois do envio). Daí em diante, a comunicação sobre o pedido acontece por e-mail.`,
        ),
        ...(stylesBetaChanges ? [p(stylesBetaChanges)] : []),
      ],
    },
    {
      id: "quem-pode-contratar",
      title: "3. Quem pode contratar",
      blocks: [
        p(minorsRule.terms),
        p(
          "Ao fazer um pedido, você declara que as informações fornecidas são verdadeiras e que o e-mail informado é seu e está ativo, já que toda a comunicação e a entrega acontecem por ele.",
        ),
      ],
    },
    {
      id: "precos-e-pagamento",
      title: "4. Pacotes, preços e pagamento",
      blocks: [
        p("Atualmente oferecemos dois pacotes:"),
        list(
          `Música Única: 1 música personalizada, por ${priceTexts.contract.single}.`,
          `Pacote Profissional: 3 músicas personalizadas, por ${priceTexts.contract.professional} — o equivalente a ${priceTexts.contract.perSong} por música.`,
        ),
        p(
          "No Pacote Profissional, cada uma das três músicas pode ter um nome, um estilo e preferências diferentes, e cada uma passa de forma independente pelas etapas descritas na seção 5.",
        ),
        p(
          "Os preços são em reais (R$) e correspondem aos valores informados no site e na plataforma de pagamento no momento da compra. Alterações de preço não afetam pedidos já pagos.",
        ),
        p(
          `O pagamento é processado ${platform.by}, ${paymentMethods ? `por ${paymentMethods.full}` : `e ${METHODS_ON_PAYMENT_PAGE}`}. Condições de parcelamento, quando disponíveis, e eventuais encargos são informados pela própria plataforma antes da finalização da compra.${cardPossible ? " Nós não temos acesso aos dados do seu cartão." : ""}`,
        ),
        p(
          "Se você chegar ao site por um link com código promocional, o desconto correspondente é aplicado na página de pagamento, desde que a promoção esteja vigente. Cada promoção pode ter condições próprias, como prazo de validade, informadas na respectiva oferta.",
        ),
        p(
          `O comprovante da compra é enviado ${platform.by} ao e-mail informado, e os documentos fiscais são emitidos conforme a legislação aplicável.`,
        ),
      ],
    },
    {
      id: "como-funciona-o-pedido",
      title: "5. Como funciona o pedido",
      blocks: [
        p(
          `Cada música passa pelas seguintes etapas; depois do primeiro passo, tudo acontece por e-mail${termsFullVersion.onOrderPage ? " e na página do seu pedido, cujo endereço enviamos a você logo depois da compra" : ""}:`,
        ),
        list(
          `Pedido: ${songBrief.where}, você nos informa ${songBrief.what}. A página monta uma mensagem com essas informações, que você envia pelo seu próprio e-mail${siteConfig.sales.whatsapp ? " ou WhatsApp" : ""}; essa página não guarda nem envia por conta própria o que você escreve nela. ${songBrief.byEmail} A pronúncia também pode ir em um áudio curto.`,
          `Letra: enviamos a letra para a sua aprovação. Se quiser mudanças, basta responder ao e-mail indicando o que deseja alterar. ${includedRounds.lyrics}.`,
          `Prévias: com a letra aprovada, enviamos ${termsFullVersion.previewsWhere} duas versões reduzidas da música (prévias) para você avaliar, indicar a sua preferida e, se for o caso, apontar ajustes, como na pronúncia do nome. ${includedRounds.previews}.`,
          `Entrega final: após a sua aprovação final, ${termsFullVersion.finalDelivery}. ${capitalize(termsFullVersion.firstAccessThe)} fica ${termsFullVersion.recordedWord} e marca o fim da garantia de satisfação (seção 8).`,
        ),
        p(
          `Os ajustes são feitos dentro do que foi contratado: o nome informado, o estilo escolhido e uma música de até 3 minutos, entregue em ${orderPolicy.fileFormat}. Mudanças que transformem o pedido em outro exigem uma nova encomenda, que só é feita se você quiser, depois de saber o preço. ${nameChangeClause}`,
        ),
        p(
          `Se, depois das rodadas incluídas, a música ainda não estiver como você queria, você pode usar a garantia de satisfação (seção 8), que vale ${termsFullVersion.guaranteeWindow}, além do direito de arrependimento de 7 dias (seção 7).`,
        ),
        p(
          "Confira com atenção a grafia do nome, a letra e a pronúncia nas prévias antes de aprovar. A aprovação de cada etapa autoriza a passagem para a etapa seguinte.",
        ),
        p(
          "Verifique também as pastas de spam e de promoções do seu e-mail. Se não receber nossas mensagens nos prazos informados, escreva para {email}.",
        ),
      ],
    },
    {
      id: "prazos-e-entrega",
      title: "6. Prazos e entrega",
      blocks: [
        p(
          `O prazo de entrega é de até ${delivery.hours}, contadas da confirmação do pagamento. Consideram-se horas úteis as transcorridas em dias úteis, de segunda a sexta-feira, exceto feriados nacionais.`,
        ),
        p(
          `Não entra nessa contagem o tempo em que o pedido aguarda uma resposta sua, como a aprovação da letra, a avaliação das prévias ou o envio de informações que estejam faltando. Quando você pede alterações, cada nova versão também é enviada ${delivery.promise}, contadas do seu pedido de alteração.`,
        ),
        p(`A confirmação do pagamento depende da forma escolhida. ${confirmationSentence}`),
        p(
          `A letra é enviada ao e-mail informado na compra, e as prévias ${termsFullVersion.previewsWhere}. A versão completa chega ${termsFullVersion.delivery}. ${termsDownloadProof} Esse registro marca o fim da garantia de satisfação (seção 8). ${termsFullVersion.onOrderPage ? termsFullVersion.pageKept : "Recomendamos guardar uma cópia do arquivo assim que baixá-lo."}`,
        ),
        p(
          "Se, por qualquer motivo, não for possível cumprir o prazo, avisaremos você por e-mail e informaremos a nova previsão. Você poderá escolher entre aguardar ou cancelar o pedido, com reembolso integral do valor pago pelas músicas ainda não entregues.",
        ),
      ],
    },
    {
      id: "direito-de-arrependimento",
      title: "7. Direito de arrependimento",
      blocks: [
        p(
          `Como a compra é feita pela internet, fora de estabelecimento comercial, você pode desistir da contratação no prazo de ${withdrawalRight.period}, sem precisar justificar o motivo, nos termos do art. 49 do CDC e do art. 5º do Decreto nº 7.962/2013.`,
        ),
        p(
          "Para exercer esse direito, basta enviar um e-mail para {email} informando a sua decisão, ou utilizar o mesmo meio pelo qual você fez a compra. Você receberá a confirmação do recebimento da sua manifestação de arrependimento assim que ela chegar até nós.",
        ),
        p(
          `Os valores pagos serão devolvidos de imediato, integralmente e monetariamente atualizados, pelo mesmo meio de pagamento usado na compra, conforme o parágrafo único do art. 49 do CDC e o art. 5º do Decreto nº 7.962/2013. Informaremos ${platform.the} e, no caso de cartão de crédito, a administradora do cartão, para que a transação não seja lançada na fatura ou seja estornada, conforme o art. 5º, § 3º, do Decreto nº 7.962/2013.${paymentMethods === null || paymentMethods.refundByTransfer ? ` Em pagamentos por ${paymentMethods?.transfers ?? "Pix ou boleto"}, a devolução é feita ${platform.by}, e pode ser necessário informar uma conta bancária para o depósito.` : ""} ${withdrawalRight.refundFallback}`,
        ),
        p(
          "O arrependimento encerra a contratação sem nenhum custo para você. Se a música já tiver sido entregue, a licença de uso deixa de valer, e pedimos que você não a utilize.",
        ),
      ],
    },
    {
      id: "reembolso",
      title: "8. Garantia de satisfação e reembolso",
      blocks: [
        p(
          `Além do direito de arrependimento, ${brand.the} oferece uma garantia de satisfação: se a letra ou as prévias não atenderem às suas expectativas, você pode pedir o reembolso integral a qualquer momento ${termsFullVersion.guaranteeWindow}, mesmo depois do prazo de 7 dias. ${termsFullVersion.notAnAttachment} ${termsDownloadProof}`,
        ),
        p(
          `Depois ${termsFullVersion.ofFirstAccess}, ou passados os ${termsFullVersion.guaranteeDays} dias, a garantia de satisfação deixa de valer, porque a música já foi entregue por inteiro. Isso não afeta o direito de arrependimento, que continua podendo ser exercido no prazo de 7 dias previsto no art. 49 do CDC (seção 7), nem os seus direitos caso a música apresente defeito.`,
        ),
        p(
          "Se a música entregue apresentar defeito ou não corresponder ao que foi aprovado — por exemplo, um nome diferente do aprovado ou um arquivo corrompido —, você pode pedir, à sua escolha, a correção ou uma nova entrega sem custo, o abatimento proporcional do preço ou a restituição do valor pago, nos termos do art. 20 do CDC e dentro dos prazos do art. 26.",
        ),
        p(
          `No Pacote Profissional, a garantia de satisfação se aplica a cada música: o reembolso é proporcional ao valor efetivamente pago, considerando ${termsFullVersion.notYetDownloaded}. Por exemplo, se duas das três músicas ainda estão na garantia, o reembolso corresponde a dois terços do valor pago; se as três estão, o reembolso é integral.`,
        ),
        p(
          `Para pedir o reembolso, escreva para {email} a partir do e-mail usado na compra, ou informando-o na mensagem. Após a confirmação, devolvemos o valor ${termsFullVersion.refund}. O estorno é pedido ${platform.to}, e o prazo para o valor aparecer na fatura do cartão ou na sua conta depende ${platform.of} e da instituição financeira.`,
        ),
        p(
          `${capitalize(platform.the)} também pode devolver o valor por conta própria, pelas próprias regras: pela garantia que oferece às compradoras, por uma contestação da compra no cartão (chargeback) ou por um cancelamento. Essa garantia é ${platform.of}, nas condições ${platform.of}, e vale além desta. ${termsPlatformRefund(platform)}`,
        ),
        p(
          "Com o reembolso, o pedido correspondente é cancelado, e a letra e as prévias recebidas não devem ser utilizadas.",
        ),
      ],
    },
    {
      id: "licenca-de-uso",
      title: "9. Licença de uso e exclusividade",
      blocks: [
        p(
          `Cada música é criada exclusivamente para quem a encomendou. Com a entrega da versão completa, ${brand.the} concede a você uma licença de uso exclusiva, perpétua, válida em todo o mundo e sem cobrança de royalties ou de qualquer valor adicional. A licença só deixa de valer se o pedido for cancelado com reembolso (seções 7 e 8).`,
        ),
        p("Uma música tem três partes, e a licença cobre cada uma assim:"),
        list(
          "A letra: escrita com ferramentas de inteligência artificial e revisada por nós. Os direitos que existirem sobre ela são nossos, e a licença autoriza você a cantá-la, publicá-la, reproduzi-la e adaptá-la junto com a música.",
          "A melodia e o arranjo (a composição): gerados com ferramentas de inteligência artificial, a partir das suas preferências. Os direitos que existirem sobre eles são nossos, e a licença autoriza você a executá-los, reproduzi-los, editá-los e combiná-los com outras obras.",
          "A gravação (o fonograma): o arquivo de áudio entregue. Somos os produtores fonográficos: temos a responsabilidade econômica da primeira fixação do fonograma (Lei nº 9.610/1998, art. 5º, XI), e o art. 93 dessa lei nos dá o direito de autorizar a reprodução, a distribuição e a execução pública do fonograma: pela licença, essa autorização é sua, com exclusividade. A voz é sintética, criada com inteligência artificial; não há cantora ou músico com direitos sobre a gravação.",
        ),
        p(
          "A música é 100% licenciada para uso comercial e revenda. “100%” quer dizer que a licença cobre as três partes da música, a letra, a composição e a gravação, e todos os usos comerciais listados abaixo, inclusive a revenda, sem nenhum valor a mais e sem que você precise pedir outra autorização. Você pode, por exemplo:",
        ),
        list(
          "usá-la em apresentações, shows, espetáculos, competições e eventos, pagos ou gratuitos;",
          "usá-la em aulas, cursos, workshops e coreografias, presenciais ou online;",
          "incluí-la em vídeos e publicá-la em redes sociais, plataformas de vídeo e sites, inclusive em conteúdos monetizados;",
          "distribuí-la em plataformas de streaming e lojas de música digital;",
          "editá-la, cortá-la, mixá-la ou combiná-la com outras obras nas suas coreografias e produções;",
          "revendê-la, transferi-la ou sublicenciar o seu uso a terceiros, como alunas, produtoras ou organizadores de eventos.",
        ),
        p("A licença não inclui, e por isso você não pode:"),
        list(
          "registrar a letra ou a composição como obra sua em uma associação de gestão coletiva de direitos autorais (como as que formam o ECAD) ou em outro registro de obras: a licença dá o direito de usar a música, não a sua autoria;",
          "declarar que a música foi composta sem o uso de inteligência artificial quando essa informação for exigida, por exemplo por plataformas de distribuição, concursos ou entidades de registro;",
          "exigir exclusividade sobre estilos, ritmos, escalas, instrumentos ou estruturas musicais, que são comuns ao gênero e podem aparecer em outras músicas, nossas ou de terceiros.",
        ),
        p(aiLicence.terms),
        p(
          `ECAD e as suas apresentações: o ECAD (Escritório Central de Arrecadação e Distribuição) cobra de quem promove eventos, e de estabelecimentos, pela execução pública das músicas que estão no repertório das associações de autores que o formam, e repassa o valor a esses autores. Não registramos as nossas músicas em nenhuma associação de gestão coletiva, no Brasil ou no exterior, e não cobramos nada pela execução pública da sua música: por ela, nada é devido a nós, e ela não está no repertório de nenhuma associação. O ECAD tem critérios próprios e pode cobrar do organizador de um evento pela programação inteira; essa cobrança é entre ele e o organizador, e não depende de nós.${siteConfig.licence ? " Se o organizador pedir um comprovante, o seu certificado de licença (abaixo) mostra a licença e a versão destes Termos que a rege, cuja seção 9 diz que a música não está no repertório de nenhuma associação." : " Se o organizador de um evento pedir um comprovante, enviamos, a seu pedido, uma declaração da sua licença, com o título da música, a data da entrega e o seu nome, para você entregar a ele; basta escrever para {email}."}`,
        ),
        // The signed certificate, where the owner issues them (VITE_LICENCE_PUBLIC_KEY).
        ...(siteConfig.licence ? licenceTermsParagraphs.map(p) : []),
        p(
          `Content ID e distribuição: nós não cadastramos a sua música no Content ID do YouTube nem em outro sistema de identificação de conteúdo por impressão digital de áudio. Como a licença permite distribuí-la em plataformas de streaming, quem pode cadastrá-la é você, por conta própria ou pela distribuidora que escolher (muitas fazem isso ao publicar), e quem receber de você uma transferência da licença. Antes de cadastrar, saiba que uma música feita com inteligência artificial pode não ser única nem ter direito autoral próprio: o sistema pode reivindicar vídeos de outras pessoas com músicas parecidas, e quem faz o cadastro responde por ele. Se um vídeo seu receber uma reivindicação sobre a música, conteste-a e escreva para {email}: enviamos a você, para a contestação, ${siteConfig.licence ? "o seu certificado de licença" : "uma declaração da sua licença"} e o registro da criação da música (o serviço de inteligência artificial, o plano e a data em que ela foi criada).`,
        ),
        p(
          "Exclusividade: não vendemos nem licenciamos a mesma música — a mesma gravação, a mesma letra e a mesma composição — para nenhuma outra pessoa, e não a utilizamos em portfólio ou em divulgação sem a sua autorização. Mantemos uma cópia dos arquivos apenas para atendimento, reenvio e comprovação do pedido, conforme a Política de Privacidade. Não podemos impedir que outras pessoas tenham o mesmo nome ou encomendem músicas com temas parecidos, nem que a ferramenta de inteligência artificial gere para elas músicas parecidas com a sua.",
        ),
        p(
          "A Lei de Direitos Autorais (Lei nº 9.610/1998) protege as criações do espírito humano (arts. 7º e 11), e uma obra criada com inteligência artificial pode não ter direito autoral próprio. Por isso, a licença da letra e da composição é concedida na medida dos direitos que detivermos sobre elas, e a exclusividade é um compromisso nosso, assumido por contrato: nos comprometemos a não vender, licenciar nem usar a música de outra forma, e a não exercer nenhum direito sobre ela contra você ou contra quem receber de você uma transferência ou sublicença válida.",
        ),
        p(
          "O que essa ressalva quer dizer para você: se a letra e a composição não tiverem direito autoral próprio, não há sobre elas um direito nosso a cobrar de você, e você as usa livremente, com a nossa garantia, por contrato, de que a mesma música não será vendida a mais ninguém; se tiverem, esses direitos são nossos e a licença passa a você todos os usos descritos nesta seção. Em nenhum dos casos algum uso da lista acima fica de fora, e nós não cobramos nada de você por eles. A gravação é sempre nossa, como produtores fonográficos, e a licença dela é sua, com exclusividade. Se alguém alegar que a sua música reproduz uma obra dele, fale conosco: respondemos por ela como fornecedores, nos termos do Código de Defesa do Consumidor.",
        ),
        p(
          `Se você revender, transferir ou sublicenciar a música, quem a recebe tem os usos desta seção que você passar a ele, nas mesmas condições e com os mesmos limites. ${siteConfig.licence ? "O certificado de licença" : "A declaração da licença"} continua com o nome que você indicou e vale como prova da licença de origem: entregue-${siteConfig.licence ? "o" : "a"} junto com a música.`,
        ),
        p(
          "Você pode apresentar a música como a sua música personalizada. Recomendamos consultar as regras de cada plataforma sobre conteúdo criado com IA antes de publicar ou distribuir a música.",
        ),
      ],
    },
    {
      id: "conteudo-do-cliente",
      title: "10. Informações enviadas por você e conteúdos não permitidos",
      blocks: [
        p(
          "Você é responsável pelas informações que envia para a criação da música — nome, preferências e detalhes — e declara que tem o direito de utilizá-las.",
        ),
        p(
          "Se o nome a ser cantado for de outra pessoa adulta, você declara ter a autorização dela para usar o nome na música. O nome de uma criança ou de um adolescente segue o parágrafo abaixo.",
        ),
        p(childNameConsentFor(childNamesSung).terms),
        p("Não aceitamos pedidos que envolvam:"),
        list(
          "conteúdo ofensivo, discriminatório, difamatório, violento ou que incite o ódio;",
          "conteúdo sexual explícito ou qualquer forma de sexualização de crianças e adolescentes;",
          "trechos de letras, melodias ou gravações de terceiros protegidos por direitos autorais;",
          "imitação da voz de artistas reais ou uso de nomes de artistas e de marcas de forma que sugira associação ou endosso;",
          "qualquer conteúdo que viole a lei, direitos de terceiros ou a dignidade de qualquer pessoa.",
        ),
        p(
          "Se um pedido não puder ser atendido por esses motivos, avisaremos você por e-mail e sugeriremos ajustes. Se não for possível adaptá-lo, o valor pago será reembolsado integralmente.",
        ),
      ],
    },
    {
      id: "inteligencia-artificial",
      title: "11. Uso de inteligência artificial",
      blocks: [
        p(
          `${songMaking.terms} A letra e as prévias são enviadas para a sua aprovação justamente para que o resultado final corresponda ao que você imaginou.`,
        ),
        p("Pela natureza dessa tecnologia, é importante saber que:"),
        list(
          "a pronúncia de nomes, especialmente os menos comuns ou estrangeiros, pode variar; por isso, ouça as prévias com atenção e indique os ajustes necessários;",
          "o estilo árabe das músicas é uma interpretação contemporânea, pensada para a dança do ventre, e não a reprodução fiel de uma tradição musical específica;",
          aiLicence.notUnique,
          "preferências muito específicas podem não ser reproduzidas com exatidão; nesses casos, explicaremos as alternativas possíveis, sem prejuízo da garantia de satisfação.",
        ),
        p(
          "As informações necessárias à criação da música são enviadas às ferramentas de inteligência artificial apenas na medida do necessário, conforme a Política de Privacidade.",
        ),
      ],
    },
    {
      id: "responsabilidades",
      title: "12. Responsabilidades",
      blocks: [
        p(
          `${brand.The} se compromete a prestar o serviço com cuidado e dentro dos prazos informados, e responde pelos serviços prestados nos termos da legislação de defesa do consumidor.`,
        ),
        p("Cabe a você:"),
        list(
          "informar corretamente o nome a ser cantado, as suas preferências e um e-mail válido;",
          "revisar a letra e as prévias antes de aprová-las;",
          "guardar uma cópia da música depois de baixá-la;",
          "usar a música de acordo com estes Termos e com a lei;",
          "respeitar as regras das plataformas em que publicar ou distribuir a música.",
        ),
        p(
          "Não respondemos por danos causados pelo uso da música em desacordo com estes Termos, por informações incorretas fornecidas por você, por decisões de terceiros — como plataformas de streaming e redes sociais com políticas próprias sobre conteúdo criado com IA — ou por caso fortuito ou força maior. Isso não afasta a responsabilidade que a lei atribui ao fornecedor nem limita os seus direitos previstos no CDC.",
        ),
        p(
          "O site pode ficar temporariamente indisponível para manutenção ou por falhas técnicas. Isso não afeta pedidos já pagos, que continuam sendo atendidos por e-mail.",
        ),
      ],
    },
    {
      id: "propriedade-intelectual-e-privacidade",
      title: "13. Propriedade intelectual do site e privacidade",
      blocks: [
        p(
          `Os textos, imagens, logotipos, a marca {siteName}, o layout e os demais elementos do site pertencem ${brand.to} ou a seus licenciantes e não podem ser copiados ou utilizados sem autorização, exceto nos limites permitidos pela lei. As amostras de áudio exibidas no site servem apenas para demonstração e não estão incluídas na licença da seção 9.`,
        ),
        p(
          "O tratamento de dados pessoais é regido pela {privacy}, que descreve quais dados tratamos, para quais finalidades e como você pode exercer os direitos previstos na Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).",
        ),
      ],
    },
    {
      id: "atendimento-e-foro",
      title: "14. Atendimento, alterações e foro",
      blocks: [
        p(
          "Dúvidas, pedidos de ajuste, reclamações, cancelamentos e pedidos de reembolso podem ser enviados para {email}. Respondemos em até 5 dias, conforme o art. 4º, parágrafo único, do Decreto nº 7.962/2013.",
        ),
        p(
          `A identificação do fornecedor — ${sellerFields} — está disponível no ${sellerFooter(siteConfig)}, conforme o art. 2º do Decreto nº 7.962/2013.`,
        ),
        p(
          "Podemos atualizar estes Termos para refletir mudanças no serviço ou na legislação, e a data da versão em vigor é indicada no alto desta página. Cada compra segue os Termos vigentes no momento em que foi feita; alterações posteriores não se aplicam a pedidos já pagos sem a sua concordância. Para que você possa consultar o contrato como ele era na sua compra, cada versão publicada continua no ar em um endereço próprio, com a data em que foi publicada, listado no alto desta página e na página que abre depois da compra: a da sua compra é a mais recente publicada até a data dela. Cada versão indica também a Política de Privacidade em vigor na data dela.",
        ),
        p(
          "Se alguma cláusula destes Termos for considerada inválida, as demais continuam válidas.",
        ),
        p(
          "Estes Termos são regidos pelas leis brasileiras. Para resolver eventuais controvérsias, fica eleito o foro do domicílio do consumidor, em linha com o art. 101, I, do CDC. Antes de recorrer ao Judiciário, convidamos você a falar conosco; você também pode procurar os órgãos de defesa do consumidor, como o Procon do seu estado.",
        ),
      ],
    },
  ],
};

export { privacyPolicy, type LegalDocument };

export const legalDocuments = [termsOfUse, privacyPolicy] as const;
