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
 * On every page it then loads the page's modules
 * (data-modules: the entry, then the chunks it imports) once the page
 * has painted its content (the first-contentful-paint entry) and is parsed (DOMContentLoaded, as module
 * scripts would wait for). Every script here enhances HTML that is already whole (the account pages'
 * forms are prerendered and usable), so the first paint waits for none of them and does not share the
 * network with them (issue 26: modules fetched before the first paint cost the public pages ~400 ms of
 * LCP in Lighthouse's mobile simulation, and the account pages 0.3–1.3 s whenever React's chunk was
 * asked for before the paint). A hidden tab paints
 * nothing, and a browser without paint timing cannot say when it painted: both load once parsed; and
 * 3 s is the most any page waits for its paint. Once the entry has run, <html> gets data-modules-loaded;
 * an entry that fails to load leaves the page as the HTML made it (the browser reports the request).
 * A form sent before then (the playground's, sign-in's) is held and sent again once the entry listens (on
 * account pages client/hydrate.ts then holds it until its island has hydrated): the native way would
 * reload the page with the visitor's words, or e-mail and password, in the URL. Likewise a press of a script-driven
 * button (type="button": the consent choice, an example) is pressed again then, not lost.
 */
export const prepaintScript = `(function(r){r.dataset.js="";try{var s=localStorage,t=s.getItem(${k.theme});if(t==="light"||t==="system")r.dataset.theme=t;if(!s.getItem(${k.consent}))r.dataset.consent="ask";for(var i=0;i<s.length;i++)if(String(s.key(i)).indexOf(${k.firebaseUserPrefix})===0)r.dataset.session=""}catch(e){}if(/^\\/alpha\\/?$/.test(location.pathname)&&/[?&]success=true(&|$)/.test(location.search))r.dataset.alphaSuccess="";if("signedInOnly"in r.dataset&&!("session"in r.dataset))return location.replace("/login");var m=r.dataset.modules;if(!m)return;var d=document,P=self.PerformanceObserver,done=0,held=[];d.addEventListener("submit",function(e){if(!("modulesLoaded"in r.dataset)){e.preventDefault();held.push([e.target,e.submitter])}},true);d.addEventListener("click",function(e){var b=!("modulesLoaded"in r.dataset)&&e.target.closest&&e.target.closest('button[type="button"]');if(b)held.push([b])},true);var load=function(){if(done++)return;var u=m.split(" ");for(var i=1;i<u.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=u[i];d.head.appendChild(l)}import(u[0]).then(function(){r.dataset.modulesLoaded="";for(var i=0;i<held.length;i++)held[i].length>1?held[i][0].requestSubmit(held[i][1]):held[i][0].click()},function(){})},go=function(){d.readyState==="loading"?d.addEventListener("DOMContentLoaded",load):load()};if(d.visibilityState==="visible"&&P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});setTimeout(go,3000)}else go()})(document.documentElement)`;

/** The CSP source that allows exactly this inline script and no other. */
export const prepaintHash = `'sha256-${createHash("sha256").update(prepaintScript).digest("base64")}'`;
