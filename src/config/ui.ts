/** Distance between the top of the viewport and a section reached by an in-page link. */
export const SCROLL_OFFSET_PX = 80;

/** Default length of the scroll-in (reveal) animation. */
export const REVEAL_DURATION_MS = 500;
