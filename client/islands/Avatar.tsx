import type { AccountUser } from "../auth-store.ts";

/** The user's photo, else the first letter of the e-mail, else a user icon (SPEC §2). */
export function Avatar({ user }: { user: AccountUser }) {
  if (user.photoURL) return <img className="avatar" src={user.photoURL} alt="" width="32" height="32" />;
  const letter = user.email?.trim().charAt(0).toUpperCase();
  if (letter) return <span className="avatar">{letter}</span>;
  return (
    <span className="avatar">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z" fill="currentColor" />
      </svg>
    </span>
  );
}
