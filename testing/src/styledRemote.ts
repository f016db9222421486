import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { manifestAssets, readManifest } from '@mfp/shared/compatibility';

/**
 * The sources of a remote with a plain stylesheet (`.plain`) and a CSS Module (`.box`), written into `dir` for the
 * build tests of the kit's webpack and Rspack factories: the `./App` their default config exposes, and its CSS.
 */
export async function writeStyledRemote(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{ "name": "fixture", "version": "1.0.0" }');
  await writeFile(
    path.join(dir, 'src', 'App.tsx'),
    "import './styles.css';\nimport styles from './App.module.css';\n" +
      'export default function App() {\n  return <p className={`plain ${styles.box}`}>reviews</p>;\n}\n',
  );
  await writeFile(path.join(dir, 'src', 'styles.css'), '.plain { color: rgb(1, 2, 3); }\n');
  await writeFile(path.join(dir, 'src', 'App.module.css'), '.box { border: 1px solid rgb(4, 5, 6); }\n');
}

/** Every file a built release's manifest names but its entry, each with whether its SHA-384 is in the entry. */
export async function hashesInEntry(dist: string): Promise<{ file: string; inEntry: boolean }[]> {
  const read = readManifest(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8'));
  if (read.kind !== 'manifest') throw new Error(read.detail);
  const entry = await readFile(path.join(dist, 'remoteEntry.js'), 'utf8');
  const named = [...manifestAssets(read.manifest).keys()].filter((file) => file !== 'remoteEntry.js');
  return Promise.all(
    named.map(async (file) => {
      const sri = `sha384-${createHash('sha384')
        .update(await readFile(path.join(dist, file)))
        .digest('base64')}`;
      return { file, inEntry: entry.includes(sri) };
    }),
  );
}
