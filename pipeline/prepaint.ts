import { createHash } from "node:crypto";
import { storageKeys } from "../client/storage-keys.ts";

// JSON string literals, so the script reads exactly the keys the client writes.
const k = Object.fromEntries(Object.entries(storageKeys).map(([name, key]) => [name, JSON.stringify(key)])) as Record<keyof typeof storageKeys, string>;

/**
 * Runs in <head> before first paint, so the page never flashes the wrong theme or the wrong header.
 * Sets on <html>: data-theme (light | dark | system, default dark), data-js, data-consent="ask" when
 * no consent choice is stored, data-session when Firebase has a persisted user (the auth island
 * loads only then), and data-alpha-success on /alpha?success=true (the confirmation shows from the first paint). localStorage can throw (blocked storage), hence the try.
 * On a page marked data-signed-in-only (the profile), no stored session means no user: it goes to
 * /login before React and Firebase load just to find that out.
 */
export const prepaintScript = `(function(r){r.dataset.js="";try{var s=localStorage,t=s.getItem(${k.theme});if(t==="light"||t==="system")r.dataset.theme=t;if(!s.getItem(${k.consent}))r.dataset.consent="ask";for(var i=0;i<s.length;i++)if(String(s.key(i)).indexOf(${k.firebaseUserPrefix})===0)r.dataset.session=""}catch(e){}if(/^\\/alpha\\/?$/.test(location.pathname)&&/[?&]success=true(&|$)/.test(location.search))r.dataset.alphaSuccess="";if("signedInOnly"in r.dataset&&!("session"in r.dataset))location.replace("/login")})(document.documentElement)`;

/** The CSP source that allows exactly this inline script and no other. */
export const prepaintHash = `'sha256-${createHash("sha256").update(prepaintScript).digest("base64")}'`;
