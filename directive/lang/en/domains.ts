/**
 * The vocabulary of the domains the compiler operates, one table per domain: the nouns that name its
 * devices (with the device classes each means), its services per operation, the states it reports and
 * the words for them, and how it reads in a summary. The stages derive their lists from these tables
 * (directive/domains.ts); adding a domain is one table here plus its cases in a fixture.
 */
import type { DomainTable } from "../types.ts";

const ON_OFF = { on: ["on", "switched on", "turned on"], off: ["off", "switched off", "turned off"] };
/** A pump, a plug or a fan that is on is "running" ("turn the fountain pump off at sunrise if it's still running"). */
const RUNS = { on: [...ON_OFF.on, "running"], off: ON_OFF.off };

export const DOMAINS: readonly DomainTable[] = [
  {
    domain: "cover",
    nouns: { shutter: ["shutter"], rollershutter: ["shutter"], blind: ["blind"], shade: ["shade"], curtain: ["curtain"], awning: ["awning"], cover: null },
    // Turning a cover on opens it, as Home Assistant's homeassistant.turn_on does.
    services: { on: "cover.open_cover", off: "cover.close_cover", toggle: "cover.toggle", open: "cover.open_cover", close: "cover.close_cover", stop: "cover.stop_cover" },
    data: { "cover.set_cover_position": { keys: { position: "number" }, needs: ["position"] } },
    states: { open: ["open", "opened"], closed: ["closed", "shut"], opening: ["opening"], closing: ["closing"] },
    summary: "shutters and blinds",
  },
  {
    domain: "light",
    nouns: { light: null, lighting: null, bulb: null },
    services: { on: "light.turn_on", off: "light.turn_off", toggle: "light.toggle" },
    data: { "light.turn_on": { keys: { brightness_pct: "number", brightness_step_pct: "number", color_name: "string", color_temp_kelvin: "number" } } },
    states: ON_OFF,
    summary: "lights",
  },
  {
    domain: "switch",
    nouns: { plug: null, socket: null, outlet: null, switch: null },
    // A plug feeding a washing machine stays on after its cycle ends; a pump or an extractor runs exactly while on.
    runs: ["fan", "pump", "extractor", "ventilator", "dehumidifier", "humidifier", "purifier", "blower"],
    services: { on: "switch.turn_on", off: "switch.turn_off", toggle: "switch.toggle" },
    states: RUNS,
    summary: "switches",
  },
  {
    domain: "fan",
    // "ventilator": the fan in Dutch, German, French and Italian English.
    nouns: { fan: null, ventilator: null },
    plugIn: "fan",
    runs: "all",
    services: { on: "fan.turn_on", off: "fan.turn_off", toggle: "fan.toggle" },
    data: { "fan.set_percentage": { keys: { percentage: "number" }, needs: ["percentage"], undo: "off" } },
    states: RUNS,
    summary: "fans",
  },
  {
    domain: "scene",
    nouns: { scene: null },
    services: { on: "scene.turn_on" },
    states: {},
    summary: "scenes",
  },
  {
    domain: "climate",
    nouns: { thermostat: null, heating: null, heater: null, climate: null, radiator: null, hvac: null, ac: null, aircon: null, conditioning: null, conditioner: null },
    // "the heater in the den": a switch named "… Heater" (a plug-in heater) is one too.
    plugIn: "heater",
    modes: { heating: "heat", heater: "heat", radiator: "heat", ac: "cool", aircon: "cool", conditioning: "cool", conditioner: "cool" },
    services: { on: "climate.turn_on", off: "climate.turn_off" },
    data: {
      // "to 21 degrees in heat mode": Home Assistant's set_temperature takes the mode too, in one call.
      "climate.set_temperature": { keys: { temperature: "number", hvac_mode: "string" }, needs: ["temperature"] },
      "climate.set_hvac_mode": { keys: { hvac_mode: "string" }, needs: ["hvac_mode"], undo: "off" },
    },
    states: { heat: ["heating"], cool: ["cooling"], dry: ["drying"], idle: ["idle"], off: ["off"] },
    summary: "thermostats",
  },
];

/**
 * What people call a thermostat in a sentence, multi-word names included, for the rules that read a bare
 * number or a mode after one ("heating on at 21", "cabin ac cool 22"). "Heater" is not among them: a plug can
 * be one, so each rule says whether it takes it.
 */
export const CLIMATE_WORDS = String.raw`thermostat|heating|hvac|heat pump|mini ?split|air conditioning|air conditioner|air con|aircon|ac`;
