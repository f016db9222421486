/**
 * Whether a load time is this browser's first load of that release's files or a later one (decision 0091). A first
 * load fetches every file over the network; a later one mostly reads them from the browser's cache, so the two are
 * compared only with their own kind: a new release has mostly first loads, the stable one mostly later ones.
 */
export const LOAD_KINDS = ['first', 'later'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/**
 * The kind of a load time counted before kinds were told apart (a beacon or a stored row without one): `later`, the
 * kind almost all of the stable release's loads were, which is what those counts mostly held.
 */
export const UNTOLD_LOAD_KIND: LoadKind = 'later';
