/**
 * html-validate settings for dist/ (used by tests/site/html.test.ts and by `npx html-validate dist`).
 * Everything recommended is on; the overrides below accept how React serialises valid HTML, and two
 * patterns we use on purpose. They relax style, never validity.
 */
export default {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document", "html-validate:prettier"],
  rules: {
    // React writes `charSet` and `autoComplete`; HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes boolean attributes as `required=""`, an equally valid spelling.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // Likewise `hidden=""` (hidden is an enumerated attribute now, so this rule, not the one above, sees it).
    "attribute-empty-style": ["error", { style: "empty" }],
    // The alpha form's entity types are one native checkbox group sharing a name.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Our assets are same-origin and content-hashed; SRI matters for third-party files.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
