import { briefContent, briefMessage } from "../content/brief";

const { parts } = briefContent.song;

/**
 * The message's lines for the dance the brief's tests choose (2:30, Saidi, the tempo left to the
 * studio, taqsim and drum solo, the marked ending): the form's unit test and the thank-you page's
 * browser test expect the same.
 */
export const CHOSEN_DANCE_LINES = [
  `${briefMessage.duration}: 2:30`,
  `${briefMessage.rhythm}: Saidi`,
  `${briefMessage.tempo}: ${briefMessage.chooseForMe}`,
  `${briefMessage.parts}: ${parts.options.taqsim}, ${parts.options.solo}`,
  `${briefMessage.ending}: ${briefMessage.endings.marcado}`,
];
