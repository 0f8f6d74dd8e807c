// No imports on purpose: the FAQ island ships these words to the browser, and browser tests
// read them outside the Vite build.

/**
 * The terms of an order that the copy repeats (pricing, FAQ, Terms of Use): written once here.
 * Changing one of them is a change to the contract: review the Terms (section 5) as well.
 */
export const orderPolicy = {
  /** Rounds of changes to the lyrics included in the price, per song. */
  lyricRevisionRounds: 2,
  /** Rounds of adjustments after the two previews (the name's pronunciation, for example). */
  previewAdjustmentRounds: 1,
  fileFormat: "MP3",
  lyricsLanguage: "português",
} as const;

const period = "7 dias, contados da compra ou da entrega da música, o que ocorrer por último";

/**
 * The right of withdrawal (CDC art. 49; Decreto 7.962/2013, art. 5º), in the words the landing
 * page uses wherever it mentions a refund.
 */
export const withdrawalRight = {
  period,
  /** Beside each buy button. */
  short: `Você pode desistir da compra em até ${period}. Veja os {terms}.`,
} as const;
