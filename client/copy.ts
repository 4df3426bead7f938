/** SPEC §9: the tick after a copy shows for 2 seconds (the API key's Copy and the playground's). */
export const COPY_FEEDBACK_MS = 2000;
