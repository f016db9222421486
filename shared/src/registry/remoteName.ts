/**
 * The remote-name rule, stated once for every side: the registry, the store's folders, the deploy commands, the
 * scaffold, the deploy API and the overrides. A remote's name is its federation container's name (a JavaScript
 * identifier), a folder of the store and a segment of its URLs, so it is kept to one small alphabet.
 *
 * Plain values, no zod: the browser's entry script may import them (docs/decisions/0039).
 */

/** What the rule asks of a name, for messages that say how to fix one. */
export const REMOTE_NAME_RULE = 'lowercase letters, digits and underscores, starting with a letter (e.g. "reviews")';

export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

/** A name any part of the platform can hold: a registry entry's, a store folder's, a token scope's. */
export const isRemoteName = (name: string): boolean => REMOTE_NAME_PATTERN.test(name);
