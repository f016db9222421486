import path from 'node:path';

/** A relative path that stays inside the release: no scheme, no absolute path, no `..`, no backslash. */
export function staysInside(file: string): boolean {
  if (file === '' || file.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(file) || path.posix.isAbsolute(file))
    return false;
  return !path.posix.normalize(file).split('/').includes('..');
}
