import type { NavigationItem } from '@mfp/shared/page';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../hydration/useHydrated';
import { PageHead } from './PageHead';

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
  // The server knows neither the reader's locale nor time zone: until the page has hydrated, deploy times read in
  // English and UTC on both sides, then in the reader's own (decision 0064).
  const hydrated = useHydrated();
  const shownLocale = locale ?? (hydrated ? undefined : 'en');
  const shownTimeZone = timeZone ?? (hydrated ? undefined : 'UTC');
  const format = useMemo(
    () => new Intl.DateTimeFormat(shownLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: shownTimeZone }),
    [shownLocale, shownTimeZone],
  );
  return (
    <>
      <PageHead description="A shop put together at run time from independently deployed remotes: browse the catalog, fill the cart." />
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
