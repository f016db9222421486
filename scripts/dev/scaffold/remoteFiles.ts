/** What a new remote is called in each place: folder and federation name, route, navigation title, dev port. */
export interface NewRemote {
  name: string;
  route: string;
  title: string;
  devPort: number;
}

/**
 * The files of a new remote, path relative to its folder, from the remote contract: a package.json with its platform
 * settings, the three-line webpack config through the factory, the standalone page and its entry through
 * `mountStandalone`, the `./App` expose and a test that passes.
 */
export function remoteFiles({ name, route, title, devPort }: NewRemote): Record<string, string> {
  const packageJson = {
    name: `@mfp/remote-${name.replace(/_/g, '-')}`,
    version: '0.1.0',
    private: true,
    description: `${title}: a remote of the platform`,
    mfp: { title, route, module: './App', devPort },
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'webpack.config.ts': `import { createRemoteConfig } from '@mfp/webpack-config';

export default createRemoteConfig({ name: '${name}', packageDir: __dirname });
`,
    'index.html': `<!doctype html>
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
`,
    'src/index.ts': `// The async boundary: shared singletons (react, react-dom, react-router) are negotiated with the federation runtime
// before any module that imports them runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { mountStandalone } from '@mfp/host/standalone';
import remotePackage from '../package.json';
import App from './App';

// Standalone page only (\`npm run dev:remote -- ${name}\`): inside the host, the host mounts App and this file never runs.
mountStandalone({ App, remoteName: '${name}', basePath: remotePackage.mfp.route, title: remotePackage.mfp.title });
`,
    'src/App.tsx': `import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { RemoteAppProps, RemoteModule } from '@mfp/shared/remote';

/**
 * The \`./App\` expose. It renders routes relative to wherever the host mounted it (\`<basePath>/*\`) and never a
 * router of its own: react-router is a shared singleton and the host's router owns the URL.
 */
function App({ basePath, remoteName }: RemoteAppProps): ReactElement {
  return (
    <Routes>
      <Route
        index
        element={
          <section data-testid="${name}-home">
            <h1>${title}</h1>
            <p>
              {remoteName} is mounted at {basePath}. Edit remotes/${name}/src/App.tsx to build it.
            </p>
          </section>
        }
      />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}

export default App satisfies RemoteModule['default'];
`,
    'src/App.test.tsx': `import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import App from './App';

describe('${name} App', () => {
  it('renders its home page at its base path, with the contract props', () => {
    render(
      <MemoryRouter initialEntries={['${route}']}>
        <Routes>
          <Route path="${route}/*" element={<App basePath="${route}" remoteName="${name}" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '${title}' })).toBeInTheDocument();
    expect(screen.getByText('${name} is mounted at ${route}. Edit remotes/${name}/src/App.tsx to build it.')).toBeInTheDocument();
  });
});
`,
  };
}
