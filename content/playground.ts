/** The words of the landing page's "Try a directive" section (SPEC-free copy, ours to change). */
export const playground = {
  title: "Try a directive",
  lead: "Type what your home should do and compile it into a Home Assistant automation. It runs in your browser against the demo home below: nothing you type leaves this page.",
  label: "Directive",
  examplesTitle: "Or start from an example",
  homeSummary: (rooms: number, devices: number, people: number) => `The demo home: ${rooms} rooms, ${devices} devices, ${people} people`,
  peopleTitle: "People",
  resultTitle: "Home Assistant YAML",
  yamlLabel: "The compiled automation in YAML",
  /** What the live region says, so a screen reader hears the outcome without reading the YAML. */
  announce: {
    automation: "Compiled into an automation. The YAML is below.",
    action: "Compiled into an action that runs now. The YAML is below.",
  },
  copied: "✓ Copied",
  copyFailed: "Could not copy: your browser blocked the clipboard. Select the YAML and copy it by hand.",
  loadFailed: "The compiler could not be loaded. Check your connection and try again.",
  empty: "Type a directive first, for example one of those below.",
  /** Under the YAML: how it reaches Home Assistant (an automation) or what to do with an action that runs once. */
  automationSteps: {
    title: "Add it in Home Assistant",
    steps: [
      "Copy the YAML.",
      "In Home Assistant, open Settings → Automations & scenes and select Create automation, then Create new automation.",
      "Open the ⋮ menu (top right) and select Edit in YAML.",
      "Replace the editor's text with the YAML and select Save.",
    ],
  },
  actionNote: "This runs once, now, rather than being an automation: to try it by hand, open Settings → Developer tools → Actions in Home Assistant, switch to YAML mode and paste one action at a time.",
  /** "Use my home": the visitor's own home, printed by a template in Home Assistant, kept in this browser. */
  myHome: {
    summary: "Use my home",
    lead: "Compile against your own areas and devices. Your home stays in this browser: nothing is sent anywhere, and Forget my home removes it.",
    steps: [
      "Copy the template below.",
      "In Home Assistant, open Settings → Developer tools → Template, and replace the text in the Template editor with it.",
      "Copy the result Home Assistant prints on the right (one line of JSON) and paste it into the field below, then select Use this home.",
    ],
    templateTitle: "The template",
    copyTemplate: "Copy template",
    limits:
      "It lists lights, switches, fans, covers, climate, scenes, sensors, people and the sun. Home Assistant stops a template at 256 KiB of output (about 1,500 to 2,000 entities) and says the output exceeded the maximum size: remove 'sensor' and 'binary_sensor' from the domains list on its third line and try again. A template cannot list notify services, so it lists your Companion app phones; add other notifiers by hand to the \"services\" list.",
    fieldLabel: "Your home (the template's result)",
    use: "Use this home",
    forget: "Forget my home",
    demoInUse: "Compiling against the demo home.",
    /** Shown by the first-load script when a home is already kept; the compiler's chunk adds the counts. */
    mineInUse: "Compiling against your home, kept in this browser.",
    mineCounted: (areas: number, entities: number) => `Compiling against your home (${areas} areas, ${entities} entities), kept in this browser.`,
    used: (areas: number, entities: number) => `Using your home: ${areas} areas and ${entities} entities. Compile a directive to try it.`,
    forgotten: "Your home is forgotten; the playground uses the demo home again.",
    empty: "Paste the template's result first: copy it from Home Assistant's Template editor.",
    notJson: "That is not the template's JSON: copy the whole result from Home Assistant's Template editor, from the first { to the last }.",
    tooLarge: "Your browser could not keep a home this large: remove 'sensor' and 'binary_sensor' from the template's domains list and paste the new result.",
    copyFailed: "Could not copy: your browser blocked the clipboard. Select the template and copy it by hand.",
  },
} as const;
