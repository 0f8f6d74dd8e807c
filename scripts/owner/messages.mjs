// @ts-check
// What the owner's commands say, in Brazilian Portuguese, in one place (scripts/owner/cli.mjs):
// plain words, each refusal with the fix. One section per command, the shared words first.

/** Words every owner's command shares. */
export const common = {
  /** @param {string} command "npm run samples" */
  seeHelp: (command) => `veja o que o comando aceita com: ${command} -- --help`,
  /** @param {string} option */
  unknownOption: (option) => `o comando não conhece a opção ${option}`,
  /** @param {string} option */
  optionNeedsValue: (option) => `a opção ${option} precisa de um valor depois dela`,
  /** @param {string} option */
  optionTakesNoValue: (option) => `a opção ${option} não recebe valor`,
  /** @param {string} argument */
  unexpectedArgument: (argument) =>
    `"${argument}" sobrou no comando (um título com espaços vai entre aspas: --title "Noite no Cairo")`,
  unexpected:
    "✖ Aconteceu um erro que o comando não previa. Copie a mensagem abaixo e envie a quem mantém o site:",
};

/** `npm run licence`: the signed licence certificates (docs/licences.md). */
export const licence = {
  command: "npm run licence",
  usage: `Certificados de licença assinados: cada música entregue ganha um endereço do site que qualquer pessoa confere.

Uso:
  npm run licence -- keygen --out <arquivo>
      Cria o par de chaves. A chave privada vai para <arquivo> (fora do projeto, por exemplo
      ~/chave-licencas.pem); o comando mostra a linha VITE_LICENCE_PUBLIC_KEY=… para o .env.
  npm run licence -- issue --key <arquivo> --licensee "<nome>" --song "<título>" --file <áudio entregue> [--date AAAA-MM-DD]
      Assina o certificado de uma música entregue e mostra o endereço e o texto para o e-mail.
  npm run licence -- revoke <número> [--date AAAA-MM-DD]
      Cancela a licença de um pedido reembolsado. Vale a partir da próxima publicação do site.
  npm run licence -- verify <endereço>
      Confere um certificado, como a página /licenca confere.

Passo a passo: docs/licences.md`,
  /** @param {string} action */
  unknownAction: (action) =>
    action ? `"${action}" não é uma ação do comando` : "falta dizer o que o comando deve fazer",
  actionFix: "use keygen, issue, revoke ou verify; veja: npm run licence -- --help",
  /** @param {string} option @param {string} action */
  missingOption: (option, action) => `falta ${option} (npm run licence -- ${action} …)`,

  // keygen
  keygenOutFix: "diga onde salvar a chave privada, fora do projeto: --out ~/chave-licencas.pem",
  /** @param {string} file */
  keyFileExists: (file) => `${file} já existe, e o comando não apaga uma chave`,
  keyFileExistsFix:
    "escolha outro nome de arquivo; se quiser trocar de chave, veja “Trocar a chave” em docs/licences.md",
  /** @param {string} file */
  keyFileTracked: (file) =>
    `${file} fica dentro do projeto, num lugar que o git guarda: a chave privada iria para o repositório`,
  keyFileTrackedFix: "salve-a fora do projeto: --out ~/chave-licencas.pem",
  /** @param {string} folder */
  keyFolderMissing: (folder) => `a pasta ${folder} não existe`,
  keyFolderMissingFix: "crie a pasta antes, ou escolha outra: --out ~/chave-licencas.pem",
  /** @param {string} file @param {string} line */
  keygenDone: (file, line) => `✓ Chave privada salva em ${file} (só você pode ler o arquivo).

Ponha esta linha no .env do site e nas variáveis do seu host, e publique o site de novo:

  ${line}

Guarde a chave privada com cuidado:
  • copie o arquivo para o seu gerenciador de senhas ou para um backup seu, fora do computador;
  • nunca o coloque no repositório nem numa variável VITE_ (elas vão parar nas páginas do site);
  • sem ela você não emite novos certificados; quem a tiver pode emitir certificados em seu nome.`,
  /** @param {string} line */
  keygenRotation: (line) =>
    `O site já tem chave. Para trocar de chave sem invalidar os certificados antigos, use a linha com a nova chave primeiro e as antigas depois:\n\n  ${line}`,

  // issue
  /** @param {string} file */
  keyUnreadable: (file) => `não foi possível ler a chave ${file}`,
  keyUnreadableFix:
    "confira o caminho do arquivo da chave privada que npm run licence -- keygen criou",
  /** @param {string} file */
  keyNotPrivate: (file) => `${file} não é uma chave privada`,
  keyNotPrivateFix:
    "use o arquivo que npm run licence -- keygen criou (começa com -----BEGIN PRIVATE KEY-----)",
  /** @param {string} file @param {string} type */
  keyNotEd25519: (file, type) => `${file} é uma chave ${type}, e os certificados usam Ed25519`,
  keyNotEd25519Fix:
    "crie uma chave própria para os certificados: npm run licence -- keygen --out ~/chave-licencas.pem",
  siteWithoutKey: "o site não tem chave pública de certificados (VITE_LICENCE_PUBLIC_KEY=nenhuma)",
  siteWithoutKeyFix:
    "crie a chave com npm run licence -- keygen --out ~/chave-licencas.pem e ponha no .env a linha que o comando mostra",
  /** @param {string} file */
  keyMismatch: (file) =>
    `a chave ${file} não corresponde a nenhuma chave pública do site (VITE_LICENCE_PUBLIC_KEY): um certificado assinado com ela não conferiria`,
  keyMismatchFix:
    "use a chave privada criada junto com a chave pública do .env, ou ponha no .env a linha que npm run licence -- keygen mostrou para esta chave",
  demoKeyWarning:
    "⚠ Assinado com a chave de demonstração, que é pública: este certificado serve só para testes.",
  /** @param {string} option */
  textEmpty: (option) => `${option} está vazio`,
  /** @param {string} option @param {number} max */
  textTooLong: (option, max) => `${option} passa de ${max} caracteres`,
  /** @param {string} option */
  textControl: (option) =>
    `${option} tem caracteres invisíveis ou de controle (quebra de linha, tabulação, caracteres de direção de texto)`,
  /** @param {string} option */
  textSpaces: (option) => `${option} tem espaços no começo, no fim ou repetidos`,
  /** @param {string} option */
  textFix: (option) =>
    `escreva ${option} entre aspas, numa linha só, como deve aparecer no certificado: ${option} "Yasmin Fernandes"`,
  /** @param {string} file */
  audioMissing: (file) => `o arquivo ${file} não existe ou não pode ser lido`,
  audioMissingFix:
    "confira o caminho do arquivo de áudio entregue (arraste o arquivo para o terminal)",
  /** @param {string} file */
  audioNotAudio: (file) => `${file} não é um arquivo de áudio`,
  audioNotAudioFix:
    "use o arquivo de áudio entregue à cliente, exatamente como foi enviado (MP3, WAV, FLAC, M4A…)",
  /** @param {string} file */
  audioTooLong: (file) => `${file} dura mais de 2 horas`,
  /** @param {string} date */
  dateInvalid: (date) => `"${date}" não é uma data AAAA-MM-DD`,
  dateInvalidFix: "escreva a data como 2026-05-02, ou deixe --date de fora para usar a de hoje",
  /** @param {string} date */
  dateInFuture: (date) => `${date} ainda não chegou`,
  dateInFutureFix: "use a data de hoje ou uma data passada (sem --date, vale a de hoje)",
  /** @param {string} date @param {string} terms */
  dateBeforeTerms: (date, terms) =>
    `${date} é anterior à versão dos Termos de Uso em vigor (${terms}), que o certificado cita`,
  dateBeforeTermsFix: "emita o certificado com a data de hoje (deixe --date de fora)",
  /** @param {{ number: string, licensee: string, song: string, length: string, issued: string, terms: string, sha256: string }} fields */
  issued: (fields) => `✓ Certificado assinado
  Licença nº     ${fields.number}
  Titular        ${fields.licensee}
  Música         ${fields.song} (${fields.length})
  Emitida em     ${fields.issued}
  Termos de Uso  versão de ${fields.terms}
  SHA-256        ${fields.sha256}`,
  addressTitle: "Endereço do certificado (confira-o você mesma antes de enviar):",
  emailTitle: "Texto para o e-mail de entrega:",
  keepNumber:
    "Guarde o número da licença com o pedido: é com ele que se cancela a licença se o pedido for reembolsado.",

  // revoke
  missingNumber: "falta o número da licença a cancelar",
  missingNumberFix:
    "npm run licence -- revoke 7QF2-K9XM3A (o número está no certificado e no e-mail de entrega)",
  /** @param {string} number */
  numberInvalid: (number) =>
    `"${number}" não é um número de licença (quatro símbolos, hífen, seis símbolos)`,
  numberInvalidFix: "copie o número como está no certificado, por exemplo 7QF2-K9XM3A",
  /** @param {string} number */
  numberOfOtherKey: (number) =>
    `a licença ${number} não foi assinada com nenhuma das chaves do site (VITE_LICENCE_PUBLIC_KEY)`,
  numberOfOtherKeyFix:
    "confira o número: os quatro primeiros símbolos são os da chave que o assinou",
  /** @param {string} number @param {string} date */
  alreadyRevoked: (number, date) => `a licença ${number} já está cancelada, desde ${date}`,
  alreadyRevokedFix: "nada a fazer: a próxima publicação do site já mostra o cancelamento",
  /** @param {string} number @param {string} date @param {string} file */
  revoked: (number, date, file) => `✓ Licença ${number} cancelada em ${date} (${file}).
Publique o site de novo (npm run build:launch no seu host, ou o seu comando de publicação): a partir daí, o certificado mostra "cancelada em ${date}".`,

  // verify
  missingAddress: "falta o endereço do certificado",
  missingAddressFix: 'npm run licence -- verify "https://seu-dominio/licenca#v1.…" (entre aspas)',
  /** @param {{ number: string, licensee: string, song: string, length: string, issued: string, terms: string, sha256: string }} fields */
  valid: (fields) => `✓ Licença válida
  Licença nº     ${fields.number}
  Titular        ${fields.licensee}
  Música         ${fields.song} (${fields.length})
  Emitida em     ${fields.issued}
  Termos de Uso  versão de ${fields.terms}
  SHA-256        ${fields.sha256}`,
  /** @param {string} number @param {string} date */
  verdictRevoked: (number, date) => `a licença ${number} foi cancelada em ${date}`,
  verdictRevokedFix: "a página /licenca mostra o mesmo depois da próxima publicação do site",
  verdictAbsent: "o endereço não traz certificado (nada depois do #)",
  verdictUnchecked: "não foi possível conferir a assinatura neste computador",
  verdictUncheckedFix: "atualize o Node do projeto (npm ci) e tente de novo",
  verdictInvalid: {
    malformed: "o certificado não confere: o endereço está cortado ou malformado",
    "unknown-key": "o certificado não confere: foi assinado com uma chave que o site não tem",
    signature:
      "o certificado não confere: a assinatura não corresponde ao que ele diz (foi alterado)",
  },
  verdictInvalidFix: "copie o endereço inteiro, até o fim, e ponha-o entre aspas",
};
