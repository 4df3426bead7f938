/**
 * Revocations: "what this account's tokens proved may no longer hold" (sessions revoked, account
 * deleted, password changed). Whoever changes such a thing announces the account; every listener (the
 * verifier's token cache) drops what it holds for it before the next request. This process-local
 * default reaches this replica only; other replicas keep the documented bound, the token cache's
 * lifetime (TOKEN_CACHE_SECONDS), unless a shared implementation carries announcements to them.
 * API keys need no announcement: every presented key is looked up in the database.
 */
export interface Revocations {
  /** Tells every listener (on every replica the implementation reaches) that `uid` changed; resolves once this replica's listeners ran. */
  announce(uid: string): Promise<void>;
  /** Runs `listener` for every announcement, this replica's own included. */
  onRevoked(listener: (uid: string) => void): void;
  /** Where announcements can be missed (a shared implementation that lost its connection): runs `listener` when some may have been, so everything cached is dropped. */
  onMissed?(listener: () => void): void;
  close(): Promise<void>;
}

/** One process: announcements reach this process's listeners synchronously. */
export function localRevocations(): Revocations {
  const listeners: Array<(uid: string) => void> = [];
  return {
    async announce(uid) {
      for (const listener of listeners) listener(uid);
    },
    onRevoked: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}
