/**
 * client/account-actions.ts, fetched on first use only, its sentences with it: the one place it is imported.
 * The header's islands never import this file, since the lazy chunk imports islands/common.ts, which holds them.
 */
export const accountActions = () => import("../account-actions.ts");
