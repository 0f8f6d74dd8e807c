// @ts-check
// What the owner's commands say, in Brazilian Portuguese, in one place (scripts/owner/cli.mjs):
// plain words, each refusal with the fix. One section per command, the shared words first.
import { PLAN_NAMES } from "../../src/content/plan-names.ts";

/** Words every owner's command shares. */
export const common = {
  /** @param {string} problem the configuration's own message */
  envInvalid: (problem) => `o .env do site tem um erro: ${problem}`,
  envInvalidFix:
    "corrija esse valor no .env (npm run setup pergunta e confere cada valor) e rode o comando de novo",
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
  // ── the launch build, which `npm run preview` and `npm run deploy` make first ──
  building:
    "Fazendo o build de lançamento (npm run build:launch), com os valores do seu .env: leva até um minuto…",
  built: "✓ Build de lançamento pronto, em dist/.",
  /** @param {string} output all the build printed, in Astro's English */
  buildDetail: (output) =>
    `O build parou sem uma mensagem do site. O que ele escreveu (em inglês, do Astro), para quem mantém o site:\n\n${output}`,
  buildRefused:
    "o build de lançamento foi recusado (a mensagem acima diz por quê), e nenhum site antigo ficou em dist/",
  buildRefusedFix:
    "corrija cada item da lista (o npm run setup -- … embaixo dele, rodado na pasta do site, pergunta e confere só aquele valor) e rode o comando de novo; para ver o site antes disso, com o que já está pronto: npm start",
  // ── the packages' promise of length (scripts/owner/song-promise.mjs) ──
  /** @param {number} count */
  minutes: (count) => `${count} minuto${count === 1 ? "" : "s"}`,
  /**
   * @param {string} length "3:05" @param {string} promise "3 minutos"
   * @param {string | null} again the command that takes the shortened file, where running the
   * same one again would be refused (a song already delivered is replaced, not delivered again)
   */
  longerThanPromised: (length, promise, again) =>
    `⚠ Esta música dura ${length}, e os pacotes prometem músicas de até ${promise} (nos planos, nas perguntas frequentes e nos Termos de Uso). Nada foi recusado: se ela não devia passar disso, encurte o arquivo e ${again ? `troque-o: ${again}` : "rode o comando de novo"}.`,
  // ── wrangler, Cloudflare's tool, which her commands run (scripts/owner/processes.mjs) ──
  /** The heading over the tool's own lines, shown only when it failed. */
  toolSaid:
    "A mensagem da própria ferramenta da Cloudflare (o wrangler), em inglês, para quem for ajudar você:",
};

/**
 * wrangler's failures that the owner's commands recognise (processes.mjs's wranglerFailure), each
 * with the fix that applies; `again` is the command she runs again.
 */
export const wranglerSaid = {
  /** @param {string} again */
  offline: (again) => ({
    problem: "o computador não conseguiu falar com a Cloudflare",
    fix: `confira a sua conexão com a internet e rode ${again} de novo`,
  }),
  /** @param {string} again */
  login: (again) => ({
    problem:
      "você ainda não entrou na sua conta da Cloudflare neste computador, ou a entrada expirou",
    fix: `rode uma vez: npx wrangler login. O navegador abre uma página da Cloudflare, em inglês: entre na sua conta (sem conta, crie uma grátis em https://dash.cloudflare.com/sign-up) e, na página que pede para autorizar o Wrangler (a ferramenta da Cloudflare que publica o site), clique em Allow; se o navegador não abrir, abra você mesma o endereço https://dash.cloudflare.com/oauth2/… que o terminal mostra. O terminal escreve algumas linhas em inglês e termina com “Successfully logged in”. Depois, rode ${again} de novo`,
  }),
  /** @param {string} again */
  accounts: (again) => ({
    problem:
      "o seu login dá acesso a mais de uma conta da Cloudflare, e o comando não sabe qual usar",
    fix: `veja os ids das contas com npx wrangler whoami e escolha uma: CLOUDFLARE_ACCOUNT_ID=<id> ${again}`,
  }),
  /** @param {string} again */
  r2Off: (again) => ({
    problem:
      "o R2, o espaço da Cloudflare onde ficam os arquivos das músicas de cada pedido, ainda não foi ativado na sua conta",
    fix: `ative uma vez no painel da Cloudflare: R2 Object Storage → ativar o R2 (a Cloudflare pode pedir um cartão para a assinatura do R2; os primeiros 10 GB e as operações do plano grátis não são cobrados, veja docs/publicar.md); depois, rode ${again} de novo. Se não quiser a página de pedidos, preencha VITE_ORDER_PAGE com nao (npm run setup -- entregas)`,
  }),
  /** @param {string} again */
  d1: (again) => ({
    problem: "o banco de pedidos (Cloudflare D1) recusou o comando",
    fix: `rode ${again} de novo (o que já foi feito não é feito duas vezes); se a mesma mensagem voltar, mande a mensagem da ferramenta, acima, a quem mantém o site`,
  }),
};

/** Whose repository `origin` is, before a command says `git push` (scripts/owner/git-origin.mjs). */
export const repository = {
  noOrigin:
    "o projeto ainda não está num repositório seu: o git não tem um origin nesta pasta, e um git push não teria para onde ir",
  /** @param {string} url @param {string | null} email */
  templateOrigin: (url, email) =>
    `o origin deste projeto (${url}) é o repositório do modelo, não o seu: um git push mandaria o seu negócio para lá (${email ? `ele não tem nenhum commit do seu e-mail, ${email}` : "o git deste computador ainda não tem o seu e-mail: git config --global user.email"}, e não há um remoto "modelo" ao lado dele)`,
  ownRepositoryFix:
    "crie o seu repositório e troque o origin pelo seu, como diz docs/publicar.md, “O seu próprio repositório” (git remote rename origin modelo, depois git remote add origin <o endereço do seu>); depois, rode este comando de novo: nada foi mudado",
};

/** `npm run samples`: the owner's own audio samples (scripts/samples/, docs/samples.md). */
export const samples = {
  command: "npm run samples",
  /**
   * @param {{ rhythms: readonly string[], styles: readonly string[] | null, bpm: { min: number, max: number } }} choices
   *   `styles`: the site's (VITE_SONG_STYLES), null where the configuration cannot be read
   */
  usage: ({ rhythms, styles, bpm }) => `Uso:
  npm run samples -- add <arquivo de áudio> --title "Título" --style ${styles ? styles.join("|") : "<estilo>"} --rhythm ${rhythms.join("|")} [--bpm 96] [--id nome] [--instrumental] [--alt "texto"]
  npm run samples -- remove <id>
  npm run samples -- list

add      converte o arquivo (wav, mp3, flac, m4a, ogg, …) em public/audio/<id>.opus e .mp3, no mesmo
         volume dos outros exemplos, desenha a capa public/covers/<id>.webp e põe o exemplo em
         src/content/samples.json com a duração real.
         --title         o título mostrado no cartão (obrigatório)
         --style         um dos estilos do site (VITE_SONG_STYLES)${styles ? `: ${styles.join(" ou ")}` : ""} (obrigatório)
         --rhythm        o ritmo em que a música é tocada (obrigatório): ${rhythms.join(", ")}
         --bpm           o andamento principal, em batidas por minuto, de ${bpm.min} a ${bpm.max} (opcional)
         --id            o nome do exemplo e dos arquivos (padrão: o título, sem acentos nem espaços)
         --instrumental  sem voz e sem nome cantado: o cartão diz isso
         --alt           a descrição da capa para leitores de tela (padrão: descreve a capa desenhada)
remove   tira o exemplo da lista e apaga os arquivos dele.
list     mostra os exemplos da lista e se os arquivos deles estão no lugar.

Passo a passo: docs/samples.md`,
  // ── refusals of the command line ──
  /** @param {string} command */
  unknownCommand: (command) => `o comando "${command}" não existe: use add, remove ou list`,
  /** @param {string} extra */
  unexpected: (extra) =>
    `"${extra}" sobrou no comando (um título com espaços vai entre aspas: --title "Noite no Cairo")`,
  /** @param {string} command @param {readonly string[]} options */
  takesNoOption: (command, options) =>
    `${command} não aceita ${options.map((option) => `--${option}`).join(", ")}`,
  removeNeedsId: "remove precisa do id do exemplo",
  listFix: "veja os ids com: npm run samples -- list",
  addNeedsFile: "add precisa de um arquivo de áudio",
  /** @param {string} style the first of the site's styles */
  addExample: (style) =>
    `por exemplo: npm run samples -- add musica.wav --title "Noite no Cairo" --style ${style} --rhythm baladi`,
  addNeedsTitle: 'add precisa de --title "…" (o título mostrado no cartão)',
  /** @param {readonly string[]} styles */
  addNeedsStyle: (styles) => `add precisa de --style ${styles.join(" ou ")}`,
  /** @param {readonly string[]} styles @param {string} given */
  badStyle: (styles, given) =>
    `--style deve ser um dos estilos do site (VITE_SONG_STYLES): ${styles.join(" ou ")}; não "${given}"`,
  badStyleFix:
    "escolha um deles, ou inclua o estilo na lista do site com npm run setup -- VITE_SONG_STYLES e rode o comando de novo",
  /** @param {string} id @param {string} problem the collection's own words (unlistedStyle) */
  unlistedStyle: (id, problem) => `⚠ o exemplo "${id}": ${problem}`,
  /** @param {readonly string[]} rhythms */
  addNeedsRhythm: (rhythms) => `add precisa de --rhythm, um destes: ${rhythms.join(", ")}`,
  /** @param {readonly string[]} rhythms @param {string} given */
  badRhythm: (rhythms, given) =>
    `--rhythm deve ser um destes: ${rhythms.join(", ")}; não "${given}"`,
  /** @param {{ min: number, max: number }} range @param {string} given */
  badBpm: (range, given) =>
    `--bpm deve ser um número inteiro de ${range.min} a ${range.max}, não "${given}"`,
  noIdFromTitle: "o título não dá um id que sirva de nome de arquivo",
  noIdFromTitleFix:
    "acrescente --id com letras minúsculas, números e hífens, como --id noite-no-cairo",
  /** @param {string} suggestion */
  badId: (suggestion) =>
    `--id deve ter só letras minúsculas, números e hífens (até 60), como "${suggestion}"`,
  // ── refusals of the list ──
  /** @param {string} id */
  idTaken: (id) => `já existe um exemplo "${id}" na lista`,
  /** @param {string} id */
  idTakenFix: (id) =>
    `tire o antigo primeiro (npm run samples -- remove ${id}) ou escolha outro nome com --id`,
  /** @param {string} file */
  filesTaken: (file) => `outro exemplo já usa os arquivos "${file}"`,
  filesTakenFix: "escolha outro nome com --id",
  /** @param {string} id @param {string} known */
  noSuchId: (id, known) => `não há exemplo "${id}" na lista (há: ${known})`,
  none: "nenhum",
  /** @param {string} problem */
  badList: (problem) => `a lista de exemplos tem um problema:\n${problem}`,
  badListFix:
    "corrija o arquivo (ou desfaça a mudança feita à mão nele) e rode o comando de novo; passo a passo em docs/samples.md",
  // ── refusals of the file and of ffmpeg ──
  /** @param {string} file */
  noSuchFile: (file) => `o arquivo ${file} não existe`,
  noSuchFileFix:
    "confira o caminho (um caminho com espaços vai entre aspas); arrastar o arquivo para o terminal escreve o caminho certo",
  /** @param {string} file */
  notAFile: (file) => `${file} não é um arquivo`,
  /** @param {string} file @param {string} reason */
  unreadable: (file, reason) => `o ffmpeg não conseguiu ler ${file} como áudio (${reason})`,
  /** @param {string} file */
  noAudio: (file) => `${file} não tem áudio`,
  readableFix:
    "use um arquivo de áudio comum: wav, mp3, flac, m4a, ogg, opus, aiff… (se ele toca no seu computador, exporte-o como WAV e tente de novo)",
  /** @param {string} file */
  unknownLength: (file) => `não foi possível saber quanto tempo ${file} dura`,
  unknownLengthFix: "converta o arquivo para WAV ou FLAC e tente de novo",
  /** @param {string} file @param {string} lufs */
  silent: (file, lufs) => `${file} está em silêncio (${lufs} LUFS): não há o que ajustar`,
  silentFix: "confira se escolheu o arquivo certo e se ele toca",
  /** @param {string} tool */
  toolMissing: (tool) => `o ${tool} não está instalado`,
  /** @param {string} encoder */
  encoderMissing: (encoder) => `este ffmpeg não tem o codificador ${encoder}`,
  installFix:
    "instale o ffmpeg e rode o comando de novo: sudo apt-get install ffmpeg (Debian, Ubuntu), brew install ffmpeg (macOS), winget install ffmpeg (Windows)",
  /** @param {string} tool @param {string} reason */
  toolFailed: (tool, reason) => `o ${tool} falhou: ${reason}`,
  toolFailedFix:
    "confira se o arquivo toca no seu computador; se tocar, exporte-o como WAV e tente de novo",
  /** @param {string} details */
  loudnessFailed: (details) => `o ajuste de volume não chegou ao nível do site: ${details}`,
  coverFailed: "a capa saiu grande demais ou do tamanho errado",
  // ── progress ──
  /** @param {string} file */
  stepList: (file) => `Conferindo ${file}…`,
  /** @param {number} count @param {string} id */
  listed: (count, id) => `${count} exemplo(s) na lista; o nome "${id}" está livre`,
  stepFfmpeg: "Conferindo o ffmpeg…",
  /** @param {string} version "5.1.9", or "" when ffmpeg did not say */
  ffmpegFound: (version) =>
    `ffmpeg${version ? ` ${version}` : ""} instalado, com os codificadores Opus e MP3`,
  /** @param {string} codec @param {number} rate @param {number} channels */
  format: (codec, rate, channels) => `${codec} ${rate} Hz, ${channels} canal(is)`,
  /** @param {number} width @param {number} height @param {number} quality @param {string} kilobytes */
  coverDrawn: (width, height, quality, kilobytes) =>
    `${width}×${height} WebP, qualidade ${quality}, ${kilobytes} KB`,
  /** @param {string} file */
  stepRead: (file) => `Lendo ${file}…`,
  /** @param {string} seconds @param {string} time @param {string} codec @param {number} rate @param {number} channels */
  inputInfo: (seconds, time, codec, rate, channels) =>
    `${seconds} s (${time}), ${codec}, ${rate} Hz, ${channels} canal(is)`,
  /** @param {number} lufs @param {number} tp */
  stepLoudness: (lufs, tp) => `Ajustando o volume a ${lufs} LUFS / ${tp} dBTP (duas passagens)…`,
  dynamicMode: "⚠ o loudnorm usou o modo dinâmico: ouça o resultado e veja se o volume não oscila",
  /** @param {number} opus @param {number} mp3 */
  stepEncode: (opus, mp3) => `Gravando Opus ${opus} kb/s VBR e MP3 ${mp3} kb/s CBR…`,
  stepMeasure: "Medindo os arquivos gravados…",
  /** @param {string} budget */
  overBudget: (budget) =>
    `⚠ passou do limite de ${budget} por arquivo (e2e/budgets.spec.ts): um exemplo de até 3:00 fica abaixo dele`,
  /** @param {string} style @param {number} variant */
  stepCover: (style, variant) => `Desenhando a capa (${style}, variação ${variant})…`,
  /** @param {string} id @param {string} file */
  stepWrite: (id, file) => `Gravando os arquivos e pondo "${id}" em ${file}…`,
  /** @param {string} file */
  replacing: (file) => `substituindo ${file}, que nenhum exemplo da lista usava`,
  /** @param {string} file */
  wrote: (file) => `gravado ${file}`,
  /** @param {string} summary */
  added: (summary) => `\n✓ Exemplo adicionado: ${summary}.`,
  instrumental: "instrumental",
  /** @param {readonly string[]} commands */
  demosLeft: (commands) =>
    `  Os exemplos de demonstração ainda estão na lista: ${commands.join(" ; ")}`,
  /** @param {string} file */
  addedNext: (file) =>
    `  Ouça o exemplo na página com npm start (o site com o que já está pronto, neste computador).\n  npm run preview mostra o site como vai ficar no ar quando npm run setup -- --check disser "Pronto".\n  Depois, faça commit de public/audio, public/covers e ${file}. Passo a passo: docs/samples.md`,
  /** @param {number} lufs @param {number} truePeak */
  passOne: (lufs, truePeak) =>
    `passagem 1: ${lufs} LUFS integrado, ${truePeak} dBTP de pico verdadeiro`,
  /** @param {number | string} gain @param {number} limit @param {string} mode @param {number} lufs @param {number} truePeak */
  passTwo: (gain, limit, mode, lufs, truePeak) =>
    `passagem 2: ganho de ${gain} dB + limitador em ${limit} dBFS, depois loudnorm ${mode === "linear" ? "linear" : "dinâmico"} → ${lufs} LUFS, ${truePeak} dBTP`,
  /** @param {string} file @param {string} seconds @param {string} format @param {number} lufs @param {number} truePeak @param {string} size */
  measured: (file, seconds, format, lufs, truePeak, size) =>
    `${file}: ${seconds} s, ${format}, ${lufs} LUFS integrado, ${truePeak} dBTP de pico, ${size}`,
  /** @param {string} title @param {string} id @param {string} file */
  stepRemove: (title, id, file) => `Tirando "${title}" (${id}) de ${file}…`,
  stepDelete: "Apagando os arquivos dele…",
  /** @param {string} file */
  kept: (file) => `mantido ${file}: outro exemplo usa este arquivo`,
  /** @param {string} file */
  deleted: (file) => `apagado ${file}`,
  /** @param {string} id @param {number} left */
  removed: (id, left) => `\n✓ "${id}" removido; ${left} exemplo(s) na lista.`,
  noneLeft: "  A página precisa de pelo menos um: o build para até você adicionar um.",
  listHeader: ["id", "título", "estilo", "ritmo", "duração", "marcas", "arquivos"],
  demo: "demonstração",
  filesOk: "ok",
  /** @param {string} files */
  filesMissing: (files) => `FALTAM ${files}`,
  /** @param {number} count @param {string} file */
  listTotal: (count, file) => `\n${count} exemplo(s) em ${file}.`,
};

/** `npm run preview`: the launch build, served on this computer as the host serves it. */
export const preview = {
  command: "npm run preview",
  usage: `Uso:
  npm run preview

Faz o build de lançamento (npm run build:launch, com os valores do seu .env) e mostra o site
neste computador, como a hospedagem vai mostrar: endereços, página 404, cabeçalhos de
segurança. Nada é publicado. Se o build for recusado, diz o que falta e não mostra nada.

  PORT=8080 npm run preview   usa outra porta (a padrão é 4173)`,
  nothingPublished: "Nada foi publicado: é só uma prévia neste computador.",
  /** @param {string} address */
  serving: (address) =>
    `\n✓ O seu site, como vai ficar no ar: ${address}\n  Abra esse endereço no navegador (no celular, não: ele só existe neste computador).\n  Confira cada página, os preços, os links de compra e os exemplos.\n  Para parar: aperte Ctrl+C neste terminal.`,
  /** @param {number} port */
  portTaken: (port) =>
    `a porta ${port} já está em uso (talvez um npm start ou npm run preview aberto em outro terminal)`,
  /** @param {number} port */
  portTakenFix: (port) =>
    `feche o outro (Ctrl+C no terminal dele) ou use outra porta: PORT=${port + 1} npm run preview`,
  /** @param {string} given */
  badPort: (given) => `PORT="${given}" não é uma porta (um número de 1024 a 65535)`,
  badPortFix: "rode sem PORT (npm run preview) ou com um número, como PORT=8080 npm run preview",
};

/** `npm run deploy`: the launch build, published to Cloudflare Pages with wrangler. */
export const deploy = {
  command: "npm run deploy",
  usage: `Uso:
  npm run deploy [-- --projeto nome]

Publica o site na Cloudflare Pages (plano grátis), com os valores do seu .env:
  1. confere se você entrou na sua conta da Cloudflare (npx wrangler whoami);
  2. faz o build de lançamento (npm run build:launch): recusado, nada é publicado;
  3. cria o projeto na Cloudflare, na primeira vez;
  4. se os pedidos têm a página deles no site (VITE_ORDER_PAGE=sim), cria na primeira vez o banco
     de pedidos (D1) e o espaço dos arquivos das músicas (R2), grava os nomes deles no
     wrangler.toml e prepara o banco (docs/entregas.md);
  5. envia a pasta dist/ e diz o endereço do site.

Precisa de: uma conta na Cloudflare (grátis: https://dash.cloudflare.com/sign-up) e, uma vez
neste computador, npx wrangler login (o navegador abre uma página da Cloudflare em inglês, que
pede para autorizar o Wrangler: entre na sua conta e clique em Allow).

  --projeto nome   o nome do projeto na Cloudflare (padrão: o seu domínio, como
                   dancaemelodia-com-br). O endereço provisório fica nome.pages.dev.

Passo a passo, do domínio ao HTTPS: docs/publicar.md`,
  /** @param {string} given */
  badProject: (given) =>
    `"${given}" não serve de nome de projeto na Cloudflare: só letras minúsculas, números e hífens, até 58, sem hífen no começo ou no fim`,
  badProjectFix: "por exemplo: npm run deploy -- --projeto dancaemelodia",
  stepLogin: "Conferindo se você entrou na sua conta da Cloudflare (npx wrangler whoami)…",
  notLoggedIn: wranglerSaid.login("npm run deploy").problem,
  notLoggedInFix: wranglerSaid.login("npm run deploy").fix,
  /** The command she runs again after a failure of wrangler's. */
  again: "npm run deploy",
  unreachable: "a Cloudflare não respondeu como o comando esperava",
  unreachableFix:
    "rode npm run deploy de novo; se a mesma mensagem voltar, mande a mensagem da ferramenta, acima, a quem mantém o site",
  /** @param {string} email */
  loggedIn: (email) => `conta: ${email}`,
  /** @param {number} count */
  manyAccounts: (count) =>
    `o seu login dá acesso a ${count} contas da Cloudflare, e o comando não sabe em qual publicar`,
  manyAccountsFix:
    "veja os ids das contas com npx wrangler whoami e escolha uma: CLOUDFLARE_ACCOUNT_ID=<id> npm run deploy",
  /** @param {string} name */
  stepProject: (name) => `Conferindo o projeto "${name}" na Cloudflare…`,
  /** @param {string} name @param {string} branch */
  creatingProject: (name, branch) =>
    `o projeto ainda não existe: criando "${name}" (ramo de produção "${branch}")`,
  projectExists: "o projeto já existe: a nova versão substitui a anterior",
  projectFailed: "a Cloudflare não criou o projeto (a mensagem da ferramenta, acima, diz por quê)",
  projectFailedFix:
    "se o nome já é de outro projeto seu, escolha outro: npm run deploy -- --projeto outro-nome; se não, rode npm run deploy de novo",
  stepOrders:
    "Conferindo o banco de pedidos e o espaço dos arquivos das músicas na sua conta (a página de cada pedido)…",
  /** @param {string} name */
  databaseExists: (name) => `banco de pedidos: "${name}", já existe`,
  /** @param {string} name */
  creatingDatabase: (name) =>
    `o banco de pedidos ainda não existe: criando "${name}" (Cloudflare D1)`,
  databaseFailed: "a Cloudflare não criou o banco de pedidos",
  databaseFailedFix:
    "confira a conexão e rode npm run deploy de novo; se a mensagem falar de limite de bancos, apague no painel da Cloudflare (Storage & Databases → D1) um banco que você não usa",
  /** @param {string} name */
  bucketExists: (name) => `espaço dos arquivos: "${name}", já existe`,
  /**
   * Where her buyers' data is: the policy's hosting country must say it (the launch gate refuses
   * "Brasil" with orders on).
   * @param {{ hint: string, words: string }} region
   */
  dataLocation: ({ hint, words }) =>
    `onde ficam os dados das clientes: o banco e os arquivos foram criados ${words} (região ${hint} da Cloudflare), fora do Brasil, onde a Cloudflare não oferece guardá-los; a Política de Privacidade diz isso com o país da hospedagem que você informou`,
  /** @param {string} name */
  creatingBucket: (name) =>
    `o espaço dos arquivos ainda não existe: criando "${name}" (Cloudflare R2, particular)`,
  bucketFailed: "a Cloudflare não criou o espaço dos arquivos",
  bucketFailedFix: "confira a conexão e rode npm run deploy de novo",
  stepSales:
    "Conferindo os segredos do aviso de vendas da plataforma (docs/vendas.md): cada um fica só na Cloudflare, nunca no .env…",
  /** @param {string} name */
  secretKept: (name) => `${name}: já está guardado na Cloudflare`,
  /** @param {string} name */
  secretQuestion: (name) =>
    ({
      HOTMART_HOTTOK:
        "Cole o hottok da sua conta na Hotmart (a tela não mostra o que você digita; Enter vazio pula):",
      KIWIFY_TOKEN:
        "Cole o token do webhook da Kiwify (a tela não mostra o que você digita; Enter vazio pula):",
      RESEND_API_KEY:
        "Cole a chave do Resend, que manda o e-mail com o endereço do pedido (Enter vazio pula):",
      EMAIL_FROM:
        'Quem manda esse e-mail, como "Sua Marca <pedidos@seudominio.com.br>" (Enter vazio pula):',
    })[name] ?? `${name}:`,
  /** @param {string} name @param {string} project */
  secretSkipped: (name, project) =>
    `${name}: não guardado; quando tiver: npx wrangler pages secret put ${name} --project-name ${project}, e publique de novo`,
  /** @param {string} name */
  secretSaved: (name) => `${name}: guardado na Cloudflare (não fica no .env nem no site)`,
  /** @param {string} table */
  productsSaved: (table) =>
    `VENDAS_PRODUTOS: a tabela dos seus produtos (npm run setup -- vendas) foi para a Cloudflare: ${table}`,
  productsKept:
    "VENDAS_PRODUTOS: o .env não tem produtos (npm run setup -- vendas); fica a tabela que já está na Cloudflare",
  productsMissing:
    "VENDAS_PRODUTOS: nenhum produto ainda; cada venda abre o pedido “a confirmar”. Para o site saber o pacote: npm run setup -- vendas, e publique de novo",
  /** @param {string} name */
  secretFailed: (name) => `a Cloudflare não guardou ${name}`,
  secretFailedFix: "confira a conexão e rode npm run deploy de novo",
  /** @param {"hotmart" | "kiwify"} platform @param {string | null} site */
  salesWebhook: (platform, site) =>
    [
      "",
      `Aviso de vendas: na ${platform === "hotmart" ? "Hotmart (Ferramentas → Webhook)" : "Kiwify (Apps → Webhooks)"}, cadastre este endereço:`,
      `  ${site ?? "https://seu-dominio"}/api/vendas/${platform}`,
      platform === "hotmart"
        ? "  e marque: compra aprovada, compra completa, compra reembolsada, chargeback e compra cancelada (versão 2.0.0)."
        : "  e marque: compra aprovada, compra reembolsada e chargeback.",
      "  Depois, faça uma compra de teste: docs/vendas.md, “A primeira venda de verdade”.",
    ].join("\n"),
  tomlWritten:
    "os nomes do banco e do espaço foram gravados no wrangler.toml: guarde essa mudança com o site (git add wrangler.toml && git commit)",
  migrationsFailed: "não consegui preparar o banco de pedidos na Cloudflare",
  migrationsFailedFix:
    "confira a conexão e rode npm run deploy de novo: o que já foi preparado não é feito duas vezes",
  migrationsApplied: "banco de pedidos pronto",
  stepUpload:
    "Enviando a pasta dist/ para a Cloudflare Pages (na primeira vez, leva alguns minutos)…",
  uploadFailed: "a Cloudflare recusou a publicação (a mensagem da ferramenta, acima, diz por quê)",
  uploadFailedFix:
    "confira a conexão e rode npm run deploy de novo; o site que estava no ar continua lá",
  /** @param {readonly string[]} addresses */
  published: (addresses) =>
    `\n✓ Publicado. O seu site está no ar em:\n${addresses.map((address) => `  ${address}`).join("\n")}`,
  /** @param {string} name */
  publishedUnknown: (name) =>
    `\n✓ Publicado no projeto "${name}". O endereço está no painel da Cloudflare: Workers e Pages → ${name}.`,
  next: "  Para ligar o seu domínio, o HTTPS e a página de obrigado: docs/publicar.md.\n  Depois de mudar qualquer valor (npm run setup), rode npm run deploy de novo.",
  nextOrders:
    "  Cada pedido, do pagamento ao download: npm run pedido (passo a passo em docs/entregas.md).",
};

/** `npm run setup`: each value asked, checked as the build checks it, written to .env. */
export const setup = {
  command: "npm run setup",
  /** @param {readonly { part: string, title: string }[]} parts */
  usage: (parts) => `Uso (na pasta do site):
  npm run setup                       pergunta cada valor do site, na ordem da página, e grava o .env
  npm run setup -- <parte> [<parte>]  pergunta só os valores dessas partes; os outros ficam como estão
  npm run setup -- VITE_PRICE_SINGLE  pergunta só esse valor (o nome como está no .env)
  npm run setup -- --check            só confere o .env e diz o que falta para o lançamento

As partes:
${parts.map(({ part, title }) => `  ${part.padEnd(14)}${title}`).join("\n")}

Cada valor é conferido com as mesmas regras do build, e o que depende do valor mudado é perguntado
junto. O que já está no .env vem como resposta: aperte Enter para manter, ou apague e escreva
outro. Ctrl+C sai sem gravar nada.
Depois: npm run preview (ver o site) e npm run deploy (publicar). Passo a passo: docs/publicar.md`,
  title: "Configurar o seu site",
  devVarsHeading:
    "# A tabela dos seus produtos (npm run setup -- vendas), para o site deste computador:",
  /** @param {string} path */
  devVarsWritten: (path) =>
    `A tabela dos seus produtos também foi gravada em ${path}, para o site deste computador (npx wrangler pages dev dist; feche-o e abra de novo para ele ler). O site publicado a recebe no próximo npm run deploy.`,
  /** @param {readonly string[]} names */
  titleOnly: (names) => `Mudar no seu site: ${names.join(", ")}`,
  /** @param {readonly string[]} names @param {readonly string[]} parts */
  unknownNames: (names, parts) =>
    `${names.map((name) => `"${name}"`).join(", ")} não ${names.length === 1 ? "é uma parte nem um valor" : "são partes nem valores"} do setup; as partes são: ${parts.join(", ")}`,
  unknownNamesFix:
    "use o nome de uma parte ou de um valor como está no .env (VITE_PRICE_SINGLE); a lista, com o que cada parte pergunta: npm run setup -- --help",
  checkTakesNoNames: "--check confere o .env inteiro e não recebe nomes de partes ou de valores",
  checkTakesNoNamesFix: "rode npm run setup -- --check sozinho",
  /** @param {string} variable @param {string} part */
  notAsked: (variable, part) =>
    `${variable} não se aplica com as suas respostas atuais (depende de outro valor): para mudá-lo, rode npm run setup -- ${part}`,
  followUp: "Esta pergunta depende do que você mudou: confira a resposta.",
  /** @param {readonly string[]} names */
  changedOnly: (names) =>
    `Só ${names.length === 1 ? "este valor muda" : "estes valores mudam"} no .env: ${names.join(", ")}. Os outros ficam como estão.`,
  unchanged: "Nada mudou: o .env ficou como estava.",
  // ── the licence key, made by the setup (scripts/licence/actions.mjs, keygen) ──
  /** @param {string} key the start of the saved key */
  keyKeep: (key) => `Sim: manter a minha chave (${key}…)`,
  keyCreate: "Sim: criar a minha chave agora",
  keyCreateHint: "o setup pergunta onde guardar o arquivo da chave privada",
  keyPaste: "Sim: já tenho a chave pública, vou colar",
  keyWhere: "Onde guardar o arquivo da chave privada?",
  keyWhereHelp: [
    "A chave privada assina os certificados: quem tiver o arquivo assina em seu nome, e sem ele você não emite certificados novos.",
    "Guarde-o fora da pasta do site (o padrão é a sua pasta pessoal) e faça uma cópia num lugar seguro, fora do computador.",
  ],
  keyWhereEmpty: "escreva onde guardar o arquivo, como ~/chave-licencas.pem",
  keyInsideSite:
    "esse arquivo ficaria dentro da pasta do site, que vai para o repositório e para a hospedagem",
  keyInsideSiteFix: "escolha um lugar fora da pasta do site, como ~/chave-licencas.pem",
  /** @param {string} file @param {boolean} rotated */
  keyMade: (file, rotated) =>
    `Chave criada. A privada está em ${file} (só você pode ler o arquivo); a pública vai para o .env.${rotated ? " A chave antiga continua na lista, depois da nova: os certificados já emitidos continuam válidos." : ""} Copie o arquivo para o seu gerenciador de senhas ou um backup seu.`,
  keyPasteQuestion: "Cole a chave pública (a linha depois de VITE_LICENCE_PUBLIC_KEY=).",
  howTo:
    "Cada pergunta diz o que é e onde encontrar a resposta.\nEnter mantém o valor que aparece; apague o texto para deixar em branco.\nCtrl+C sai sem gravar nada.",
  /** @param {string} file */
  startingFrom: (file) => `Respostas atuais: ${file}`,
  startingFresh: "Ainda não há .env: as respostas começam em branco.",
  /** @param {string} where */
  where: (where) => `Onde encontrar: ${where}`,
  optional: "(pode ficar em branco)",
  blankChoice: "Ainda não sei (deixar em branco)",
  chooseHow: "Escolha com as setas ↑ ↓ e confirme com Enter.",
  yes: "Sim",
  no: "Não",
  claimYes: "Sim: vou dizer de onde vêm os dados",
  claimNo: "Sem essa afirmação",
  claimNoHint: "o site não a mostra",
  confirmWrite: "Gravar estas respostas no .env?",
  /** @param {string} file */
  written: (file) => `Gravado: ${file}`,
  cancelled: "configuração interrompida: nada foi gravado",
  cancelledFix:
    "rode npm run setup de novo quando quiser; as respostas do .env continuam as mesmas",
  noTerminal: "o npm run setup precisa de um terminal para perguntar",
  noTerminalFix:
    "rode npm run setup num terminal; para só conferir o .env (numa hospedagem ou num script): npm run setup -- --check",
  unwritable:
    "este valor não pode ser gravado no .env (tem quebra de linha ou os três tipos de aspas)",
  extraHeading: "# Outros valores, gravados por npm run setup",
  retiredHeading:
    "# Valores que o site não usa mais: npm run setup os desativou (viraram comentários). Pode apagar estas linhas.",
  /** @param {readonly (readonly [string, string])[]} values */
  retiredFound: (values) =>
    values.length === 1
      ? `O seu .env tem um valor que o site não usa mais: ${values.map(([name, value]) => `${name}="${value}"`).join("")}. Ao gravar, ele vira um comentário no fim do .env, sem efeito; se servir, use-o nas respostas de agora.`
      : `O seu .env tem valores que o site não usa mais: ${values.map(([name, value]) => `${name}="${value}"`).join("; ")}. Ao gravar, eles viram comentários no fim do .env, sem efeito; se servirem, use-os nas respostas de agora.`,
  /** @param {readonly string[]} names */
  retiredDone: (names) =>
    `${names.join(", ")}: ${names.length === 1 ? "desativado (virou um comentário" : "desativados (viraram comentários"} no fim do .env), porque o site não usa mais.`,
  /** @param {string} variable */
  retiredFix: (variable) =>
    `o site não usa mais ${variable}: rode npm run setup, que o desativa (vira um comentário no .env) e pergunta o que o substitui`,
  checking: "Conferindo o que falta para o lançamento (as mesmas regras de npm run build:launch)…",
  /** @param {string} message */
  invalid: (message) => `um valor do .env é recusado pelo build: ${message}`,
  /** @param {string} variable */
  invalidFix: (variable) =>
    `rode na pasta do site npm run setup -- ${variable} e corrija esse valor`,
  /** @param {string} message */
  badContent: (message) => `um arquivo de conteúdo tem um problema: ${message}`,
  /** @param {string} name @param {string} message */
  avatarProblem: (name, message) => `a foto ou o desenho do depoimento de ${name}: ${message}`,
  /** @param {string} title @param {string} message */
  sampleProblem: (title, message) => `o exemplo de áudio "${title}": ${message}`,
  ready: "✓ Pronto para o lançamento: nada falta.",
  readyNext: "Veja o site com npm run preview e publique com npm run deploy (docs/publicar.md).",
  /** @param {number} count */
  notReady: (count) =>
    count === 1
      ? "o site ainda não está pronto para o lançamento: falta 1 item (acima)"
      : `o site ainda não está pronto para o lançamento: faltam ${count} itens (acima)`,
  notReadyFix:
    "corrija cada item (o comando embaixo dele, na pasta do site, pergunta e confere só aquele valor) e rode npm run setup -- --check de novo. Para ver o site com o que já está pronto: npm start",
  /** @param {number} count */
  left: (count) =>
    `Falta${count === 1 ? "" : "m"} ${count} ${count === 1 ? "item" : "itens"} para o lançamento, cada um com o que fazer (acima) e o comando que pergunta só aquele valor. Para ver o site com o que já está pronto: npm start.`,
};

/** `npm run licence`: the signed licence certificates (docs/licences.md). */
/**
 * @typedef {{ number: string, licensee: string, song: string, length: string, issued: string,
 *   terms: string, sha256: string, madeWith?: string | null, created?: string | null,
 *   delivered?: string | null }} LicenceFields
 */

/**
 * A certificate's fields, one per line, as `issue` and `verify` print them.
 * @param {LicenceFields} fields
 */
const licenceFields = (fields) => `  Licença nº     ${fields.number}
  Titular        ${fields.licensee}
  Música         ${fields.song} (${fields.length})
  Emitida em     ${fields.issued}
  Termos de Uso  versão de ${fields.terms}${fields.madeWith ? `\n  Criada com     ${fields.madeWith}${fields.created ? `, em ${fields.created}` : ""}` : ""}${fields.delivered ? `\n  Entregue em    ${fields.delivered} (a data de criação não foi informada)` : ""}
  SHA-256        ${fields.sha256}`;

export const licence = {
  command: "npm run licence",
  usage: `Certificados de licença assinados: cada música entregue ganha um endereço do site que qualquer pessoa confere.

Uso:
  npm run licence -- keygen --out <arquivo>
      Cria o par de chaves. A chave privada vai para <arquivo> (fora do projeto, por exemplo
      ~/chave-licencas.pem); o comando mostra a linha VITE_LICENCE_PUBLIC_KEY=… para o .env.
  npm run licence -- issue --key <arquivo> --licensee "<nome>" --song "<título>" --file <áudio entregue> [--purchase AAAA-MM-DD] [--created AAAA-MM-DD] [--date AAAA-MM-DD] [--local]
      Assina o certificado de uma música entregue e mostra o endereço e o texto para o e-mail.
      --purchase: o dia da compra (sem ela, o de hoje): o certificado cita a versão dos Termos
      de Uso em vigor nesse dia, a mais recente publicada até ele.
      --created: o dia em que a música foi criada no serviço de IA: o certificado o cita, com o
      serviço e o plano do .env, e ele não pode ser anterior ao plano. Sem ela, o certificado
      traz o dia da emissão como o dia da entrega ("Entregue em"), não como o da criação.
      --date: a data de emissão (sem ela, a de hoje).
      --terms: em vez de --purchase, a data de uma versão publicada dos Termos, como 2026-03-01.
      --local: um certificado de teste, para experimentar antes de publicar o site: sem versão
      publicada dos Termos, ele cita o texto atual, e nenhuma versão é gravada.
  npm run licence -- revoke <número> [--replaced-by <número>] [--date AAAA-MM-DD] [--local]
      Cancela a licença de um pedido reembolsado; com --replaced-by, a de uma música trocada
      por uma nova versão, com o número do novo certificado (a página diz "substituída", não
      "reembolso"). Com a página de cada pedido
      (VITE_ORDER_PAGE=sim), vale na hora, pelo banco de pedidos (--local: o deste computador);
      sem ela, a partir da próxima publicação do site. Um pedido feito com npm run pedido é
      reembolsado com npm run pedido -- reembolso, que cancela os certificados dele.
  npm run licence -- verify <endereço>
      Confere um certificado, como a página /licenca confere.

Passo a passo: docs/licences.md`,
  /** @param {string} action */
  unknownAction: (action) =>
    action ? `"${action}" não é uma ação do comando` : "falta dizer o que o comando deve fazer",
  actionFix: "use keygen, issue, revoke ou verify; veja: npm run licence -- --help",
  /** @param {string} argument */
  leftOver: (argument) => `"${argument}" sobrou no comando`,
  /** @param {string} option @param {string} action */
  missingOption: (option, action) => `falta ${option} (npm run licence -- ${action} …)`,
  issueExample:
    'o comando completo é: npm run licence -- issue --key ~/chave-licencas.pem --licensee "Yasmin Fernandes" --song "Noite no Cairo" --file ~/Entregas/noite-no-cairo.mp3',

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

Ponha esta linha no .env do site (ou cole o que vem depois do = na pergunta da chave do npm run setup):

  ${line}

Depois, publique de novo com npm run deploy: ele faz o build com o .env, e nada precisa ser digitado no painel da Cloudflare.

Guarde a chave privada com cuidado:
  • copie o arquivo para o seu gerenciador de senhas ou para um backup seu, fora do computador;
  • nunca o coloque no repositório nem numa variável VITE_ (elas vão parar nas páginas do site);
  • sem ela você não emite novos certificados; quem a tiver pode emitir certificados em seu nome.`,
  /** @param {string} problem why the .env could not be read */
  keygenEnvUnread: (problem) =>
    `⚠ O .env do site não pôde ser lido, então o comando não sabe se o site já tem chave. Se já tiver, não apague a antiga: ponha a nova primeiro e a antiga depois, separadas por vírgula (VITE_LICENCE_PUBLIC_KEY=<nova>,<antiga>). E corrija o .env (npm run setup confere cada valor):\n  ${problem}`,
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
  /** @param {string} url */
  siteOnDemoDomain: (url) =>
    `o endereço do site ainda é o da demonstração (${url}): o certificado mandaria as suas clientes para um site que não é o seu, onde ele não confere`,
  siteOnDemoDomainFix:
    "ponha no .env o endereço do seu site, como VITE_SITE_URL=https://www.suamarca.com.br (npm run setup pergunta e confere), e emita o certificado de novo",
  demoKeyWarning:
    "⚠ Assinado com a chave de demonstração, que é pública: este certificado serve só para testes.",
  /** @param {string} option */
  textEmpty: (option) => `${option} está vazio`,
  /** @param {string} option @param {number} max */
  textTooLong: (option, max) => `${option} passa de ${max} caracteres`,
  /** @param {string} option @param {number} max */
  textTooBig: (option, max) =>
    `${option} não cabe no QR code do certificado impresso: letras com acento, aspas e emoji ocupam mais espaço (uma letra sem acento conta 1, com acento 2, um emoji 4), e o limite é ${max}`,
  /** @param {string} option */
  textShorterFix: (option) =>
    `encurte ${option} (por exemplo, tire um sobrenome ou os emoji): até 100 letras sem acento, ou menos com acentos`,
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
    `a data de emissão (${date}) é anterior à versão dos Termos de Uso que o certificado cita (${terms})`,
  dateBeforeTermsFix:
    "o certificado vem depois da compra: confira --date (sem ela, vale a de hoje) e --purchase (o dia da compra)",
  /** @param {string} terms */
  termsInvalid: (terms) => `--terms "${terms}" não é uma data AAAA-MM-DD`,
  termsInvalidFix:
    "escreva a data da versão dos Termos de Uso como 2026-03-01, ou use --purchase com o dia da compra",
  /** @param {string} terms @param {readonly string[]} versions */
  termsUnknown: (terms, versions) =>
    `${terms} não é uma versão publicada dos Termos de Uso: as versões são ${versions.join(", ")}`,
  /** @param {string} example */
  termsUnknownFix: (example) =>
    `use --purchase com o dia da compra, e o comando escolhe a versão em vigor nesse dia, ou --terms com a data de uma versão publicada, como ${example} (cada uma fica em src/content/terms-versions/ e em /termos-de-uso/<data>)`,
  /** @param {string} purchase @param {string | null} first */
  noTermsOn: (purchase, first) =>
    first === null
      ? "nenhuma versão dos Termos de Uso foi publicada ainda: a de cada compra é a que estava no ar no dia dela"
      : `a compra de ${purchase} é anterior à primeira versão publicada dos Termos de Uso (${first})`,
  noTermsYetFix:
    "publique o site: o npm run deploy grava a versão dos Termos do dia em src/content/terms-versions/. Para experimentar antes, neste computador, acrescente --local: o certificado de teste cita o texto atual dos Termos, sem gravar versão nenhuma",
  noTermsOnFix: "confira --purchase: o dia da compra, como a plataforma mostra na venda",
  /** @param {string} draft the day the current text is shown under on this computer */
  draftTerms: (draft) =>
    `⚠ Certificado de teste (--local): ele cita o texto atual dos Termos de Uso, que ainda não foi publicado, com a data de hoje (${draft}); nenhuma versão foi gravada. Não o mande a uma cliente: depois de publicar o site (npm run deploy), emita o certificado de novo.`,
  /** @param {string} date */
  purchaseInvalid: (date) => `--purchase "${date}" não é uma data AAAA-MM-DD`,
  purchaseInvalidFix:
    "escreva o dia da compra como 2026-11-27 (ano-mês-dia), como a plataforma mostra na venda",
  /** @param {string} date @param {string} [flag] */
  createdInvalid: (date, flag = "--created") => `${flag} "${date}" não é uma data AAAA-MM-DD`,
  /** @param {string} [flag] the option she wrote (`pedido entregar`'s is --criada) */
  createdInvalidFix: (flag = "--created") =>
    `escreva o dia em que a música foi criada no serviço de IA como 2026-11-27, ou deixe ${flag} de fora: o certificado traz então o dia da entrega`,
  /** @param {string} created @param {string} issued */
  createdAfterIssue: (created, issued) =>
    `a música não pode ter sido criada (${created}) depois de o certificado ser emitido (${issued})`,
  /** @param {string} created @param {string} plan @param {string} since */
  createdBeforePlan: (created, plan, since) =>
    `a música foi criada em ${created}, antes do plano ${plan} (desde ${since}): as músicas feitas antes da assinatura não têm uso comercial, e o certificado prometeria o que o plano não dá`,
  createdBeforePlanFix:
    "crie a música de novo com o plano atual e emita o certificado dela, ou, se a data do plano estiver errada, corrija-a: npm run setup -- VITE_AI_PLAN_SINCE",
  /** @param {string} plan @param {string} service */
  planNotCommercial: (plan, service) =>
    `o plano ${plan} do serviço ${service} não permite uso comercial: um certificado prometeria o que o plano não dá`,
  planNotCommercialFix:
    "assine um plano que permita uso comercial e a venda das músicas, crie a música com ele e diga o plano ao site: npm run setup -- ia",
  /** @param {string} variable */
  aiTextTooBig: (variable) =>
    `${variable} é longo demais para o certificado (até 40 letras sem acento, menos com acentos): ele vai assinado no QR code impresso`,
  aiTextTooBigFix:
    "escreva o nome do serviço e do plano como eles se chamam, sem complementos: npm run setup -- ia",
  termsRecordFix: "depois, rode o comando de novo",
  /** @param {LicenceFields} fields */
  issued: (fields) => `✓ Certificado assinado\n${licenceFields(fields)}`,
  addressTitle:
    "Endereço do certificado no seu site: é este que vai para a cliente (ele abre quando o site estiver no ar, publicado com npm run deploy):",
  localAddressTitle:
    'Para conferir agora, neste computador: com npm run preview aberto em outro terminal (ou npm start, enquanto falta algo para o lançamento), abra este endereço, que deve dizer "Licença válida". Ele só existe no seu computador: não o envie.',
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
  /** @param {string} number */
  replacedBySelf: (number) => `--replaced-by ${number} é o próprio número que você está cancelando`,
  /** @param {string} number */
  replacedBySelfFix: (number) =>
    `em --replaced-by vai o número do certificado novo, o da nova versão da música: npm run licence -- revoke ${number} --replaced-by <número novo>`,
  alreadyRevokedFix: "nada a fazer: a próxima publicação do site já mostra o cancelamento",
  /** @param {string} number @param {string} date @param {string} file */
  revokedAtOnce: (
    number,
    date,
    file,
  ) => `✓ Licença ${number} cancelada em ${date}, agora mesmo: quem abrir o certificado no seu site já vê "cancelada", sem publicar de novo (o banco de pedidos responde por ela).
A mesma anotação foi para ${file}, a lista que o site publica para quando o banco não responder: ela entra no ar na próxima vez que você publicar (guarde-a com o resto: git add ${file} && git commit).`,
  /** @param {string} number @param {string} date @param {string} file */
  revoked: (number, date, file) => `✓ Licença ${number} cancelada em ${date} (${file}).
Para valer no site, guarde a mudança no seu repositório e publique de novo:

  git add ${file} && git commit -m "Licença ${number} cancelada" && git push
  npm run deploy

(Se a sua hospedagem publica a cada git push, como Netlify ou Vercel, o push já basta.) A partir daí, o certificado mostra "cancelada em ${date}".`,

  // verify
  missingAddress: "falta o endereço do certificado",
  missingAddressFix: 'npm run licence -- verify "https://seu-dominio/licenca#v1.…" (entre aspas)',
  /** @param {LicenceFields} fields */
  valid: (fields) => `✓ Licença válida\n${licenceFields(fields)}`,
  /** @param {string} number @param {string} date @param {string} reason as /licenca says it */
  verdictRevoked: (number, date, reason) => `a licença ${number} ${reason}, em ${date}`,
  verdictRevokedFix: "a página /licenca mostra o mesmo depois da próxima publicação do site",
  verdictAbsent: "o endereço não traz certificado (nada depois do #)",
  verdictUnchecked: "não foi possível conferir a assinatura neste computador",
  verdictUncheckedFix:
    'rode o comando como npm run licence -- verify "<endereço>", que usa o Node 24 que vem com o projeto; se já foi assim, reinstale as dependências do projeto com npm ci (ele traz esse Node de volta) e tente de novo',
  verdictInvalid: {
    malformed: "o certificado não confere: o endereço está cortado ou malformado",
    "unknown-key": "o certificado não confere: foi assinado com uma chave que o site não tem",
    signature:
      "o certificado não confere: a assinatura não corresponde ao que ele diz (foi alterado)",
  },
  verdictInvalidFix: "copie o endereço inteiro, até o fim, e ponha-o entre aspas",
};

/** `npm run pedido`: each order on her own site (scripts/owner/pedido.mjs, docs/entregas.md). */
export const pedido = {
  command: "npm run pedido",
  usage: `Os pedidos entregues no seu site: cada pedido tem uma página só da cliente, com as prévias, a
música completa, o certificado de licença e o download registrado, que vocês duas veem.

Uso (um comando por etapa do pedido):
  npm run pedido -- novo --nome "<nome>" --email <e-mail> --pacote unica|profissional [--codigo <código>] [--data AAAA-MM-DD]
      Registra um pedido pago. Mostra o número do pedido, o endereço particular e o texto para
      enviar à cliente. --codigo: o código da venda na plataforma; --data: o dia da compra (sem
      ela, hoje), que decide a versão dos Termos de Uso da compra.
  npm run pedido -- letra <pedido> [--musica N]
      Registra que a letra foi enviada por e-mail.
  npm run pedido -- previas <pedido> [--musica N] <prévia 1> <prévia 2>
      Põe as duas prévias (mais curtas que a música completa) na página do pedido.
  npm run pedido -- entregar <pedido> [--musica N] --titulo "<título>" <arquivo> [--titular "<nome>"] [--criada AAAA-MM-DD] [--chave <arquivo>] [--substituir]
      Põe a música completa na página, com o certificado de licença. --titular: o nome que vai
      no certificado (sem ele, o da compradora); --criada: o dia em que você fez a música no
      serviço de IA (sem ela, o certificado traz o dia da entrega); --chave: a sua chave privada
      (ou LICENCE_KEY_FILE no .env); --substituir: troca um arquivo já entregue (uma correção).
  npm run pedido -- lista [--json]
  npm run pedido -- ver <pedido>
      Cada pedido e cada música: o que foi entregue, se e quando foi baixada, o certificado.
  npm run pedido -- reembolso <pedido> [--musica N] [--mesmo-assim]
      Registra o reembolso e cancela os certificados na hora. Recusa uma música já baixada, ou
      fora do prazo da garantia, a não ser com --mesmo-assim.
  npm run pedido -- apagar <pedido> [--a-pedido-da-cliente]
  npm run pedido -- apagar --vencidos
      reembolso e apagar dizem o que vão fazer e perguntam antes; --sim: você já sabe, não pergunta.
      Apaga os arquivos e os dados pessoais do pedido depois do prazo da Política de Privacidade
      (antes dele, só a pedido da cliente) e guarda só o registro da venda que a lei pede.
  npm run pedido -- endereco <pedido>
      Um novo endereço particular, se a cliente perdeu o dela (o antigo deixa de abrir o pedido).
  npm run pedido -- confirmar <pedido> --pacote unica|profissional
      Dá o pacote a um pedido que a plataforma abriu "a confirmar" (um produto fora da sua
      tabela, npm run setup -- vendas): cria as músicas e mostra o endereço e o texto para ela.
  npm run pedido -- venda-teste --local
      Manda ao site deste computador uma venda aprovada de exemplo, assinada como a sua
      plataforma assina, com os segredos do .dev.vars: o pedido abre sozinho (docs/vendas.md).

--musica N: no Pacote Profissional, qual das 3 músicas (1, 2 ou 3).
--local: usa os pedidos de teste deste computador (para experimentar antes de publicar; o site
         local é o de npx wrangler pages dev dist). Sem --local: os pedidos da sua conta da Cloudflare.

Passo a passo: docs/entregas.md`,
  /** @param {string} action */
  unknownAction: (action) =>
    action ? `"${action}" não é uma etapa do comando` : "falta dizer a etapa do pedido",
  actionFix:
    "use novo, letra, previas, entregar, lista, ver, reembolso, apagar, endereco, confirmar ou venda-teste; veja: npm run pedido -- --help",
  /** @param {string} argument */
  leftOver: (argument) => `"${argument}" sobrou no comando (um nome com espaços vai entre aspas)`,
  /** @param {string} action */
  missingWords: (action) => `falta o que ${action} precisa`,
  /** @param {readonly string[]} options @param {string} action */
  optionNotHere: (options, action) =>
    `${action} não usa ${options.map((option) => `--${option}`).join(", ")}`,
  /** @param {string} action */
  example: (action) =>
    ({
      novo: 'por exemplo: npm run pedido -- novo --nome "Yasmin Fernandes" --email yasmin@provedor.com.br --pacote profissional --codigo HP123',
      endereco: "por exemplo: npm run pedido -- endereco K9XM3A",
      confirmar: "por exemplo: npm run pedido -- confirmar K9XM3A --pacote profissional",
      letra: "por exemplo: npm run pedido -- letra K9XM3A --musica 1",
      previas:
        "por exemplo: npm run pedido -- previas K9XM3A --musica 1 ~/Pedidos/previa-a.mp3 ~/Pedidos/previa-b.mp3",
      entregar:
        'por exemplo: npm run pedido -- entregar K9XM3A --musica 1 --titulo "Noite no Cairo" ~/Pedidos/noite-no-cairo.mp3',
      lista: "por exemplo: npm run pedido -- lista",
      ver: "por exemplo: npm run pedido -- ver K9XM3A",
      reembolso: "por exemplo: npm run pedido -- reembolso K9XM3A",
      apagar: "por exemplo: npm run pedido -- apagar K9XM3A",
      "venda-teste": "por exemplo: npm run pedido -- venda-teste --local",
    })[action] ?? "veja: npm run pedido -- --help",
  /** @param {string} option @param {string} action */
  missingOption: (option, action) => `falta ${option} (npm run pedido -- ${action} …)`,
  /** @param {string} date */
  badCreated: (date) => `--criada "${date}" não é uma data AAAA-MM-DD`,
  badCreatedFix:
    "escreva o dia em que você fez a música no serviço de IA como 2026-11-27, ou deixe --criada de fora: o certificado traz então o dia da entrega",
  ordersOff:
    'o seu site não entrega os pedidos numa página própria (VITE_ORDER_PAGE="nao" no .env)',
  ordersOffFix:
    'para usar a página de cada pedido, preencha VITE_ORDER_PAGE com "sim" (npm run setup) e publique de novo com npm run deploy (docs/entregas.md)',

  // ── where the orders are ──
  usingLocal: "Usando os pedidos de teste deste computador (--local): a cliente não vê nada disto.",
  applyingLocalSchema: "Preparando o banco de pedidos de teste deste computador (uma vez só)…",
  localSchemaReady: "✓ Banco de pedidos de teste pronto.",
  /** What a refusal says to run again where the command did not say how it was typed. */
  sameCommand: "o mesmo comando",
  schemaFailed: "não consegui preparar o banco de pedidos de teste",
  schemaFailedFix:
    "confira se está na pasta do site e se o npm install terminou; depois rode o comando de novo",
  noBindings: "o wrangler.toml do site não tem o banco de pedidos nem o espaço dos arquivos",
  noBindingsFix:
    "devolva o wrangler.toml do modelo (git checkout -- wrangler.toml) e rode npm run deploy, que cria os dois na sua conta",
  notDeployed: "o banco de pedidos ainda não existe na sua conta da Cloudflare",
  notDeployedFix:
    "publique o site uma vez com npm run deploy, que cria o banco e o espaço dos arquivos; para experimentar antes, use --local",
  remoteFailed: "não consegui abrir os pedidos na sua conta da Cloudflare",
  remoteFailedFix:
    "confira a internet e se você entrou na conta (npx wrangler whoami; para entrar: npx wrangler login, que abre uma página em inglês no navegador: clique em Allow) e rode o comando de novo",

  // ── the order and the song named ──
  missingOrder: "falta o número do pedido",
  missingOrderFix:
    "o número tem 6 letras e números, como K9XM3A; veja todos com: npm run pedido -- lista",
  /** @param {string} given */
  badOrder: (given) => `"${given}" não é um número de pedido`,
  /** @param {string} number */
  noSuchOrder: (number) => `não há pedido ${number}`,
  listFix: "veja os pedidos com: npm run pedido -- lista",
  /** @param {string} number @param {number} count */
  whichSong: (number, count) => `o pedido ${number} tem ${count} músicas: diga qual`,
  /** @param {string} number */
  whichSongFix: (number) =>
    `acrescente --musica 1, 2 ou 3; onde cada uma está: npm run pedido -- ver ${number}`,
  /** @param {string} given @param {number} count */
  badSong: (given, count) =>
    count === 1
      ? `"${given}" não é uma música deste pedido, que tem 1 só (tire o --musica)`
      : `--musica deve ser 1, 2 ou 3, não "${given}"`,
  /** @param {string} number @param {string} on */
  orderErased: (number, on) => `o pedido ${number} foi apagado ${on}`,
  /** @param {string} number @param {number} song @param {string} on @param {string} step */
  songRefunded: (number, song, on, step) =>
    `a música ${song} do pedido ${number} foi reembolsada ${on}: não há ${step === "reembolso" ? "o que reembolsar" : "o que entregar"}`,
  /** @param {string} number @param {number} song */
  alreadyDelivered: (number, song) => `a música ${song} do pedido ${number} já foi entregue`,
  /** @param {string} number @param {number} song @param {number} songs @param {string} title */
  replaceCommand: (number, song, songs, title) =>
    `npm run pedido -- entregar ${number} <arquivo encurtado>${songs === 1 ? "" : ` --musica ${song}`} --titulo "${title}" --substituir`,
  /** @param {string} number @param {number} song */
  replaceFix: (number, song) =>
    `para trocar o arquivo (uma correção), rode de novo com --substituir; o certificado antigo é cancelado e um novo é emitido (npm run pedido -- ver ${number} mostra a música ${song})`,

  // ── novo ──
  /** @param {string} option @param {string} problem */
  textProblem: (option, problem) =>
    ({
      empty: `${option} está vazio`,
      "too-long": `${option} é longo demais (até 100 caracteres)`,
      "too-big": `${option} é longo demais para o certificado (até 120 bytes: letras com acento contam 2)`,
      control: `${option} tem um caractere invisível ou de controle`,
      spaces: `${option} tem espaços sobrando (no começo, no fim ou dois seguidos)`,
    })[problem] ?? `${option} não serve`,
  /** @param {string} option */
  textFix: (option) => `escreva ${option} entre aspas, como vai aparecer para a cliente`,
  /** @param {string} email */
  badEmail: (email) => `"${email}" não é um e-mail`,
  badEmailFix: "use o e-mail da compra, como a plataforma mostra na venda",
  /** @param {string} given */
  badPackage: (given) => `--pacote deve ser unica ou profissional, não "${given}"`,
  badPackageFix: `unica: ${PLAN_NAMES.single} (1 música); profissional: ${PLAN_NAMES.triple} (3 músicas)`,
  /** @param {string} code */
  badCode: (code) => `"${code}" não parece um código de venda`,
  badCodeFix:
    "copie o código como a plataforma mostra na venda (letras, números, - _ . / #, até 64)",
  /** @param {string} date */
  badDate: (date) => `"${date}" não é uma data (AAAA-MM-DD)`,
  badDateFix:
    "escreva o dia da compra como 2026-11-27 (ano-mês-dia), como a plataforma mostra na venda",
  /** @param {string} date */
  dateInFuture: (date) => `${date} ainda não chegou`,
  noTermsYet:
    "nenhuma versão dos Termos de Uso foi publicada ainda, e cada pedido segue a que estava no ar no dia da compra",
  noTermsYetFix:
    "publique o site: o npm run deploy grava a versão dos Termos do dia em src/content/terms-versions/. Para experimentar antes, neste computador, acrescente --local: o pedido de teste segue o texto atual dos Termos, sem gravar versão nenhuma",
  /** @param {string} date @param {string} first */
  beforeTerms: (date, first) =>
    `a compra de ${date} é anterior à primeira versão publicada dos Termos de Uso (${first})`,
  beforeTermsFix: "confira --data: o dia da compra, como a plataforma mostra na venda",
  /**
   * @param {{ number: string, buyerName: string, packageId: "single" | "triple", songs: number,
   *   purchasedOn: string, terms: string, draft?: boolean }} order `draft`: a trial on this
   *   computer before any version is published, which follows the current text
   */
  created: ({ number, buyerName, packageId, songs, purchasedOn, terms, draft = false }) =>
    `✓ Pedido ${number} registrado: ${PLAN_NAMES[packageId]} (${songs === 1 ? "1 música" : `${songs} músicas`}), de ${buyerName}, comprado em ${purchasedOn}.\n  ${
      draft
        ? `Termos de Uso da compra: o texto atual, que ainda não foi publicado, com a data de hoje (${terms}). É um pedido de teste, neste computador: nenhuma versão dos Termos foi gravada; a primeira é gravada quando você publicar o site (npm run deploy).`
        : `Termos de Uso da compra: a versão de ${terms}, em vigor nesse dia.`
    }`,
  addressTitle: "Endereço particular do pedido (mande só para a cliente):",
  localAddressTitle:
    "Para experimentar neste computador (com npx wrangler pages dev dist rodando na pasta do site):",
  sendTitle: "Texto para enviar à cliente, por e-mail ou WhatsApp:",
  /** @param {string} number */
  addressOnce: (number) =>
    `O endereço aparece só agora (o site guarda só uma impressão dele). Se a cliente o perder: npm run pedido -- endereco ${number}.`,
  /** @param {string} number @param {number} songs */
  next: (number, songs) =>
    `Próximo passo, quando a letra${songs === 1 ? "" : " de uma música"} for por e-mail: npm run pedido -- letra ${number}${songs === 1 ? "" : " --musica 1"}`,
  /** @param {string} number */
  newAddress: (number) =>
    `✓ Novo endereço particular do pedido ${number} (o antigo não abre mais o pedido):`,

  // ── letra ──
  /** @param {string} number @param {number} song @param {number} songs */
  lyricsRecorded: (number, song, songs) =>
    `✓ Letra ${songs === 1 ? "" : `da música ${song} `}do pedido ${number} registrada como enviada: a página do pedido mostra "Letra enviada por e-mail".\n  Próximo passo, com a letra aprovada: npm run pedido -- previas ${number}${songs === 1 ? "" : ` --musica ${song}`} <prévia 1> <prévia 2>`,

  // ── previas ──
  /** @param {number} count */
  twoPreviews: (count) => `previas precisa de 2 arquivos, um de cada prévia (recebeu ${count})`,
  /** @param {string} file @param {string} length @param {string} limit */
  previewTooLong: (file, length, limit) =>
    `${file} tem ${length}: uma prévia deve ser mais curta que a música completa pode ser (${limit})`,
  previewTooLongFix:
    "corte a prévia (30 segundos a 1 minuto bastam para a cliente avaliar) e rode o comando de novo",
  encodingPreviews:
    "Ajustando o volume e gravando as prévias (Opus e MP3, como os exemplos do site)…",
  uploading: "Enviando para o seu site…",
  /** @param {string} number @param {number} song @param {number} index */
  previewTag: (number, song, index) => `Pedido ${number}, música ${song}, prévia ${index + 1}`,
  /** @param {string} number @param {number} song @param {number} songs @param {readonly string[]} lengths */
  previewsDone: (number, song, songs, lengths) =>
    `✓ Prévias ${songs === 1 ? "" : `da música ${song} `}do pedido ${number} na página (${lengths.join(" e ")}). Ouvir não registra nada.\n  Próximo passo, com a aprovação final: npm run pedido -- entregar ${number}${songs === 1 ? "" : ` --musica ${song}`} --titulo "…" <arquivo>`,

  // ── entregar ──
  missingFile: "falta o arquivo da música completa",
  /** @param {string} codec */
  convertingToMp3: (codec) =>
    `O arquivo não é MP3 (é ${codec.startsWith("pcm_") ? "WAV" : codec === "vorbis" ? "OGG" : codec === "aac" ? "AAC/M4A" : codec.toUpperCase()}): convertendo para MP3 320 kb/s, o formato que os Termos prometem…`,
  keyMissing: "falta a sua chave privada, para assinar o certificado de licença",
  keyMissingFix:
    "acrescente --chave ~/chave-licencas.pem, ou grave o caminho dela uma vez no .env: LICENCE_KEY_FILE=/caminho/da/chave.pem (o caminho, nunca a chave; docs/licences.md)",
  signing: "Assinando o certificado de licença…",
  /**
   * @param {{ number: string, song: number, songs: number, title: string, length: string,
   *   sha256: string, certificate: string | null, terms: string,
   *   replaced: string | null }} delivered the certificate it replaces, if any
   */
  delivered: ({ number, song, songs, title, length, sha256, certificate, terms, replaced }) =>
    [
      `✓ "${title}" (${length}) entregue ${songs === 1 ? "" : `como música ${song} `}do pedido ${number}: está na página do pedido, esperando o download.`,
      `  Impressão digital do arquivo (SHA-256): ${sha256}`,
      ...(certificate
        ? [
            `  Certificado de licença nº ${certificate}, com os Termos de Uso de ${terms} (da compra).`,
          ]
        : []),
      ...(replaced && replaced !== certificate
        ? [
            `  O certificado anterior, nº ${replaced}, foi cancelado: quem o abrir vê que ele foi substituído por uma nova versão da música${certificate ? ` (a licença nº ${certificate})` : ""}, e não um reembolso.`,
          ]
        : []),
      "  O primeiro download que a cliente confirmar na página fica registrado, com dia e hora, e encerra a garantia desta música.",
    ].join("\n"),
  noCertificate:
    "  Sem certificado de licença: o site não emite certificados (VITE_LICENCE_PUBLIC_KEY=nenhuma).",
  localCertificateTitle: "O certificado, para conferir neste computador:",

  // ── lista, ver ──
  /** @param {string} date @param {string} time */
  at: (date, time) => `em ${date} às ${time}`,
  stage: {
    brief: "aguardando as informações",
    lyrics: "letra enviada",
    previews: "prévias na página",
    ready: "entregue, não baixada",
    downloaded: "baixada",
    refunded: "reembolsada",
  },
  fact: {
    /** @param {string} on */
    lyrics: (on) => `letra ${on}`,
    /** @param {string} on */
    previews: (on) => `prévias ${on}`,
    /** @param {string} on */
    delivered: (on) => `entregue ${on}`,
    /** @param {string} number */
    certificate: (number) => `certificado ${number}`,
    /** @param {string} on @param {number} count */
    downloaded: (on, count) =>
      `primeiro download ${on} (${count === 1 ? "1 download" : `${count} downloads`})`,
    notDownloaded: "ainda não baixada",
    /** @param {string} lastDay @param {boolean} holds */
    guarantee: (lastDay, holds) =>
      holds ? `garantia até ${lastDay}` : `garantia terminou em ${lastDay}`,
    /** @param {string} on */
    refunded: (on) => `reembolsada ${on}`,
  },
  /** @param {number} song @param {readonly string[]} facts */
  songLine: (song, facts) => `  Música ${song}: ${facts.join("; ")}`,
  /**
   * @param {{ number: string, buyerName: string | null, buyerEmail: string | null,
   *   packageId: "single" | "triple" | null, purchasedOn: string, platformCode: string | null, terms: string }} order
   */
  orderTitle: ({ number, buyerName, buyerEmail, packageId, purchasedOn, platformCode, terms }) =>
    `Pedido ${number} · ${packageId === null ? "pacote a confirmar" : PLAN_NAMES[packageId]} · comprado em ${purchasedOn}${platformCode ? ` · venda ${platformCode}` : ""} · Termos de ${terms}\n  ${buyerName ? `${buyerName} <${buyerEmail}>` : "(dados pessoais apagados)"}`,
  /** @param {string} lastDay */
  withdrawalUntil: (lastDay) => `  Direito de desistir (7 dias, Termos § 7): até ${lastDay}.`,
  /** @param {string} platform @param {string} transaction @param {string | null} coupon */
  sale: (platform, transaction, coupon) =>
    `  Venda avisada pela ${platform === "hotmart" ? "Hotmart" : "Kiwify"} (código ${transaction}${coupon ? `, cupom ${coupon}` : ""}).`,
  // ── reembolso and apagar: said, then asked ──
  /** @param {string} number @param {string | undefined} song */
  willRefund: (number, song) =>
    `Isto vai registrar o reembolso ${song ? `da música ${song}` : "de todas as músicas ainda não reembolsadas"} do pedido ${number.toUpperCase()} e cancelar na hora os certificados de licença dela${song ? "" : "s"}: quem abrir um deles verá "cancelada". Não dá para desfazer.`,
  /** @param {string} number */
  willErase: (number) =>
    `Isto vai apagar do pedido ${number.toUpperCase()} os arquivos (prévias e música), o nome, o e-mail, os títulos e o endereço particular: a cliente perde o acesso à página e ao download. Fica só o registro da venda que a lei pede. Não dá para desfazer.`,
  willEraseDue:
    "Isto vai apagar todos os pedidos que passaram do prazo da Política de Privacidade (npm run pedido -- lista os marca com ⚠): os arquivos e os dados pessoais de cada um, e os registros de venda vencidos. Não dá para desfazer.",
  confirmQuestion: "Confirma? Escreva s e Enter para seguir; só Enter não faz nada:",
  nothingDone: "Nada foi feito.",
  /** @param {string} what */
  confirmNeeded: (what) =>
    `${what.replace(/^Isto vai/, "este passo vai")} Sem um terminal para perguntar, ele não segue sozinho`,
  /** @param {string} command */
  confirmNeededFix: (command) => `se é isso mesmo, rode: ${command}`,

  // ── venda-teste ──
  saleTestLocalOnly: "a venda de teste vai só para o site deste computador",
  saleTestLocalOnlyFix:
    "rode npm run pedido -- venda-teste --local, com o site aberto noutro terminal (npm run build e npx wrangler pages dev dist)",
  /** @param {string} name */
  saleTestPlatform: (name) =>
    `a venda de teste imita a Hotmart ou a Kiwify, e a sua plataforma de pagamento é ${name || "nenhuma"}`,
  saleTestPlatformFix: "escolha a plataforma em npm run setup -- pagamento (docs/vendas.md)",
  /** @param {string} name */
  saleTestSecret: (name) => `falta ${name} no .dev.vars, o arquivo dos segredos deste computador`,
  /** @param {string} name */
  saleTestSecretFix: (name) =>
    `escreva no .dev.vars, na pasta do site, uma linha ${name}=o-token-da-plataforma (docs/vendas.md diz onde achá-lo); depois, abra o site de novo (npx wrangler pages dev dist)`,
  saleTestProducts:
    "falta VENDAS_PRODUTOS no .dev.vars: a venda de teste usa um dos seus produtos, e o site não saberia o pacote dele",
  saleTestProductsFix:
    "rode npm run setup -- vendas, que pergunta o código de cada produto e o grava também no .dev.vars; depois, abra o site de novo (npx wrangler pages dev dist)",
  /** @param {string} site */
  saleTestNoSite: (site) => `o site deste computador não respondeu em ${site}`,
  saleTestNoSiteFix:
    "abra-o noutro terminal, na pasta do site: npm run build e depois npx wrangler pages dev dist; então rode de novo",
  saleTestRefused:
    "o site recusou a venda de teste (401): o segredo que ele leu não é o do .dev.vars",
  saleTestRefusedFix:
    "feche o site (Ctrl+C) e abra de novo com npx wrangler pages dev dist, que lê o .dev.vars ao começar",
  /** @param {number} status @param {string} code */
  saleTestFailed: (status, code) =>
    `o site respondeu ${status}${code ? ` (${code})` : ""} à venda de teste, sem abrir o pedido`,
  saleTestFailedFix:
    "docs/vendas.md, “Quando a plataforma mostra falhas”, diz o que cada resposta quer dizer",
  /** @param {string} number @param {string} platform @param {string} code */
  saleTestOpened: (number, platform, code) =>
    `✓ Venda de teste da ${platform} (código ${code}) recebida: o site abriu o pedido ${number} sozinho.\n  Veja: npm run pedido -- ver ${number} --local`,
  /** @param {string} number */
  addressNotSent: (number) =>
    `  ⚠ A cliente ainda não recebeu o endereço do pedido (nenhum serviço de e-mail o enviou): rode npm run pedido -- endereco ${number}, que faz o endereço e o texto pronto para você mandar.`,
  /** @param {string} number @param {string | null} product */
  awaitingPackage: (number, product) =>
    `  ⚠ Pacote a confirmar: a venda é de um produto que não está na sua tabela de produtos (${product ? `código ${product}` : "sem código"}). Confirme o pacote com: npm run pedido -- confirmar ${number} --pacote unica (ou --pacote profissional)`,
  newAddressTitle:
    "  ✉ A cliente ainda não recebeu o endereço do pedido por e-mail. Ele foi feito agora e só aparece esta vez: mande a ela o texto abaixo.",
  /** @param {string} link */
  whatsappLink: (link) => `  No WhatsApp dela, com o texto pronto: ${link}`,
  /** @param {string | null} email */
  noPhone: (email) =>
    `  A venda não trouxe o telefone dela: mande o texto por e-mail${email ? `, para ${email}` : ""}.`,
  /** @param {string} number */
  addressShownOnce: (number) =>
    `  Se ela perder o endereço, ou você não o mandar: npm run pedido -- endereco ${number} faz um novo.`,
  /** @param {string} number @param {"single" | "triple"} packageId @param {number} songs */
  packageConfirmed: (number, packageId, songs) =>
    `✓ Pedido ${number} confirmado: ${PLAN_NAMES[packageId]} (${songs === 1 ? "1 música" : `${songs} músicas`}).`,
  confirmedRefunded:
    "  A plataforma já reembolsou esta venda: as músicas ficam reembolsadas, e nenhum endereço é feito para a cliente.",
  /** @param {string | null} product @param {"single" | "triple"} packageId */
  mapProduct: (product, packageId) =>
    `Para as próximas vendas ${product ? `do produto ${product}` : "deste produto"} abrirem o pedido já com o pacote: npm run setup -- vendas, e escreva ${product ?? "o código dele"} na pergunta ${packageId === "single" ? "da Música Única" : "do Pacote Profissional"}; depois, npm run deploy.`,
  /** @param {string} number @param {"single" | "triple"} packageId */
  alreadyConfirmed: (number, packageId) =>
    `o pedido ${number} já tem o pacote: ${PLAN_NAMES[packageId]}`,
  /** @param {string} number */
  packagePending: (number) =>
    `o pedido ${number} ainda não tem pacote: a venda é de um produto que não está na sua tabela de produtos`,
  /** @param {string} number */
  packagePendingFix: (number) =>
    `confirme o pacote primeiro: npm run pedido -- confirmar ${number} --pacote unica (ou --pacote profissional)`,
  /** @param {"refunded" | "chargeback" | "canceled"} kind @param {string} on */
  platformRefund: (kind, on) =>
    `  ${{ refunded: "Reembolsada", chargeback: "Contestada no cartão (chargeback)", canceled: "Cancelada" }[kind]} pela plataforma ${on}: decisão dela, registrada em cada música e nos certificados.`,
  /** @param {string} on @param {string} until */
  erasedOn: (on, until) =>
    `  Apagado ${on}: restam só o registro da venda, das entregas e dos downloads, até ${until}.`,
  /**
   * @param {string} until @param {boolean} passed @param {boolean} whatsapp
   * @param {string} rule the policy's words for the term ("5 anos após a entrega final")
   */
  messagesKept: (until, passed, whatsapp, rule) => {
    const where = `as mensagens deste pedido no seu e-mail${whatsapp ? " e no WhatsApp" : ""} e os arquivos de áudio dele no seu computador`;
    return passed
      ? `  ⚠ O prazo das mensagens e dos áudios do pedido passou em ${until} (${rule}, como diz a Política de Privacidade): apague ${where}, se ainda não apagou.`
      : `  Fora do site, ${where} ficam até ${until} (${rule}, como diz a Política de Privacidade); depois, apague-os.`;
  },
  /** @param {string} number @param {"pagina" | "registro"} what */
  due: (number, what) =>
    what === "pagina"
      ? `  ⚠ O prazo da Política de Privacidade passou: apague com npm run pedido -- apagar ${number}`
      : `  ⚠ O prazo do registro da venda passou: apague com npm run pedido -- apagar ${number}`,
  /** @param {readonly string[]} numbers */
  dueTotal: (numbers) =>
    `⚠ ${numbers.length === 1 ? `1 pedido passou do prazo (${numbers[0]})` : `${numbers.length} pedidos passaram do prazo (${numbers.join(", ")})`}: apague ${numbers.length === 1 ? "" : "todos "}com npm run pedido -- apagar --vencidos`,
  /** @param {string} date */
  keptUntil: (date) =>
    `  A página e os arquivos ficam até ${date}; depois: npm run pedido -- apagar.`,
  noOrders:
    'Nenhum pedido ainda. O primeiro: npm run pedido -- novo --nome "…" --email … --pacote unica',
  /** @param {number} count @param {boolean} local */
  listTotal: (count, local) =>
    `${count === 1 ? "1 pedido" : `${count} pedidos`}${local ? " de teste, deste computador" : ""}.`,

  // ── reembolso ──
  /** @param {string} number */
  allRefunded: (number) => `todas as músicas do pedido ${number} já foram reembolsadas`,
  /** @param {number} song @param {string} on */
  outsideDownloaded: (song, on) => `a música ${song} foi baixada ${on}`,
  /** @param {number} song @param {string} lastDay */
  outsideExpired: (song, lastDay) =>
    `o prazo da garantia da música ${song} terminou em ${lastDay}, sem download`,
  /** @param {string} number @param {readonly string[]} reasons */
  refundRefused: (number, reasons) =>
    `a garantia de satisfação não cobre o pedido ${number}: ${reasons.join("; ")}. Pelos Termos de Uso (seção 8), ela vale até o primeiro download ou até o fim do prazo`,
  /**
   * The command that refunds the refused songs anyway, one song at a time where the order has
   * several: never one that would refund (and cancel the certificates of) songs she did not name.
   * @param {string} number @param {string | null} withdrawalLastDay
   * @param {readonly number[]} songs the refused songs @param {number} count the order's songs
   */
  refundRefusedFix: (number, withdrawalLastDay, songs, count) => {
    const commands = (count === 1 ? [null] : songs)
      .map(
        (song) =>
          `npm run pedido -- reembolso ${number}${song === null ? "" : ` --musica ${song}`} --mesmo-assim`,
      )
      .join(songs.length > 1 ? " e " : "");
    return withdrawalLastDay
      ? `o direito de desistir (7 dias, seção 7) ainda vale até ${withdrawalLastDay}: se a cliente desistiu, reembolse com ${commands}`
      : `se mesmo assim você decidir reembolsar, rode ${commands}`;
  },
  /** @param {string} number @param {readonly number[]} songs @param {number} count @param {boolean} anyway */
  refunded: (number, songs, count, anyway) =>
    `✓ Reembolso registrado no pedido ${number}: ${count === 1 ? "a música" : songs.length === count ? `as ${count} músicas` : songs.length === 1 ? `a música ${songs[0]}` : `as músicas ${songs.join(" e ")}`}${anyway ? " (por decisão sua, fora da garantia)" : ""}. A página do pedido mostra o reembolso.`,
  /** @param {readonly string[]} numbers */
  certificatesCancelled: (numbers) =>
    `  Certificado${numbers.length === 1 ? "" : "s"} cancelado${numbers.length === 1 ? "" : "s"} agora mesmo, sem publicar de novo: ${numbers.join(", ")} (o /licenca já mostra "cancelada").`,
  /** @param {readonly number[]} songs @param {readonly string[]} reasons */
  keptSongs: (songs, reasons) =>
    `  Fica${songs.length === 1 ? "" : "m"} com a cliente: música ${songs.join(" e ")} (${reasons.join("; ") || "ainda no pedido"}).`,
  /** @param {number} songs @param {number} count */
  refundShare: (songs, count) =>
    count === 1 || songs === count
      ? "  Valor a devolver: o valor pago, integralmente."
      : `  Valor a devolver: ${songs === 1 ? "um terço" : "dois terços"} do valor pago (Termos, seção 8: o Pacote Profissional é reembolsado por música).`,
  /** @param {string | null} platform */
  refundPlatform: (platform) =>
    `  Agora peça o estorno ${platform ? `na ${platform}` : "na sua plataforma de pagamento"}; se ela não permitir mais, devolva por Pix para a conta que a cliente indicar.`,

  // ── apagar ──
  /** @param {string} number @param {string} on @param {string} until */
  alreadyErased: (number, on, until) =>
    `o pedido ${number} já foi apagado ${on}; o registro da venda fica até ${until}`,
  /** @param {string} number */
  forgotten: (number) =>
    `✓ O registro do pedido ${number} passou do prazo e foi apagado. O status do certificado continua, para quem conferir a licença.`,
  /** @param {string} number @param {string} date @param {number} days */
  tooEarly: (number, date, days) =>
    `o pedido ${number} fica guardado até ${date} (${days} dias depois do último acontecimento do pedido, a compra, uma entrega ou um reembolso, como diz a Política de Privacidade)`,
  /** @param {string} number */
  tooEarlyFix: (number) =>
    `rode de novo nessa data; se a cliente pediu para apagar antes (LGPD art. 18), rode npm run pedido -- apagar ${number} --a-pedido-da-cliente (ela perde o acesso à página e ao download)`,
  /** @param {string} number */
  /**
   * @param {string} number
   * @param {readonly string[]} erased  the data register's words (afterErase)
   */
  erased: (number, erased) =>
    `✓ Pedido ${number} apagado. Não existem mais: ${new Intl.ListFormat("pt-BR").format(erased)}.`,
  noneDue:
    "Nenhum pedido passou do prazo: nada foi apagado. npm run pedido -- lista mostra até quando cada um fica.",
  /** @param {string} given */
  dueWithOrder: (given) =>
    `--vencidos apaga todos os pedidos que passaram do prazo, não um pedido escolhido (${given})`,
  /** @param {string} given */
  dueWithOrderFix: (given) =>
    `rode npm run pedido -- apagar --vencidos, ou npm run pedido -- apagar ${given} para um pedido só`,
  /**
   * @param {number} years @param {string} until
   * @param {readonly string[]} kept  the data register's words (keptAfterErase)
   */
  keptRecord: (years, until, kept) =>
    `  Guardado até ${until}, como a lei pede (${years} anos depois de hoje, CDC art. 27, e ${years} anos contados de 1º de janeiro do ano seguinte ao da compra, CTN art. 173): ${new Intl.ListFormat("pt-BR").format(kept)}.`,
  /**
   * @param {string} prazo  the register's words for the certificates' status (PRAZOS.statusDoCertificado)
   * @param {readonly string[]} kept  the data register's words (keptAfterErase)
   */
  keptCertificates: (prazo, kept) =>
    `  Guardado ${prazo}: ${new Intl.ListFormat("pt-BR").format(kept)}.`,
  erasedOnRequest: "  A pedido da cliente (LGPD art. 18, VI): guarde a mensagem em que ela pediu.",
};

/** `npm run dados`: her record of processing (src/config/data-register.ts). */
export const dados = {
  command: "npm run dados",
  usage: `O registro dos dados pessoais que o seu site e os seus fornecedores guardam (LGPD, art. 37),
feito da sua configuração (.env): guarde-o e entregue-o ao seu advogado.

Uso:
  npm run dados
      O registro, em português: cada dado, onde fica, para quê, com que base legal, quem recebe,
      por quanto tempo e o que o apaga.
  npm run dados -- --json
      O mesmo registro em JSON: uma lista com um objeto por dado.
  npm run dados -- titular <e-mail> [--local]
      Tudo o que o banco de pedidos guarda sobre uma cliente, pelo e-mail da compra: para
      responder a um pedido de acesso (LGPD, art. 18, II), em até 15 dias (art. 19).
      --local: no banco de pedidos de teste deste computador.`,
  /** @param {string} siteName @param {string} date */
  title: (siteName, date) =>
    `Registro das operações de tratamento de dados pessoais (LGPD, art. 37) — ${siteName}\nFeito em ${date} a partir da configuração do site (.env). Guarde-o e entregue-o ao seu advogado.`,
  groups: {
    d1: "No banco de pedidos (Cloudflare D1)",
    r2: "Nos arquivos dos pedidos (Cloudflare R2)",
    log: "Nos registros de acesso",
    browser: "No navegador de quem visita o site (cookies e armazenamento)",
    fornecedor: "Com os fornecedores",
    vendedora: "Com você (no seu computador e nos seus registros fiscais)",
  },
  fields: {
    onde: "Onde",
    categoria: "Categoria",
    titular: "De quem",
    finalidade: "Para quê",
    base: "Base legal",
    destinatarios: "Quem recebe",
    prazo: "Por quanto tempo",
    apagamento: "O que apaga",
    ligadoPor: "Ligado por",
  },
  /** @param {string} name @param {string | null} country @param {string | null} basis */
  recipient: (name, country, basis) =>
    `${name} (${country ?? "país a confirmar"}${basis ? `; transferência: ${basis}` : country && !/^bras/i.test(country) ? "; base da transferência a confirmar" : ""})`,
  nobody: "ninguém além de você",
  missingEmail: "falta o e-mail da cliente",
  missingEmailFix: "rode assim: npm run dados -- titular cliente@exemplo.com.br",
  /** @param {string} email */
  notEmail: (email) => `"${email}" não é um e-mail`,
  unknownAction: /** @param {string} action */ (action) => `o comando não conhece "${action}"`,
  unknownActionFix:
    "rode npm run dados, npm run dados -- --json ou npm run dados -- titular <e-mail>",
  /** @param {string} email */
  holderTitle: (email) =>
    `Tudo o que o banco de pedidos guarda sobre ${email} (LGPD, art. 18, II: responda em até 15 dias, art. 19)`,
  /** @param {string} email */
  holderNothing: (email) =>
    `O banco de pedidos não tem nenhum pedido com o e-mail ${email}. Um pedido já apagado não guarda mais o nome nem o e-mail.`,
  /** @param {string} number */
  holderOrder: (number) => `Pedido ${number}`,
  /** @param {number} song */
  holderSong: (song) => `  Música ${song}`,
  holderFiles: "  Arquivos",
  holderNoFiles: "  Arquivos: nenhum",
  /** @param {string} key @param {number} size */
  holderFile: (key, size) => `    ${key} (${size} bytes)`,
  holderCertificates: "  Certificados",
  holderSale: "  A venda, como a plataforma de pagamento a informou, e os avisos dela",
  empty: "(vazio)",
  holderElsewhere:
    "Fora do banco de pedidos, procure também, pelo e-mail ou pelo nome dela, o que o registro de dados diz que fica com você e com os seus fornecedores:",
  /** @param {string} dado @param {string} onde @param {string | null} who */
  holderElsewhereItem: (dado, onde, who) =>
    `  • ${dado} — ${onde.startsWith("vendedora:") ? "com você" : (who ?? onde)}`,
  holderNoLogs:
    "Os registros de acesso não são ligados ao e-mail: não dá para encontrá-los por ele.",
  jsonOnlyHere: "--json só vale para o registro, não para titular",
};
