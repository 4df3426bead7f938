/**
 * Every browser storage key the site reads or writes, in one place: the client modules and the
 * pre-paint script (build/prepaint.ts, generated from these) must agree, or the first paint shows
 * the wrong theme, asks for consent again, or misses a signed-in session.
 */
export const storageKeys = {
  /** localStorage: light | dark | system (SPEC §4). */
  theme: "theme",
  /** localStorage: the visitor's analytics choice; absent means ask. */
  consent: "consent",
  /** localStorage key prefix under which Firebase Auth persists its signed-in user. */
  firebaseUserPrefix: "firebase:authUser:",
  /** localStorage: the visitor's own home for the playground on / (JSON they pasted; never sent). */
  playgroundHome: "playground-home",
  /** sessionStorage: a toast handed over to the next page. */
  toast: "toast",
} as const;
