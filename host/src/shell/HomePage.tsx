import type { RegistryEntry } from '@mfp/shared/registry';
import { Link } from 'react-router';

export function HomePage({ remotes }: { remotes: readonly RegistryEntry[] }) {
  return (
    <>
      <h1>Welcome</h1>
      <p>This shop is put together at run time from independently deployed remotes:</p>
      <ul data-testid="remote-list">
        {remotes.map((remote) => (
          <li key={remote.name}>
            <Link to={remote.route}>{remote.title}</Link>
            {remote.version ? <small style={{ color: '#666' }}> — version {remote.version}</small> : null}
          </li>
        ))}
      </ul>
      {remotes.length === 0 ? (
        <p>
          No remotes are registered yet. npm start publishes every remote in remotes/ to the store and registers it.
        </p>
      ) : null}
    </>
  );
}
