/**
 * Whether this page's own action is under way or has sent the browser elsewhere. The profile's guard
 * sends a signed-out visitor to /login; when the visitor signed out here (Log Out, Sign out everywhere,
 * Delete account), that guard must not race the action's own navigation, whose address and hand-over
 * toast are the right ones: the later of two navigations aborts the earlier.
 */
let underWay = false;

/** Runs an action; it resolves to whether the page is leaving, and then the flag stays set. */
export async function asPageAction(work: () => Promise<boolean>): Promise<boolean> {
  underWay = true;
  try {
    underWay = await work();
    return underWay;
  } catch (error) {
    underWay = false;
    throw error;
  }
}

export const pageActionUnderWay = (): boolean => underWay;
