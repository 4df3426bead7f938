// The dev client: served only by `npm run dev` at /__dev/client.js, never part of the production bundle.
// It listens to the dev server's event stream and reloads, swaps the stylesheet, or shows a build error.
const events = new EventSource("/__dev/events");
const here = location.pathname.replace(/\/$/, "") || "/";
const overlayId = "dev-build-error";

function showError(message) {
  const overlay = document.getElementById(overlayId) ?? document.createElement("div");
  overlay.id = overlayId;
  overlay.setAttribute("role", "alert");
  // CSSOM styles, not a style attribute: the strict CSP allows the former only.
  Object.assign(overlay.style, {
    position: "fixed", inset: "auto 1rem 1rem 1rem", zIndex: "2147483647", padding: "1rem 1.25rem",
    background: "#7f1d1d", color: "#fff", font: "600 1rem/1.5 system-ui, sans-serif", borderRadius: "0.5rem",
    boxShadow: "0 0.5rem 2rem rgb(0 0 0 / 0.4)", whiteSpace: "pre-wrap",
  });
  overlay.textContent = `Build error: ${message}`;
  document.body.append(overlay);
}

const handlers = {
  reload: (routes) => (routes.includes("*") || routes.includes(here)) && location.reload(),
  css: (href) => {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
      if (new URL(link.href).pathname !== href) link.href = href;
    }
  },
  error: showError,
  clear: () => document.getElementById(overlayId)?.remove(),
};
// Lets the tests and the benchmark know the page will hear the next edit.
events.addEventListener("open", () => (document.documentElement.dataset.dev = "connected"));
for (const [name, handle] of Object.entries(handlers)) {
  events.addEventListener(name, (event) => handle(JSON.parse(event.data)));
}
