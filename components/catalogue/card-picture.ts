/** Grid columns the cards sit in; keeps `sizes` honest. */
export const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 640px) 30vw, 50vw';
/** The widest a card's picture gets under CARD_SIZES: half of a 639 px screen. */
export const CARD_MAX_WIDTH = 320;
/** The narrowest CARD_SIZES gives: half of a 320 px screen. */
export const CARD_MIN_WIDTH = 160;
