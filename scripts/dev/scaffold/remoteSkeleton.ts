/**
 * Where a remote lives decides how it reads its name and which command serves its standalone page: a package of this
 * workspace (`remotes/<name>`, named by its folder) or a repository of its own built with the kit (`mfp.name`).
 */
export type RemoteHome = { kind: 'workspace'; name: string } | { kind: 'own-repository' };

/** The files every remote has around its `./App`, path relative to its folder. */
export type RemoteSkeleton = Record<'index.html' | 'src/index.ts' | 'src/bootstrap.tsx' | 'webpack.config', string>;

/** The async boundary, word for word in every remote and fixture: without it, shared modules are consumed eagerly. */
export const ASYNC_BOUNDARY = `// The async boundary: shared singletons (react, react-dom, react-router) are negotiated with the federation runtime
// before any module that imports them runs. Importing bootstrap eagerly would fail with "Shared module is not available
// for eager consumption".
import('./bootstrap');
`;

const standalonePage = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} (standalone)</title>
  </head>
  <body style="margin: 0">
    <div id="root"></div>
  </body>
</html>
`;

function bootstrap(home: RemoteHome): string {
  const workspace = home.kind === 'workspace';
  const from = workspace ? '@mfp/host/standalone' : '@mfp/remote-kit/standalone';
  const command = workspace ? `npm run dev:remote -- ${home.name}` : 'npm run dev';
  const remoteName = workspace ? `'${home.name}'` : 'remotePackage.mfp.name';
  return `import { mountStandalone } from '${from}';
import remotePackage from '../package.json';
import * as remoteModule from './App';

// The standalone page of \`${command}\` only: inside the host, the host mounts App and this file never runs.
mountStandalone({
  App: remoteModule.default,
  // Its \`loader\`, if it exports one, runs in the page against \`mfp.apiOrigins\`: no host runs it here.
  module: remoteModule,
  settings: remotePackage.mfp,
  remoteName: ${remoteName},
  basePath: remotePackage.mfp.route,
  title: remotePackage.mfp.title,
});
`;
}

/** The build: the platform's remote factory, from the workspace or from the kit, named as the remote is. */
function webpackConfig(home: RemoteHome): string {
  if (home.kind === 'workspace')
    return `import { createRemoteConfig } from '@mfp/webpack-config';

export default createRemoteConfig({ name: '${home.name}', packageDir: __dirname });
`;
  return `// The platform's remote build: shared React and react-router as the host provides them, the manifest, chunk
// integrity, maps kept out of dist/, and the kit stamp the deploy gate reads. The name and route live in package.json.
const { createRemoteConfig } = require('@mfp/remote-kit/webpack');
const { mfp } = require('./package.json');

module.exports = createRemoteConfig({ name: mfp.name, packageDir: __dirname });
`;
}

/**
 * The one source of a remote's skeleton: the scaffold writes it, and `remoteSkeleton.test.ts` holds the workspace's
 * remotes, the example in its own repository and the browser-test fixtures' template to it. Each file is formatted
 * as Prettier leaves it. The config's file is `webpack.config.ts` in the workspace, `webpack.config.js` elsewhere.
 */
export function remoteSkeleton(home: RemoteHome, title: string): RemoteSkeleton {
  return {
    'index.html': standalonePage(title),
    'src/index.ts': ASYNC_BOUNDARY,
    'src/bootstrap.tsx': bootstrap(home),
    'webpack.config': webpackConfig(home),
  };
}
