/** The card file's version: shown in its footer and in window.customCards, and listed with its SHA-256 in the release log. */
export const CARD_VERSION = "0.10.0";
