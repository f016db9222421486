/**
 * The attribute on the root element of a remote's slot, valued with the remote's name. Every rule a remote ships is
 * scoped to `[data-mfp-slot="<name>"]` at build (docs/decisions/0059). A name of its own, not `data-remote`, which the host's
 * navigation links carry too: a rule scoped to `data-remote` would style the link to the remote.
 */
export const SLOT_ATTRIBUTE = 'data-mfp-slot';

/** The selector of one remote's slot root: the compound every scoped rule starts from. */
export function slotSelector(remote: string): string {
  return `[${SLOT_ATTRIBUTE}="${remote}"]`;
}
