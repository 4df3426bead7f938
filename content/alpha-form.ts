/** Choices of the alpha application form (SPEC §3, §9); the API validates against the same lists. */

export const experiences = [
  { value: "hobbyist", label: "Hobbyist: I run a few automations" },
  { value: "average", label: "Average: I have a working setup I tweak now and then" },
  { value: "power-user", label: "Power user: I write templates, scripts and blueprints" },
] as const;

export const countRanges = ["1-10", "11-20", "20-50", "50+"] as const;

export const entityTypes = [
  { value: "lights", label: "Lights" },
  { value: "shutters", label: "Shutters" },
  { value: "climate", label: "Climate" },
  { value: "switches", label: "Switches" },
  { value: "cameras", label: "Cameras" },
  { value: "other", label: "Other" },
] as const;

/** The 'other' entry is sent as this prefix followed by the visitor's own words. */
export const otherPrefix = "other: ";
