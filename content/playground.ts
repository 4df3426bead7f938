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
} as const;
