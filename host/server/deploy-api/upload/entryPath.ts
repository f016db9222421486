import path from 'node:path';
import { MAX_PATH_BYTES, MAX_SEGMENT_BYTES } from './uploadLimits';

/** An archive entry's name checked as a path inside the upload folder: its '/'-separated relative form, or why not. */
export type EntryPath = { ok: true; path: string } | { ok: false; reason: string };

const WINDOWS_DRIVE = /^[A-Za-z]:/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Refuses rather than repairs: a name that needs fixing was made by a broken or hostile tool. A leading `./` (what
 * `tar -C dist .` writes) and a directory's trailing `/` are the only forms accepted beyond the plain relative path.
 * `path` is '' for the archive's root folder (`./`), which the caller skips.
 */
export function checkEntryPath(name: string): EntryPath {
  const refuse = (reason: string): EntryPath => ({ ok: false, reason });
  if (name === '') return refuse('its path is empty');
  if (name.includes('\0')) return refuse('its path holds a NUL character');
  if (CONTROL.test(name)) return refuse('its path holds a control character');
  if (name.includes('\\')) return refuse('its path holds a backslash (use / between folders)');
  if (name.startsWith('/')) return refuse('its path is absolute');
  if (WINDOWS_DRIVE.test(name)) return refuse('its path starts with a Windows drive');
  if (Buffer.byteLength(name) > MAX_PATH_BYTES) return refuse(`its path is longer than ${MAX_PATH_BYTES} bytes`);

  let rest = name;
  while (rest.startsWith('./')) rest = rest.slice(2);
  if (rest.endsWith('/')) rest = rest.slice(0, -1);
  if (rest === '' || rest === '.') return { ok: true, path: '' };

  for (const segment of rest.split('/')) {
    if (segment === '..') return refuse('its path climbs out with ..');
    if (segment === '' || segment === '.') return refuse('its path has an empty or . segment (// or /./)');
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      return refuse(`a segment of its path is longer than ${MAX_SEGMENT_BYTES} bytes`);
    }
  }
  // Belt and braces: whatever the rules above missed, the normalised path must be the same and stay inside.
  const normal = path.posix.normalize(rest);
  if (normal !== rest || path.posix.isAbsolute(normal) || normal.startsWith('../')) {
    return refuse('its path normalises to somewhere else');
  }
  return { ok: true, path: rest };
}

/** An entry's name as it may appear in a message: quoted, control characters escaped, and cut when very long. */
export function entryLabel(name: string): string {
  const quoted = JSON.stringify(name);
  return quoted.length > 200 ? `${quoted.slice(0, 180)}…" (${name.length} characters)` : quoted;
}
