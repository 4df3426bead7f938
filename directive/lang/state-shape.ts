/**
 * The shape of a language's words for devices' states (lang/<code>/device-states.ts, read by directive/states.ts), part
 * of the Language shape: motion, appliances running or done, things open or closed, switched, heating. Lists are
 * words or phrases found whole; patterns are where the word order is the language's own.
 */
export interface DeviceStates {
  /** A clause about motion or presence ("motion in the hall", "someone walks into the kitchen"). */
  motion: RegExp;
  /** Motion said to be over or absent ("no motion", "the room is empty", "stops"). */
  still: RegExp;
  /** A motion sensor said by its kind ("any motion sensor"): group 1 "any " if said, group 2 the word kept of a name. */
  motionSensor: RegExp;
  /** An appliance's cycle said to end ("is done", "finishes"); taken out of the subject. */
  finished: RegExp;
  /** An appliance's cycle said to start ("starts", "is running"); taken out of the subject. */
  started: RegExp;
  /** Words of rain in a clause ("it starts raining"). */
  rain: readonly string[];
  /** The word a rain sensor's name holds. */
  rainName: readonly string[];
  /** Words for an appliance's cycle ("the washing cycle"), which name no device. */
  cycle: readonly string[];
  /** Pronouns for the device the clause before named ("it", "they"). */
  pronouns: readonly string[];
  /** A cover that starts to move: group 1 a word of the cover's state "opening" or "closing" (lang/<code>/domains.ts). */
  moving: RegExp;
  /** A cover said to be in its travel ("the gate is opening"): the transitional state itself. */
  travelling: RegExp;
  /** Said of what is open ("opens", "is open", "left open"). */
  open: readonly string[];
  /** Said of what is closed ("closes", "is shut"). */
  closed: readonly string[];
  /** Switched on or off, or running: group 1 a word of the on or off state (lang/<code>/domains.ts), if said. */
  switched: RegExp;
  /** "goes off", said of an alarm: it sounds. */
  goesOff: RegExp;
  /** A thermostat's state: group 1 a word of a climate state (lang/<code>/domains.ts), or group 2 the HVAC mode, spaces for underscores. */
  hvac: RegExp;
  /** A verb left at the end of the subject once its state is taken out ("the door is"). */
  trailingVerb: RegExp;
  /** Any one of several ("any window"). */
  any: readonly string[];
  /** Every one of several ("all the windows"). */
  every: readonly string[];
  /** Several said to be closed or off together ("the windows are closed"): every one of them. */
  allClosed: RegExp;
  /** Words for a heater, whose "on" is heating, plurals included. */
  heating: readonly string[];
  /** Words of a sensor that sounds when it "goes off", plurals included. */
  sounding: readonly string[];
}
