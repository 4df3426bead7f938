/**
 * Stage "resolve", a soft noun said of many ("any door", "the doors"): every device HA classes so, though its name
 * does not say it (a Dome Hatch of class door), beside those named so; not a part of another device (the Dishwasher
 * Door of the Dishwasher plug), which no one means by "a door in the house".
 */
import { type Index, type Named, ownersOf } from "./home-index.ts";
import { SOFT_KINDS, isKind } from "./kinds.ts";
import type { Mention } from "./names.ts";
import type { Entity } from "./types.ts";

const classed = (m: Mention, e: Entity) => m.soft.some((s) => SOFT_KINDS[s]!.classes !== undefined && e.domain === "binary_sensor" && isKind(e, SOFT_KINDS[s]!));

/** Whether a device's name is another operable device's name and one word more ("Washing Machine Door"). */
const partOfDevice = (index: Index, e: Entity) => ownersOf(index, e).some((d) => !e.name.slice(d.name.length + 1).includes(" "));

export function everyOfSoftKind(index: Index, m: Mention, named: Named<Entity>[], candidates: Named<Entity>[]): Named<Entity>[] {
  return [...new Set([...named, ...candidates.filter((n) => classed(m, n.item))])].filter((n) => !partOfDevice(index, n.item));
}
