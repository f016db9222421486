import { remoteSkeleton } from './remoteSkeleton';

/** What a new remote is called in each place: folder and federation name, route, navigation title, dev port. */
export interface NewRemote {
  name: string;
  route: string;
  title: string;
  devPort: number;
}

/**
 * The files of a new remote, path relative to its folder, from the remote contract: a package.json with its platform
 * settings, the skeleton every remote shares (`remoteSkeleton`: the webpack config through the factory, the standalone
 * page and its entry through `mountStandalone`), the `./App` expose and a test that passes.
 */
export function remoteFiles({ name, route, title, devPort }: NewRemote): Record<string, string> {
  const packageJson = {
    name: `@mfp/remote-${name.replace(/_/g, '-')}`,
    version: '0.1.0',
    private: true,
    description: `${title}: a remote of the platform`,
    mfp: { title, route, module: './App', devPort },
  };
  const skeleton = remoteSkeleton({ kind: 'workspace', name }, title);
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'webpack.config.ts': skeleton['webpack.config'],
    'index.html': skeleton['index.html'],
    'src/index.ts': skeleton['src/index.ts'],
    'src/bootstrap.tsx': skeleton['src/bootstrap.tsx'],
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
