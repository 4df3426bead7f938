/** The session API (login, register, logout, currentToken): loads Firebase and starts listening to auth state, once. Kept lazy so prerendering never runs it. */
let started: Promise<typeof import("./session.ts")> | undefined;
export const session = () => (started ??= import("./session.ts"));
