/** A moment as the visitor's locale writes it, date and time (the API key's "last used" and "created"). */
export const dateTime = (date: Date): string => date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
