import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The host's look is style objects on its own elements (shellLook, statusLook, fallbackScreenLook): a stylesheet of
 * the host would match by selectors, and a type selector would reach into every remote's slot. The slots get the
 * host's look only through the documented custom properties (docs/decisions/0061).
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const hostFiles = sourceFiles(path.join(repoRoot, 'host'));

it('finds the host sources it checks', () => {
  expect(hostFiles.some((file) => file.endsWith(path.join('shell', 'shellLook.ts')))).toBe(true);
});

it('the host has no stylesheet and imports none', () => {
  const stylesheets = hostFiles.filter((file) => /\.(css|scss|sass|less)$/i.test(file));
  const importers = hostFiles.filter(
    (file) =>
      /\.tsx?$/.test(file) && /import\s[^;]*['"][^'"]+\.(css|scss|sass|less)['"]/.test(readFileSync(file, 'utf8')),
  );
  expect([...stylesheets, ...importers].map((file) => path.relative(repoRoot, file))).toEqual([]);
});
