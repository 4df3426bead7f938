/**
 * What `hass` gives a card → the home format of SCHEMA.md §4 (floors, areas, entities, notify services),
 * limited to what the card's config exposes. Names are the ones HA shows; an entity's area is its own,
 * else its device's, as in HA's area pages.
 */
import { devicesIn } from "../directive/devices.ts";
import type { Home as CompilerHome, Entity } from "../directive/types.ts";
import type { CardConfig } from "./config.ts";
import type { DeviceRegistryEntry, EntityRegistryDisplayEntry, HassEntity, HomeAssistant } from "./types.ts";

/** The compiler's home (type-only: erased from the bundle), with every list the card always sends present. */
export type Home = Required<Pick<CompilerHome, "floors" | "areas" | "entities" | "services">>;

/** The domains the compiler reads (SCHEMA.md §3–4); the rest would count against the plan and never be used. */
export const KNOWN_DOMAINS = ["light", "switch", "fan", "scene", "cover", "climate", "sensor", "binary_sensor", "person", "zone"];
/** notify's own services, which reach no particular phone. */
const GENERIC_NOTIFY = new Set(["notify", "send_message", "persistent_notification"]);

const domainOf = (entityId: string) => entityId.slice(0, entityId.indexOf("."));
const deviceName = (device: DeviceRegistryEntry | undefined) => device?.name_by_user || device?.name || undefined;
const slug = (text: string) => text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");

/**
 * The name HA shows for an entity: the state's friendly_name, which HA writes from the user's own
 * registry name when there is one ("Front Door", not "SNZB-04P fdca Front Door"). Only without it, the
 * registry's: a registry name is the entity's own part, shown after its device's name (no name = the
 * device's main feature, shown as the device); legacy entities already carry the whole name.
 */
export function displayName(hass: HomeAssistant, state: HassEntity): string {
  if (typeof state.attributes.friendly_name === "string" && state.attributes.friendly_name) return state.attributes.friendly_name;
  const entry = hass.entities[state.entity_id];
  const fallback = state.entity_id.slice(state.entity_id.indexOf(".") + 1).replaceAll("_", " ");
  if (!entry) return fallback;
  const device = deviceName(entry.device_id ? hass.devices[entry.device_id] : undefined);
  const own = entry.name || undefined;
  if (!device) return own ?? fallback;
  if (!own || own === device) return device;
  if (entry.has_entity_name === false || own.toLowerCase().startsWith(`${device.toLowerCase()} `)) return own;
  return `${device} ${own}`;
}

/** An entity's area: its own, else its device's. */
export function areaOf(hass: HomeAssistant, entry: EntityRegistryDisplayEntry | undefined): string | null {
  if (!entry) return null;
  return entry.area_id || (entry.device_id ? hass.devices[entry.device_id]?.area_id : null) || null;
}

/** Whether HA would show the entity at all: not hidden, not config/diagnostic, its device enabled. */
function usable(hass: HomeAssistant, entry: EntityRegistryDisplayEntry | undefined): boolean {
  if (!entry) return true;
  if (entry.hidden || entry.entity_category) return false;
  return !(entry.device_id && hass.devices[entry.device_id]?.disabled_by);
}

/**
 * Whether the config exposes an entity. Persons and zones by the same lists as devices: with no list,
 * every domain the compiler reads (persons and zones among them); with lists, only what they name.
 */
export function exposes(config: CardConfig, entityId: string, area: string | null): boolean {
  const domain = domainOf(entityId);
  const lists = [config.areas, config.domains, config.entities].filter((l) => l?.length);
  if (!lists.length) return KNOWN_DOMAINS.includes(domain);
  return !!(
    config.entities?.includes(entityId) ||
    config.domains?.includes(domain) ||
    (area !== null && config.areas?.includes(area) && KNOWN_DOMAINS.includes(domain))
  );
}

/**
 * The home as the compiler reads it, exactly what the config exposes and nothing else: the exposed
 * entities; the areas they are in and the areas the config names; those areas' floors; the notify
 * services of exposed persons (or all of them with no list, or `notify` among the domains, or a
 * service named among the entities). Disabled entities have no state, so walking hass.states leaves them out.
 */
export function homeFrom(hass: HomeAssistant, config: CardConfig): Home {
  const entities: Entity[] = [];
  for (const state of Object.values(hass.states)) {
    const entry = hass.entities[state.entity_id];
    const area = areaOf(hass, entry);
    if (!usable(hass, entry) || !exposes(config, state.entity_id, area)) continue;
    const { device_class: deviceClass, unit_of_measurement: unit } = state.attributes;
    entities.push({
      entity_id: state.entity_id,
      name: displayName(hass, state),
      domain: domainOf(state.entity_id),
      area,
      ...(typeof deviceClass === "string" ? { device_class: deviceClass } : {}),
      // A threshold said in watts on a sensor reporting kW is converted by the compiler.
      ...(typeof unit === "string" ? { unit_of_measurement: unit } : {}),
    });
  }
  entities.sort((a, b) => a.entity_id.localeCompare(b.entity_id));
  const areaIds = new Set([...(config.areas ?? []), ...entities.map((e) => e.area).filter((a): a is string => a !== null)]);
  const areas = Object.values(hass.areas ?? {}).filter((a) => areaIds.has(a.area_id));
  const floorIds = new Set(areas.map((a) => a.floor_id));
  return {
    floors: Object.values(hass.floors ?? {}).filter((f) => floorIds.has(f.floor_id)).map((f) => ({ floor_id: f.floor_id, name: f.name, aliases: f.aliases ?? [] })),
    areas: areas.map((a) => ({ area_id: a.area_id, name: a.name, aliases: a.aliases ?? [], floor: a.floor_id ?? null })),
    entities,
    services: notifyServices(hass).filter((s) => sendsNotify(config, s, entities)),
  };
}

/** Whether a notify service is exposed: with no list, all; else `notify` in domains, the service in entities, or its person exposed. */
function sendsNotify(config: CardConfig, service: Home["services"][number], entities: Home["entities"]): boolean {
  if (![config.areas, config.domains, config.entities].some((l) => l?.length)) return true;
  return !!(config.domains?.includes("notify") || config.entities?.includes(service.service) || (service.person && entities.some((e) => e.entity_id === service.person)));
}

/**
 * The mobile app's notify services, each with the person whose phone it reaches: a person's device
 * trackers name their phones' devices, and the app registers `notify.mobile_app_<device name>`.
 */
function notifyServices(hass: HomeAssistant): Home["services"] {
  const owners = new Map<string, { person: string; name: string }>();
  for (const person of Object.values(hass.states).filter((s) => s.entity_id.startsWith("person."))) {
    const trackers = person.attributes.device_trackers;
    for (const tracker of Array.isArray(trackers) ? (trackers as string[]) : []) {
      const device = hass.devices[hass.entities[tracker]?.device_id ?? ""];
      const name = deviceName(device);
      if (name) owners.set(`mobile_app_${slug(name)}`, { person: person.entity_id, name });
    }
  }
  return Object.keys(hass.services.notify ?? {})
    .filter((service) => !GENERIC_NOTIFY.has(service))
    .sort()
    .map((service) => ({
      service: `notify.${service}`,
      name: owners.get(service)?.name ?? hass.services.notify![service]?.name ?? service.replaceAll("_", " "),
      person: owners.get(service)?.person ?? null,
    }));
}

/** How many devices the API will count: the compiler's own count (directive/devices.ts), which the API uses. */
export const deviceCount = (home: Home) => devicesIn(home);
