/** What scoping one remote's run-time rules gave. */
export interface ScopedRules {
  /** The rules, scoped to the remote's slot: the text to insert instead; empty when nothing could stay. */
  text: string;
  /**
   * What targeted the page as a whole: selectors naming no class or id (`body`, `button`, `*`), now scoped to the slot,
   * and at-rules that cannot be scoped (`@page`), left out. What the host reports (docs/decisions/0060).
   */
  pageWide: string[];
}

/** Scopes the rules a remote adds at run time; the lazily loaded part of the host's run-time style guard. */
export interface RuleScoper {
  scope(text: string, remote: string): ScopedRules;
}
