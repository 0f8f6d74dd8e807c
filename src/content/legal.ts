/**
 * Termos de Uso e Política de Privacidade.
 *
 * Tokens substituídos pelo renderizador:
 * - `{email}`: e-mail de contato configurado (renderizado como link mailto);
 * - `{siteName}`: nome do site.
 *
 * A data da última atualização não fica no texto: ela é exibida pela página a partir da configuração.
 */

import { priceTexts } from "./plans";

export type LegalBlock =
  | { readonly type: "paragraph"; readonly text: string }
  | { readonly type: "list"; readonly items: readonly string[] };

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly slug: "termos-de-uso" | "politica-de-privacidade";
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

const p = (text: string): LegalBlock => ({ type: "paragraph", text });
const list = (...items: readonly string[]): LegalBlock => ({ type: "list", items });

export const termsOfUse: LegalDocument = {
  slug: "termos-de-uso",
  title: "Termos de Uso",
  description:
    "Condições de compra das músicas personalizadas: pacotes, pagamento, prazos, licença comercial, garantia de satisfação e direito de arrependimento.",
  intro:
    "Estes Termos de Uso regulam o acesso ao site {siteName} e a contratação de músicas personalizadas em estilo árabe, criadas com o auxílio de inteligência artificial para bailarinas de dança do ventre. Leia com atenção antes de comprar: ao concluir um pedido, você declara que leu, entendeu e concorda com estas condições.",
  sections: [
    {
      id: "sobre-estes-termos",
      title: "1. Sobre estes termos",
      blocks: [
        p(
          "{siteName} é a marca sob a qual o fornecedor identificado no rodapé do site (razão social, CNPJ e endereço) oferece os serviços descritos nestes Termos. Aqui, “nós” se refere a {siteName} e ao seu responsável, e “você” ou “cliente” se refere à pessoa que acessa o site ou contrata uma música.",
        ),
        p(
          "Estes Termos devem ser lidos em conjunto com a Política de Privacidade, que explica como tratamos dados pessoais, e com as condições da plataforma de pagamento parceira, que processa o pagamento.",
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
          "{siteName} cria músicas personalizadas em estilo árabe para bailarinas de dança do ventre — profissionais, amadoras e professoras. Cada música é feita a partir do nome a ser cantado e das preferências que você indicar: a letra passa pela sua revisão, e a melodia, o arranjo e a voz são gerados com ferramentas de inteligência artificial. Antes da entrega final, você aprova a letra e avalia prévias da música.",
        ),
        list(
          "Duração: cada música tem até 3 (três) minutos.",
          "Estilos: Romântica ou Pop. O serviço está em fase beta, e por isso apenas esses dois estilos estão disponíveis no momento.",
          "Personalização: o nome informado é cantado na música, e a letra é escrita de acordo com o estilo, o clima e os detalhes que você indicar.",
          "Entrega: por e-mail, em formato digital. Não há envio de mídia física.",
          "Exclusividade e licença: cada música é exclusiva de quem a encomendou e é 100% licenciada para uso comercial e revenda, conforme a seção 9.",
        ),
        p(
          "O site é informativo: não há cadastro, área de cliente nem formulários. A compra é feita pela plataforma de pagamento parceira, e toda a comunicação sobre o pedido acontece por e-mail.",
        ),
        p(
          "Por estar em fase beta, o serviço pode receber ajustes e melhorias. Essas mudanças não afetam pedidos já pagos, que seguem as condições vigentes no momento da compra.",
        ),
      ],
    },
    {
      id: "quem-pode-contratar",
      title: "3. Quem pode contratar",
      blocks: [
        p(
          "Para comprar, você precisa ter capacidade civil para contratar, ou seja, ter 18 anos completos ou ser emancipado, nos termos do Código Civil (Lei nº 10.406/2002). Crianças e adolescentes podem receber uma música encomendada por seus pais ou responsáveis legais, que serão os contratantes.",
        ),
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
          `Música Única: 1 (uma) música personalizada, por ${priceTexts.contract.single}.`,
          `Pacote Profissional: 3 (três) músicas personalizadas, por ${priceTexts.contract.professional} — o equivalente a ${priceTexts.contract.perSong} por música.`,
        ),
        p(
          "No Pacote Profissional, cada uma das três músicas pode ter um nome, um estilo e preferências diferentes, e cada uma passa de forma independente pelas etapas descritas na seção 5.",
        ),
        p(
          "Os preços são em reais (R$) e correspondem aos valores informados no site e na plataforma de pagamento no momento da compra. Alterações de preço não afetam pedidos já pagos.",
        ),
        p(
          "O pagamento é processado pela plataforma de pagamento parceira, por cartão de crédito, Pix ou boleto bancário. Condições de parcelamento, quando disponíveis, e eventuais encargos são informados pela própria plataforma antes da finalização da compra. Nós não temos acesso aos dados do seu cartão.",
        ),
        p(
          "Se você chegar ao site por um link com código promocional, o desconto correspondente é aplicado no checkout, desde que a promoção esteja vigente. Cada promoção pode ter condições próprias, como prazo de validade, informadas na respectiva oferta.",
        ),
        p(
          "O comprovante da compra é enviado pela plataforma de pagamento parceira ao e-mail informado, e os documentos fiscais são emitidos conforme a legislação aplicável.",
        ),
      ],
    },
    {
      id: "como-funciona-o-pedido",
      title: "5. Como funciona o pedido",
      blocks: [
        p("Cada música passa pelas seguintes etapas, todas por e-mail:"),
        list(
          "Pedido: ao fazer a compra, você informa o nome a ser cantado e suas preferências — estilo (Romântica ou Pop), clima da música e os detalhes que gostaria de incluir —, conforme as instruções apresentadas no checkout ou enviadas por e-mail.",
          "Letra: enviamos a letra para a sua aprovação. Se quiser mudanças, basta responder ao e-mail indicando o que deseja alterar.",
          "Prévias: com a letra aprovada, enviamos duas versões reduzidas da música (prévias) para você avaliar, indicar a sua preferida e, se for o caso, apontar ajustes.",
          "Entrega final: após a sua aprovação final, enviamos a versão completa da música, com até 3 minutos.",
        ),
        p(
          "Os ajustes são feitos dentro do que foi contratado: o nome informado, o estilo escolhido e uma música de até 3 minutos. Mudanças que transformem o pedido em outro — por exemplo, trocar o nome a ser cantado depois da letra aprovada — podem exigir uma nova encomenda. Nesse caso, avisaremos você antes, e nada será cobrado sem a sua concordância.",
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
          "O prazo de entrega é de até 24 horas úteis, contadas da confirmação do pagamento. Consideram-se horas úteis as transcorridas em dias úteis, de segunda a sexta-feira, exceto feriados nacionais.",
        ),
        p(
          "Não entra nessa contagem o tempo em que o pedido aguarda uma resposta sua, como a aprovação da letra, a avaliação das prévias ou o envio de informações que estejam faltando. Quando você pede alterações, cada nova versão também é enviada em até 24 horas úteis, contadas do seu pedido de alteração.",
        ),
        p(
          "A confirmação do pagamento depende da forma escolhida: pagamentos por cartão de crédito e Pix costumam ser confirmados na hora, enquanto o boleto bancário leva de 1 a 3 dias úteis para ser compensado.",
        ),
        p(
          "A letra, as prévias e a versão completa são enviadas ao e-mail informado na compra. A versão completa é disponibilizada para download; recomendamos guardar uma cópia do arquivo assim que baixá-lo.",
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
          "Como a compra é feita pela internet, fora de estabelecimento comercial, você pode desistir da contratação no prazo de 7 (sete) dias, contados da compra ou do recebimento da música, sem precisar justificar o motivo, nos termos do art. 49 do CDC e do art. 5º do Decreto nº 7.962/2013.",
        ),
        p(
          "Para exercer esse direito, basta enviar um e-mail para {email} informando a sua decisão, ou utilizar o mesmo meio pelo qual você fez a compra. Você receberá a confirmação do recebimento da sua manifestação de arrependimento assim que ela chegar até nós.",
        ),
        p(
          "Os valores pagos serão devolvidos integralmente e monetariamente atualizados, conforme o parágrafo único do art. 49 do CDC. Comunicaremos a plataforma de pagamento parceira e, no caso de cartão de crédito, a administradora do cartão, para que a transação não seja lançada na fatura ou seja estornada, conforme o art. 5º, § 3º, do Decreto nº 7.962/2013. Em pagamentos por Pix ou boleto, a devolução é feita pela plataforma, e pode ser necessário informar uma conta bancária para o depósito.",
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
          "Além do direito de arrependimento, {siteName} oferece uma garantia de satisfação: se a letra ou as prévias não atenderem às suas expectativas, você pode pedir o reembolso integral a qualquer momento enquanto a versão completa da música não tiver sido baixada, mesmo depois do prazo de 7 dias.",
        ),
        p(
          "Depois que a versão completa é baixada, a garantia de satisfação deixa de valer, porque a música já foi entregue por inteiro. Isso não afeta o direito de arrependimento, que continua podendo ser exercido no prazo de 7 dias previsto no art. 49 do CDC (seção 7), nem os seus direitos caso a música apresente defeito.",
        ),
        p(
          "Se a música entregue apresentar defeito ou não corresponder ao que foi aprovado — por exemplo, um nome diferente do aprovado ou um arquivo corrompido —, você pode pedir, à sua escolha, a correção ou uma nova entrega sem custo, o abatimento proporcional do preço ou a restituição do valor pago, nos termos do art. 20 do CDC e dentro dos prazos do art. 26.",
        ),
        p(
          "No Pacote Profissional, a garantia de satisfação se aplica a cada música: o reembolso é proporcional ao valor efetivamente pago, considerando as músicas cuja versão completa ainda não foi baixada. Por exemplo, se duas das três músicas ainda não foram baixadas, o reembolso corresponde a dois terços do valor pago; se nenhuma foi baixada, o reembolso é integral.",
        ),
        p(
          "Para pedir o reembolso, escreva para {email} a partir do e-mail usado na compra, ou informando-o na mensagem. Após a confirmação, solicitamos o estorno à plataforma de pagamento parceira, que devolve o valor pelo mesmo meio de pagamento. O prazo para o valor aparecer na fatura do cartão ou na sua conta depende da plataforma e da instituição financeira.",
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
          "Cada música é criada exclusivamente para quem a encomendou. Com a entrega da versão completa, {siteName} concede a você uma licença de uso exclusiva, perpétua, válida em todo o mundo e sem cobrança de royalties ou de qualquer valor adicional, que abrange a gravação e a letra entregues. A licença só deixa de valer se o pedido for cancelado com reembolso (seções 7 e 8).",
        ),
        p("A música é 100% licenciada para uso comercial e revenda. Você pode, por exemplo:"),
        list(
          "usá-la em apresentações, shows, espetáculos, competições e eventos, pagos ou gratuitos;",
          "usá-la em aulas, cursos, workshops e coreografias, presenciais ou online;",
          "incluí-la em vídeos e publicá-la em redes sociais, plataformas de vídeo e sites, inclusive em conteúdos monetizados;",
          "distribuí-la em plataformas de streaming e lojas de música digital;",
          "editá-la, cortá-la, mixá-la ou combiná-la com outras obras nas suas coreografias e produções;",
          "revendê-la, transferi-la ou sublicenciar o seu uso a terceiros, como alunas, produtoras ou organizadores de eventos.",
        ),
        p(
          "Exclusividade: não vendemos nem licenciamos a mesma música — a mesma gravação e a mesma letra — para nenhuma outra pessoa, e não a utilizamos em portfólio ou em divulgação sem a sua autorização. Mantemos uma cópia dos arquivos apenas para atendimento, reenvio e comprovação do pedido, conforme a Política de Privacidade.",
        ),
        p(
          "A exclusividade vale para a música entregue, e não para estilos, ritmos, escalas, instrumentos ou estruturas musicais, que são comuns ao gênero e podem aparecer em outras músicas, nossas ou de terceiros. Também não podemos impedir que outras pessoas tenham o mesmo nome ou encomendem músicas com temas parecidos.",
        ),
        p(
          "Como a Lei de Direitos Autorais (Lei nº 9.610/1998) ainda não trata de forma específica das obras criadas com inteligência artificial, a licença é concedida na extensão de todos os direitos que detenhamos sobre a música, e nos comprometemos a não exercer nenhum desses direitos contra você ou contra quem receber de você uma transferência ou sublicença válida.",
        ),
        p(
          "Você pode apresentar a música como sua música personalizada, mas não deve declarar que ela foi composta sem o uso de inteligência artificial quando essa informação for exigida — por exemplo, por plataformas de distribuição, concursos ou entidades de registro. Recomendamos consultar as regras de cada plataforma sobre conteúdo criado com IA antes de publicar ou distribuir a música.",
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
          "Se o nome a ser cantado não for o seu, você declara ter autorização da pessoa ou, no caso de criança ou adolescente, de seus pais ou responsáveis legais, para usar o nome na música.",
        ),
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
          "As músicas são produzidas com ferramentas de inteligência artificial, com acompanhamento e revisão da equipe de {siteName}. A letra e as prévias são enviadas para a sua aprovação justamente para que o resultado final corresponda ao que você imaginou.",
        ),
        p("Pela natureza dessa tecnologia, é importante saber que:"),
        list(
          "a pronúncia de nomes, especialmente os menos comuns ou estrangeiros, pode variar; por isso, ouça as prévias com atenção e indique os ajustes necessários;",
          "o estilo árabe das músicas é uma interpretação contemporânea, pensada para a dança do ventre, e não a reprodução fiel de uma tradição musical específica;",
          "cada criação é única: dois pedidos com as mesmas preferências resultam em músicas diferentes;",
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
          "{siteName} se compromete a prestar o serviço com cuidado e dentro dos prazos informados, e responde pelos serviços prestados nos termos da legislação de defesa do consumidor.",
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
          "Os textos, imagens, logotipos, a marca {siteName}, o layout e os demais elementos do site pertencem a {siteName} ou a seus licenciantes e não podem ser copiados ou utilizados sem autorização, exceto nos limites permitidos pela lei. As amostras de áudio exibidas no site servem apenas para demonstração e não estão incluídas na licença da seção 9.",
        ),
        p(
          "O tratamento de dados pessoais é regido pela Política de Privacidade, que descreve quais dados tratamos, para quais finalidades e como você pode exercer os direitos previstos na Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).",
        ),
      ],
    },
    {
      id: "atendimento-e-foro",
      title: "14. Atendimento, alterações e foro",
      blocks: [
        p(
          "Dúvidas, pedidos de ajuste, reclamações, cancelamentos e pedidos de reembolso podem ser enviados para {email}. Respondemos em até 5 (cinco) dias, conforme o art. 4º, parágrafo único, do Decreto nº 7.962/2013.",
        ),
        p(
          "A identificação do fornecedor — razão social, CNPJ e endereço — está disponível no rodapé do site, conforme o art. 2º do Decreto nº 7.962/2013.",
        ),
        p(
          "Podemos atualizar estes Termos para refletir mudanças no serviço ou na legislação, e a data da última atualização é indicada nesta página. Cada compra segue os Termos vigentes no momento em que foi feita; alterações posteriores não se aplicam a pedidos já pagos sem a sua concordância.",
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

export const privacyPolicy: LegalDocument = {
  slug: "politica-de-privacidade",
  title: "Política de Privacidade",
  description:
    "Como tratamos seus dados pessoais conforme a LGPD: dados coletados, cookie promocional, finalidades, compartilhamento, prazos de guarda e seus direitos.",
  intro:
    "Esta Política de Privacidade explica como {siteName} trata os dados pessoais de quem visita o site e de quem compra uma música personalizada, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e com o Marco Civil da Internet (Lei nº 12.965/2014). Nosso princípio é simples: tratar apenas os dados necessários para criar e entregar a sua música.",
  sections: [
    {
      id: "controlador",
      title: "1. Quem é o controlador",
      blocks: [
        p(
          "Os dados pessoais tratados no âmbito de {siteName} estão sob a responsabilidade do controlador, identificado no rodapé do site (razão social, CNPJ e endereço), a quem competem as decisões sobre o tratamento, nos termos do art. 5º, VI, da LGPD.",
        ),
        p(
          "Para qualquer assunto relacionado a privacidade e proteção de dados, inclusive o exercício dos seus direitos, escreva para {email}. Esse é o nosso canal de comunicação com os titulares de dados e com a Autoridade Nacional de Proteção de Dados (ANPD), para os fins do art. 41 da LGPD.",
        ),
        p(
          "Nesta Política, “nós” se refere ao controlador, e “você” se refere ao titular, ou seja, à pessoa a quem os dados pessoais se referem.",
        ),
      ],
    },
    {
      id: "abrangencia",
      title: "2. A quem esta política se aplica",
      blocks: [
        p("Esta Política se aplica aos dados pessoais de:"),
        list(
          "visitantes do site;",
          "clientes que compram uma música;",
          "pessoas cujo nome é cantado em uma música, quando não forem as próprias compradoras;",
          "qualquer pessoa que entre em contato conosco por e-mail.",
        ),
        p(
          "O checkout é realizado na plataforma de pagamento parceira, fora do nosso site. A coleta e o processamento dos dados de pagamento nessa etapa seguem também a política de privacidade da própria plataforma, que recomendamos ler.",
        ),
      ],
    },
    {
      id: "dados-coletados",
      title: "3. Dados que tratamos",
      blocks: [
        p(
          "Quando você apenas navega pelo site, não pedimos nenhuma informação: não há cadastro nem formulários. Os únicos dados envolvidos são:",
        ),
        list(
          "o cookie promo_code, que guarda o código promocional do link pelo qual você chegou ao site, quando houver (veja a seção 4);",
          "os registros técnicos de acesso gerados automaticamente pelo servidor do provedor de hospedagem, como endereço IP, data e hora do acesso, página solicitada e identificação do navegador e do sistema operacional (user-agent).",
        ),
        p("Quando você compra uma música, tratamos:"),
        list(
          "dados de identificação e contato: nome e e-mail;",
          "dados da compra: pacote adquirido, valor, forma de pagamento, código promocional utilizado, data e situação do pagamento e, quando necessário para o cumprimento de obrigações fiscais, o documento informado no checkout, como o CPF;",
          "dados de pagamento: coletados e processados diretamente pela plataforma de pagamento parceira — nós nunca vemos nem armazenamos números de cartão, e recebemos apenas a confirmação do pagamento e as informações da transação;",
          "dados para a criação da música: o nome a ser cantado e as suas preferências musicais (estilo, clima e detalhes), além da letra e dos arquivos de áudio produzidos;",
          "comunicações: as mensagens de e-mail trocadas conosco, incluindo aprovações, pedidos de ajuste e solicitações de atendimento.",
        ),
        p(
          "Não solicitamos dados pessoais sensíveis, como origem racial ou étnica, convicção religiosa, opinião política, dados de saúde ou de vida sexual (art. 5º, II, da LGPD). Pedimos que você não os inclua nas preferências nem nos e-mails, a menos que sejam essenciais para a música que deseja.",
        ),
      ],
    },
    {
      id: "cookies",
      title: "4. Cookies",
      blocks: [
        p("O site utiliza um único cookie, próprio e estritamente funcional:"),
        list(
          "Nome: promo_code.",
          "Finalidade: guardar o código promocional presente no link pelo qual você chegou ao site, para que o desconto correspondente seja aplicado quando você seguir para o checkout.",
          "Conteúdo: apenas o código promocional; o cookie não contém o seu nome, o seu e-mail nem outros dados de identificação.",
          "Duração: 60 (sessenta) dias.",
          "Origem: cookie primário, definido pelo próprio site. O código é repassado à plataforma de pagamento parceira somente para a aplicação do desconto.",
        ),
        p(
          "Não usamos cookies nem outras tecnologias de rastreamento, análise de audiência (analytics), publicidade ou redes sociais. Como o único cookie é estritamente necessário para oferecer a funcionalidade que você mesmo acionou ao acessar o link promocional, não exibimos aviso de consentimento de cookies, em linha com as orientações da ANPD sobre cookies e proteção de dados pessoais.",
        ),
        p(
          "Você pode apagar ou bloquear cookies nas configurações do seu navegador. O site continua funcionando normalmente; apenas o desconto do link promocional pode deixar de ser aplicado automaticamente.",
        ),
        p(
          "Ao acessar o checkout, a plataforma de pagamento parceira pode utilizar cookies próprios, regidos pela política de privacidade dela.",
        ),
      ],
    },
    {
      id: "finalidades-e-bases-legais",
      title: "5. Finalidades e bases legais",
      blocks: [
        p(
          "Tratamos dados pessoais apenas para finalidades legítimas, específicas e informadas a você, com base nas hipóteses do art. 7º da LGPD:",
        ),
        list(
          "Processar a compra, criar a música, enviar a letra e as prévias para aprovação e entregar a versão final: execução de contrato e de procedimentos preliminares a pedido do titular (art. 7º, V).",
          "Prestar atendimento e tratar pedidos de ajuste, cancelamento, arrependimento e reembolso: execução de contrato (art. 7º, V) e cumprimento de obrigação legal, inclusive as previstas no Código de Defesa do Consumidor e no Decreto nº 7.962/2013 (art. 7º, II).",
          "Emitir documentos fiscais e manter os registros contábeis e fiscais da venda: cumprimento de obrigação legal ou regulatória (art. 7º, II).",
          "Aplicar o desconto do link promocional por meio do cookie promo_code: legítimo interesse (art. 7º, IX), para garantir a você a condição oferecida no link que você acessou.",
          "Manter registros de acesso ao site para segurança e prevenção de fraudes e abusos: cumprimento de obrigação legal prevista no art. 15 do Marco Civil da Internet (art. 7º, II) e legítimo interesse (art. 7º, IX).",
          "Defender direitos em processos judiciais, administrativos ou arbitrais: exercício regular de direitos (art. 7º, VI).",
        ),
        p(
          "Quando o nome cantado pertence a outra pessoa, o tratamento desse nome se baseia no legítimo interesse (art. 7º, IX) em atender ao pedido do cliente, que declara ter a autorização dessa pessoa. Para crianças e adolescentes, veja a seção 12.",
        ),
        p(
          "Não vendemos dados pessoais e não usamos o seu e-mail para marketing sem o seu consentimento. As ferramentas de inteligência artificial apenas geram a música a partir das informações fornecidas: não tomamos decisões automatizadas que afetem os seus interesses nem criamos perfis a seu respeito.",
        ),
      ],
    },
    {
      id: "compartilhamento",
      title: "6. Compartilhamento de dados",
      blocks: [
        p(
          "Compartilhamos dados pessoais apenas com quem precisa deles para que o serviço funcione, e somente na medida do necessário:",
        ),
        list(
          "Plataforma de pagamento parceira: processa o pagamento (cartão de crédito, Pix ou boleto bancário), previne fraudes e nos informa a confirmação da compra, com nome, e-mail e dados da transação.",
          "Provedor de serviço de e-mail: envia e armazena as mensagens trocadas com você, incluindo a letra, as prévias e a música final.",
          "Provedor de hospedagem: mantém o site no ar e gera os registros técnicos de acesso.",
          "Ferramentas de inteligência artificial para criação musical: recebem somente o nome a ser cantado, as preferências musicais e a letra necessários para gerar a música. Não enviamos a essas ferramentas o seu e-mail, os seus dados de pagamento nem outras informações de contato.",
          "Serviços de contabilidade, quando contratados: recebem os dados da venda necessários ao cumprimento de obrigações fiscais.",
          "Autoridades públicas: quando houver obrigação legal ou regulatória, requisição de autoridade competente ou ordem judicial, ou para o exercício regular de direitos.",
        ),
        p(
          "Esses prestadores atuam como operadores ou como controladores independentes, conforme o caso, e devem tratar os dados de acordo com a LGPD, com obrigações de confidencialidade e segurança. Não vendemos, alugamos nem cedemos os seus dados a terceiros para fins comerciais.",
        ),
      ],
    },
    {
      id: "transferencia-internacional",
      title: "7. Transferência internacional de dados",
      blocks: [
        p(
          "Alguns dos prestadores mencionados, como provedores de hospedagem e de e-mail e ferramentas de inteligência artificial, podem armazenar ou processar dados em servidores localizados fora do Brasil, por exemplo nos Estados Unidos ou na União Europeia.",
        ),
        p(
          "Nesses casos, a transferência internacional ocorre apenas nas hipóteses permitidas pelo art. 33 da LGPD, como:",
        ),
        list(
          "para países ou organismos internacionais com grau de proteção de dados pessoais adequado, reconhecido pela ANPD (art. 33, I);",
          "mediante garantias de cumprimento da LGPD, como cláusulas-padrão contratuais, nos termos da regulamentação da ANPD (art. 33, II, e Resolução CD/ANPD nº 19/2024);",
          "quando necessária à execução do contrato firmado com você ou de procedimentos preliminares a ele relacionados (art. 33, IX, combinado com o art. 7º, V).",
        ),
        p(
          "Em todos os casos, procuramos trabalhar com prestadores que adotem padrões de segurança e de proteção de dados compatíveis com os exigidos pela legislação brasileira.",
        ),
      ],
    },
    {
      id: "retencao",
      title: "8. Por quanto tempo guardamos os dados",
      blocks: [
        p(
          "Mantemos os dados pessoais apenas pelo tempo necessário às finalidades descritas nesta Política ou pelo prazo exigido por lei:",
        ),
        list(
          "Dados do pedido e da compra (nome, e-mail, dados da transação, nome cantado, preferências, letra e arquivos da música): por 5 (cinco) anos após a conclusão do pedido, em razão de obrigações fiscais e dos prazos legais de decadência e prescrição, como os do Código Tributário Nacional (arts. 173 e 174) e do Código de Defesa do Consumidor (art. 27).",
          "Mensagens de e-mail: pelo tempo necessário ao atendimento; as mensagens relacionadas a um pedido seguem o mesmo prazo dos dados do pedido.",
          "Cookie promo_code: 60 (sessenta) dias, ou menos, se você apagá-lo antes no seu navegador.",
          "Registros de acesso ao site: 6 (seis) meses, conforme o art. 15 do Marco Civil da Internet, salvo se houver requisição de autoridade para guarda por prazo maior.",
        ),
        p(
          "Terminado o prazo, os dados são eliminados ou anonimizados, ressalvadas as hipóteses de conservação autorizadas pelo art. 16 da LGPD, como o cumprimento de obrigação legal ou regulatória.",
        ),
      ],
    },
    {
      id: "direitos-do-titular",
      title: "9. Seus direitos como titular",
      blocks: [
        p(
          "O art. 18 da LGPD garante a você os seguintes direitos em relação aos seus dados pessoais:",
        ),
        list(
          "confirmação da existência de tratamento;",
          "acesso aos dados;",
          "correção de dados incompletos, inexatos ou desatualizados;",
          "anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;",
          "portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa, de acordo com a regulamentação da ANPD e observados os segredos comercial e industrial;",
          "eliminação dos dados tratados com base no seu consentimento, ressalvadas as hipóteses do art. 16 da LGPD;",
          "informação sobre as entidades públicas e privadas com as quais compartilhamos os seus dados;",
          "informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;",
          "revogação do consentimento, quando esta for a base legal do tratamento;",
          "oposição a tratamento realizado com base em outras hipóteses legais, em caso de descumprimento da LGPD (art. 18, § 2º);",
          "revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20), embora não tomemos esse tipo de decisão.",
        ),
        p(
          "Você também pode peticionar contra o controlador, em relação aos seus dados, perante a Autoridade Nacional de Proteção de Dados (ANPD), no site gov.br/anpd, e perante os órgãos de defesa do consumidor (art. 18, §§ 1º e 8º).",
        ),
      ],
    },
    {
      id: "como-exercer-seus-direitos",
      title: "10. Como exercer seus direitos",
      blocks: [
        p(
          "Para exercer qualquer um desses direitos, envie um e-mail para {email}, de preferência a partir do endereço usado na compra, indicando o que deseja. A solicitação é gratuita.",
        ),
        p(
          "Para proteger os seus dados, podemos pedir informações adicionais que confirmem a sua identidade antes de atender ao pedido.",
        ),
        p(
          "Respondemos às solicitações em até 15 (quinze) dias, contados do seu requerimento. A confirmação de existência de tratamento e o acesso aos dados são fornecidos, sempre que possível, de imediato e em formato simplificado, ou por meio de declaração clara e completa dentro desse prazo, conforme o art. 19 da LGPD.",
        ),
        p(
          "Alguns pedidos podem não ser atendidos integralmente por razões legais — por exemplo, a eliminação de dados que precisamos manter para cumprir obrigações fiscais. Nesses casos, explicaremos o motivo na resposta.",
        ),
      ],
    },
    {
      id: "seguranca",
      title: "11. Segurança dos dados",
      blocks: [
        p(
          "Adotamos medidas técnicas e administrativas para proteger os dados pessoais contra acessos não autorizados e contra situações acidentais ou ilícitas de destruição, perda, alteração, comunicação ou difusão, conforme o art. 46 da LGPD. Entre elas:",
        ),
        list(
          "conexão criptografada (HTTPS) em todo o site;",
          "pagamentos processados exclusivamente pela plataforma de pagamento parceira, sem que os dados do cartão passem pelos nossos sistemas;",
          "coleta mínima: o site não tem cadastro, formulários nem cookies de rastreamento;",
          "acesso aos dados restrito a quem precisa deles para atender ao seu pedido, com senhas fortes e autenticação em dois fatores sempre que disponível;",
          "escolha de prestadores que adotem práticas reconhecidas de segurança da informação.",
        ),
        p(
          "Nenhum sistema é totalmente imune a falhas. Se ocorrer um incidente de segurança que possa acarretar risco ou dano relevante a você, comunicaremos você e a ANPD, nos termos do art. 48 da LGPD e da regulamentação aplicável.",
        ),
        p(
          "Nunca pedimos dados de cartão ou senhas por e-mail. Desconfie de mensagens que façam esse tipo de pedido em nome de {siteName} e, na dúvida, fale conosco pelo e-mail {email}.",
        ),
      ],
    },
    {
      id: "criancas-e-adolescentes",
      title: "12. Crianças e adolescentes",
      blocks: [
        p(
          "O site e a compra de músicas são destinados a pessoas com 18 anos completos ou emancipadas, com capacidade civil para contratar. Não coletamos intencionalmente dados de crianças e adolescentes como compradores.",
        ),
        p(
          "Uma música pode ser encomendada para uma criança ou um adolescente, como uma aluna de dança do ventre. Nesse caso, o pedido deve ser feito por um dos pais ou pelo responsável legal, ou com o consentimento específico e em destaque de um deles, que o comprador declara ter obtido (art. 14, § 1º, da LGPD). O nome e as preferências informados serão usados apenas para criar e entregar a música, sempre no melhor interesse da criança ou do adolescente.",
        ),
        p(
          "Se identificarmos que dados de uma criança foram fornecidos sem essa autorização, poderemos suspender o pedido e eliminar os dados, com o reembolso do valor pago.",
        ),
      ],
    },
    {
      id: "alteracoes",
      title: "13. Alterações desta política",
      blocks: [
        p(
          "Podemos atualizar esta Política para refletir mudanças no serviço, nos prestadores utilizados ou na legislação. A data da última atualização é indicada nesta página.",
        ),
        p(
          "Se houver mudança relevante nas finalidades ou na forma de tratamento dos dados de clientes com pedidos em andamento, avisaremos por e-mail. Se um dia passarmos a usar cookies não essenciais, como de análise ou de publicidade, esta Política será atualizada e o seu consentimento será solicitado antes que esses cookies sejam ativados.",
        ),
      ],
    },
    {
      id: "contato",
      title: "14. Contato",
      blocks: [
        p(
          "Dúvidas, solicitações ou reclamações sobre esta Política ou sobre o tratamento dos seus dados podem ser enviadas para {email}. A identificação completa do controlador (razão social, CNPJ e endereço) está no rodapé do site.",
        ),
        p(
          "Se não ficar satisfeito com a nossa resposta, você pode apresentar reclamação à ANPD ou aos órgãos de defesa do consumidor.",
        ),
      ],
    },
  ],
};

export const legalDocuments = [termsOfUse, privacyPolicy] as const;
