import type { RemoteManifest } from './manifestSchema';

/**
 * The `library.type`s whose entry the federation runtime adds as a classic `<script>`, through its `createScript`
 * hook, where the host sets `integrity` (docs/decisions/0018). An entry without a type is one (the runtime's default
 * is `global`). The runtime loads `module`/`esm` entries with `import()` and `system` ones with SystemJS: neither
 * passes through that hook.
 */
const CLASSIC_SCRIPT_TYPES: readonly string[] = [
  'global',
  'var',
  'window',
  'self',
  'this',
  'assign',
  'assign-properties',
  'jsonp',
  'script',
  'umd',
  'umd2',
];

/** How the runtime loads a remote's entry, from `metaData.remoteEntry.type` of its manifest. */
export type EntryLoading = { kind: 'classic-script' } | { kind: 'es-module' } | { kind: 'other'; type: string };

export function entryLoading(manifest: RemoteManifest): EntryLoading {
  const { type } = manifest.metaData.remoteEntry;
  if (type === undefined || CLASSIC_SCRIPT_TYPES.includes(type)) return { kind: 'classic-script' };
  if (type === 'module' || type === 'esm') return { kind: 'es-module' };
  return { kind: 'other', type };
}
