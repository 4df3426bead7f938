/**
 * The part of Home Assistant's frontend `hass` object the card reads, with HA's own field names
 * (frontend src/types.ts HomeAssistant, src/data/*_registry.ts). Written here, not imported: HA does
 * not publish these types as a package, and the card needs a small, stable subset.
 */
export interface HassEntity {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown> & { friendly_name?: string; device_class?: string; unit_of_measurement?: string; id?: string; last_triggered?: string | null };
  last_changed: string;
  last_updated: string;
}

/** hass.entities: the entity registry's display entries (disabled entities are not in it). */
export interface EntityRegistryDisplayEntry {
  entity_id: string;
  name?: string | null;
  device_id?: string;
  area_id?: string;
  hidden?: boolean;
  entity_category?: "config" | "diagnostic";
  has_entity_name?: boolean;
  platform?: string;
  labels?: string[];
}

/** hass.devices. */
export interface DeviceRegistryEntry {
  id: string;
  name: string | null;
  name_by_user: string | null;
  area_id: string | null;
  via_device_id: string | null;
  disabled_by: string | null;
  entry_type?: "service" | null;
}

/** hass.areas. */
export interface AreaRegistryEntry {
  area_id: string;
  name: string;
  floor_id: string | null;
  aliases: string[];
}

/** hass.floors. */
export interface FloorRegistryEntry {
  floor_id: string;
  name: string;
  level: number | null;
  aliases: string[];
}

/** hass.services: domain → service → description. */
export type HassServices = Record<string, Record<string, { name?: string; description?: string }>>;

export interface CurrentUser {
  id: string;
  name: string;
  is_admin: boolean;
  is_owner: boolean;
}

export interface HomeAssistant {
  states: Record<string, HassEntity>;
  entities: Record<string, EntityRegistryDisplayEntry>;
  devices: Record<string, DeviceRegistryEntry>;
  areas: Record<string, AreaRegistryEntry>;
  floors: Record<string, FloorRegistryEntry>;
  services: HassServices;
  user?: CurrentUser;
  themes?: { darkMode?: boolean };
  callService(domain: string, service: string, serviceData?: Record<string, unknown>, target?: Record<string, unknown>): Promise<unknown>;
  callApi<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, parameters?: Record<string, unknown>): Promise<T>;
  callWS<T>(message: { type: string; [key: string]: unknown }): Promise<T>;
}
