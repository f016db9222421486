/**
 * Work that one process of a fleet does at a time, held until released or lost (the rollout analysis, decision 0078).
 * Unlike the records' locks, a lease is not waited for: a process that does not get it leaves the work to its holder
 * and asks again later, and takes it over once the holder stops or dies.
 */
export interface Lease {
  /**
   * False once this process no longer holds it: released, or lost (its database connection closed, its lock file was
   * not refreshed in time and another process may have taken it). Work in progress finishes; the next round asks again.
   */
  held(): boolean;
  /** Lets go, so another process may take it at once. Never rejects. */
  release(): Promise<void>;
}

export interface LeaseOptions {
  /**
   * Folder store: how long the lease's lock may go without its holder refreshing it (every `staleMs / 2`) before it
   * counts as left by a killed process and another may take it (at least 2000). A database needs none: a dead
   * holder's connection closes, and the lease with it.
   */
  staleMs?: number;
}
