import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type AccountUser, authStore } from "../auth-store.ts";
import { logoutAndGoHome } from "../leaving.ts";
import { useStore } from "../use-store.ts";
import { Avatar } from "./Avatar.tsx";

/**
 * Header account area. Signed out (and while auth loads, which is what the server renders): 'Sign In'
 * and 'Get Started'. The links carry data-ready once auth is known, so a page with a stored session
 * can keep them invisible until then instead of flashing them.
 */
export default function AccountMenu() {
  const { user, loading } = useStore(authStore);
  if (user) return <Menu user={user} />;
  return (
    <div className="account-links" data-ready={loading ? undefined : ""}>
      <a className="button small" href="/login">Sign In</a>
      <a className="button small" href="/register">Get Started</a>
    </div>
  );
}

const focusable = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** A menu button (WAI-ARIA pattern): arrows move, Escape and outside clicks close and return focus. */
function Menu({ user }: { user: AccountUser }) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    if (focusFirst) focusable(menu.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, focusFirst]);

  const openWith = (viaKeyboard: boolean) => {
    setFocusFirst(viaKeyboard);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (["ArrowDown", "Enter", " "].includes(event.key)) {
      event.preventDefault();
      openWith(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = focusable(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      items[((moves[event.key] ?? 0) + items.length) % items.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") setOpen(false);
  };

  const name = user.displayName || user.email || "Account";
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Account menu for ${name}`}
        onClick={() => (open ? setOpen(false) : openWith(false))}
        onKeyDown={onButtonKey}
      >
        <Avatar user={user} />
      </button>
      <div id={id} ref={menu} role="menu" aria-label="Account" hidden={!open} onKeyDown={onMenuKey}>
        <p className="menu-name">{name}</p>
        <a role="menuitem" href="/profile">Settings</a>
        <button role="menuitem" type="button" onClick={() => void logoutAndGoHome()}>
          Log out
        </button>
      </div>
    </div>
  );
}
