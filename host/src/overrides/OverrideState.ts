/** One override in use in this tab: the remote `name` loads from `manifestUrl`. */
export interface ActiveOverride {
  name: string;
  manifestUrl: string;
  /** True when the registry has no remote of that name: the override adds it, with a route of its own. */
  addsRemote: boolean;
}

/** An `mf-override` value the page refused, and why. Nothing is ever requested for it. */
export interface RefusedOverride {
  value: string;
  reason: string;
}

/** Overrides as the page applies them: off (the server says so, or has not said yet), or on with what came of each. */
export type OverrideState = { status: 'off' } | { status: 'on'; active: ActiveOverride[]; refused: RefusedOverride[] };
