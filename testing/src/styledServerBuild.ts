import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { SERVER_BUILD_NAMES, serverManifestSchema, type ServerManifest } from '@mfp/shared/serverBuild';

/** What the styled remote's server build (`writeStyledRemote`) renders, read without React. */
export interface StyledServerBuild {
  manifest: ServerManifest;
  /** The files of `dist/server/`. */
  files: string[];
  /** The class names its `./App` gives its element: the plain one and the CSS Module's. */
  className: string;
  /** The script's text. */
  script: string;
}

/**
 * Evaluates the server build in `dist/server/` in a fresh context, as the host's realm does, with a JSX runtime that
 * returns the element's type and props, and calls its `./App`: no React needed to read what it renders.
 */
export async function styledServerBuild(dist: string): Promise<StyledServerBuild> {
  const folder = path.join(dist, SERVER_BUILD_NAMES.folder);
  const manifest = serverManifestSchema.parse(
    JSON.parse(await readFile(path.join(folder, SERVER_BUILD_NAMES.manifest), 'utf8')),
  );
  const element = (type: unknown, props: unknown) => ({ type, props });
  const shared = { react: {}, 'react/jsx-runtime': { jsx: element, jsxs: element } };
  const context = vm.createContext({ [SERVER_BUILD_NAMES.sharedGlobal]: shared });
  const script = await readFile(path.join(folder, manifest.entry), 'utf8');
  vm.runInContext(script, context);
  const exposes = (context as Record<string, unknown>)[SERVER_BUILD_NAMES.exposesGlobal] as {
    './App': { default: () => { props: { className: string } } };
  };
  const { className } = exposes['./App'].default().props;
  return { manifest, files: (await readdir(folder)).sort(), className, script };
}
