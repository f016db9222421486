import type { GateRefusalKind } from '@mfp/shared/deploy';

/**
 * A problem of the gate: a kind of `GATE_REFUSALS` (`@mfp/shared/deploy`) and the facts its message needs. A kind
 * outside the table does not compile, so no refusal ships without its row in the table the docs are held to.
 */
export type GateRefusal<Kind extends GateRefusalKind, Facts = unknown> = { kind: Kind } & Facts;
