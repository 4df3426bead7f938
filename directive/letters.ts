/**
 * Letters as the stages compare them: without their accents, so "Maquina Cafe" typed on an English keyboard is
 * the home's "Máquina Café" (the home's names and the directive are both folded; ß and other letters stay).
 */
export const withoutAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
