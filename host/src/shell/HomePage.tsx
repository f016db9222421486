import type { NavigationItem } from '@mfp/shared/page';
import { useMemo } from 'react';
import { Link } from 'react-router';

export interface HomePageProps {
  /** The registry's remotes, or the page's navigation, which says as much of each. */
  remotes: readonly NavigationItem[];
  /** Locale of the deploy times; the browser's by default. */
  locale?: string;
  /** Time zone of the deploy times; the browser's by default. */
  timeZone?: string;
}

/** "version 1.2.0, deployed 22 Nov 2026, 14:03" (in the reader's locale), or as much of it as the entry says. */
function ReleaseNote({ remote, format }: { remote: NavigationItem; format: Intl.DateTimeFormat }) {
  const { version, deployedAt } = remote;
  if (!version && !deployedAt) return null;
  return (
    <small style={{ color: '#666' }}>
      {' — '}
      {version ? `version ${version}` : null}
      {version && deployedAt ? ', ' : null}
      {deployedAt ? (
        <>
          deployed <time dateTime={deployedAt}>{format.format(new Date(deployedAt))}</time>
        </>
      ) : null}
    </small>
  );
}

/** Every registered remote with its live version and when it went live, as the registry says. */
export function HomePage({ remotes, locale, timeZone }: HomePageProps) {
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [locale, timeZone],
  );
  return (
    <>
      <h1>Welcome</h1>
      <p>This shop is put together at run time from independently deployed remotes:</p>
      <ul data-testid="remote-list">
        {remotes.map((remote) => (
          <li key={remote.name}>
            <Link to={remote.route}>{remote.title}</Link>
            <ReleaseNote remote={remote} format={format} />
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
