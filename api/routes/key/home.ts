/**
 * The home as the key routes take it (POST /v1/compile, POST /v1/suggestions): its schema (home.json's
 * shape), the devices a plan counts in it, and its checked, indexed form kept for the homes sent most.
 */
import { devicesIn } from "../../../directive/devices.ts";
import { createHash } from "node:crypto";
import { Type } from "typebox";
import { type Home, type PreparedHome, prepareHome } from "../../../directive/index.ts";
import type { Plan } from "../../data/subscriptions.ts";
import { ClientError, MESSAGES } from "../../errors.ts";
import { text } from "../../schemas.ts";

/** A directive is at most 500 characters and a home 500 entities; JSON of that fits well in 64 KiB. */
export const HOME_BODY_LIMIT = 64 * 1024;

const nullable = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);

export const homeSchema = Type.Object(
  {
    areas: Type.Array(Type.Object({ area_id: text(100), name: text(200), aliases: Type.Optional(Type.Array(text(200), { maxItems: 20 })) }), {
      maxItems: 200,
      must: "a list of at most 200 areas, each with area_id, name and optional aliases",
    }),
    entities: Type.Array(
      Type.Object({
        entity_id: Type.String({ pattern: "^[a-z_]+\\.[a-z0-9_]+$", maxLength: 255 }),
        name: text(200),
        domain: text(50),
        area: nullable(100),
        device_class: Type.Optional(nullable(50)),
        unit_of_measurement: Type.Optional(nullable(20)),
      }),
      { maxItems: 500, must: "a list of at most 500 entities, each with entity_id, name, domain, area and optional device_class and unit_of_measurement" },
    ),
  },
  { must: "an object with areas and entities lists, as in the API README" },
);


/** Refuses a home with more devices than the plan allows (403, naming both numbers). */
export function checkDeviceLimit(plan: Plan, home: Home): void {
  const devices = devicesIn(home);
  if (plan.deviceLimit !== null && devices > plan.deviceLimit) throw new ClientError(403, MESSAGES.deviceLimit(plan.name, plan.deviceLimit, devices));
}

/**
 * An integration sends the same home with every directive: its checked, indexed form is kept, keyed by
 * a digest of its JSON, for the most recent homes. Only names and ids are held, in memory, never stored.
 */
export function homeCache(size = 256) {
  const homes = new Map<string, PreparedHome>();
  return (home: Home): PreparedHome => {
    const key = createHash("sha256").update(JSON.stringify(home)).digest("base64");
    let prepared = homes.get(key);
    if (prepared) homes.delete(key);
    else prepared = prepareHome(home);
    homes.set(key, prepared); // most recent last
    if (homes.size > size) homes.delete(homes.keys().next().value!);
    return prepared;
  };
}
