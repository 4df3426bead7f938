/** Example directives cycled by the landing page's typing line (SPEC: 13 commands). */
export const directives = [
  "Close the living room shutters at sunset on weekdays",
  "Turn off all lights when nobody is home",
  "Open the bedroom shutters at 7:30 on workdays",
  "Dim the hallway lights to 20% after 11 pm",
  "Switch off the coffee machine after 30 minutes",
  "Close the shutters when the outdoor temperature tops 28 °C",
  "Turn on the porch light when motion is detected after dark",
  "Light the hallway when the front door opens after sunset",
  "Turn the kitchen lights on at 6:45 on weekdays",
  "Half-open the office shutters when the office gets warmer than 26 °C",
  "Switch off the TV socket at midnight",
  "Switch on the dehumidifier plug when bathroom humidity tops 70%",
  "Open all shutters when the smoke sensor triggers",
] satisfies string[];

/** Typing animation timings (SPEC section 9): ms per character, pause between commands, upcoming shown. */
export const typing = { typeMs: 40, deleteMs: 20, pauseMs: 1000, upcoming: 3 } as const;
