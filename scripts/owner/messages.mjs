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
