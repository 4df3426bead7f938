import type { RoadmapItem } from "./types.ts";

/** Development roadmap, in order: completed, then current, then upcoming. */
export const roadmap = [
  {
    title: "Directive engine",
    description:
      "The cloud service that turns a natural-language directive into a concrete plan of when and what to switch in your home.",
    status: "completed",
  },
  {
    title: "End-to-end encryption",
    description:
      "AES-256-CBC with a random IV per item over HTTPS only. The key is generated on your Home Assistant instance and never stored on our servers.",
    status: "completed",
  },
  {
    title: "Lovelace dashboard card",
    description:
      "A dashboard card to write, review, create, pause and restore your directives without leaving Home Assistant; what it shows for review is exactly what it writes.",
    status: "completed",
  },
  {
    title: "Closed alpha",
    description:
      "A small group of Home Assistant users is testing directives with shutters, lights, sensors and switches, free of charge.",
    status: "current",
  },
  {
    title: "Public release of the integration",
    description:
      "The custom Home Assistant integration becomes installable by everyone, with you choosing which entities to expose.",
    status: "upcoming",
  },
  {
    title: "More device types",
    description:
      "Support beyond shutters, lights, sensors and switches, guided by what alpha testers ask for most.",
    status: "upcoming",
  },
  {
    title: "Beyond Home Assistant",
    description:
      "Exploring connections to other smart-home platforms once the Home Assistant experience is solid.",
    status: "upcoming",
  },
] satisfies RoadmapItem[];
