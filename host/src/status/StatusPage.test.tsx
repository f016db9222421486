import { render, screen, within } from '@testing-library/react';
import { ADMIN_LOGIN_PATH } from '@mfp/shared/status';
import { act } from 'react';
import { StatusPage } from './StatusPage';
import type { StatusFetch } from './StatusState';
import { testRemoteStatus, testStatusDocument } from './testing/statusDocuments';

const NOW = Date.parse('2026-11-26T01:00:05.000Z');

function renderPage(answers: StatusFetch[]) {
  const fetchStatus = jest.fn(() => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next ? Promise.resolve(next) : new Promise<StatusFetch>(() => {});
  });
  render(<StatusPage fetchStatus={fetchStatus} refreshMs={10_000} now={() => NOW} locale="en-GB" timeZone="UTC" />);
  return fetchStatus;
}

const cardOf = (name: string) => {
  const card = document.querySelector<HTMLElement>(`[data-testid="remote-status"][data-remote="${name}"]`);
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('StatusPage', () => {
  it('shows each remote: live release, who deployed it, fallbacks, health, failures and load times', async () => {
    renderPage([{ ok: true, status: testStatusDocument() }]);
    expect(await screen.findByRole('heading', { level: 2, name: /Catalog/ })).toBeInTheDocument();
    const catalog = within(cardOf('catalog'));
    expect(catalog.getByText('1.1.0', { selector: '[data-live-version]' })).toBeInTheDocument();
    expect(cardOf('catalog')).toHaveTextContent('deployed 26 Nov 2026, 00:40 by tok_ci, commit 4a0e3e5b9c1d');
    expect(cardOf('catalog')).toHaveTextContent('Last known good1.0.0');
    expect(cardOf('catalog')).toHaveTextContent('Rollback target1.0.0');
    expect(cardOf('catalog').querySelector('[data-health="healthy"]')).toHaveTextContent('healthy');
    expect(catalog.getByRole('heading', { level: 3, name: /^Failures/ })).toHaveTextContent(
      'Failures 3 in the last hour, 5 in the last day',
    );

    const rows = catalog.getByRole('table', { name: 'Failures' }).querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.getAttribute('data-digest'))).toEqual(['1234567890', '987654321']);
    expect(rows[0]).toHaveTextContent('render-failed MFP-401');
    expect(rows[0]).toHaveAttribute('data-against-live', 'true');
    expect(rows[0]).toHaveTextContent('1.1.0live');
    expect(rows[0]?.querySelector('[data-column="last-hour"]')).toHaveTextContent('3');
    expect(rows[0]?.querySelector('[data-column="last-day"]')).toHaveTextContent('3');
    expect(rows[1]?.querySelector('[data-column="last-hour"]')).toHaveTextContent('0');
    expect(rows[1]).not.toHaveAttribute('data-against-live');

    const loadRow = catalog.getByRole('table', { name: 'Load times' }).querySelector('[data-load-version="1.1.0"]');
    expect(loadRow?.querySelector('[data-quantile="p50"]')).toHaveTextContent('412 ms');
    expect(loadRow?.querySelector('[data-quantile="p95"]')).toHaveTextContent('1.25 s');
    expect(within(loadRow as HTMLElement).getByRole('img')).toBeInTheDocument();

    expect(cardOf('catalog')).toHaveTextContent(
      'Mounts1.1.0live: 120 in the last hour, 400 in the last day · 1.0.0: 0 in the last hour, 2000 in the last day',
    );
    expect(cardOf('cart')).toHaveTextContent('No failures reported in the last day.');
    expect(cardOf('cart')).toHaveTextContent('Mountsnone in the last day');
    // What needs someone comes first, whatever the server's order.
    expect(screen.getAllByTestId('remote-status').map((card) => card.getAttribute('data-remote'))).toEqual([
      'catalog',
      'cart',
    ]);
    expect(screen.getByTestId('status-summary')).toHaveTextContent('Failing in the last hour: catalog');
    expect(screen.getByTestId('status-age')).toHaveTextContent('Updated just now');
    expect(screen.getByText(/Counts from this host server only/)).toBeInTheDocument();
  });

  it('says how many failures were counted beyond the daily cap of distinct ones, and nothing when none were', async () => {
    const over = testRemoteStatus({ failuresOverTheCap: { lastHour: 40, lastDay: 250 } });
    renderPage([{ ok: true, status: testStatusDocument({ remotes: [over, testRemoteStatus({ name: 'cart' })] }) }]);
    await screen.findByTestId('failures-over-the-cap');
    expect(within(cardOf('catalog')).getByTestId('failures-over-the-cap')).toHaveTextContent(
      'And 250 more in the last day (40 in the last hour) beyond the daily cap of distinct failures',
    );
    expect(within(cardOf('cart')).queryByTestId('failures-over-the-cap')).toBeNull();
  });

  it("shows each remote's critical-path bytes against its budget, red when over it", async () => {
    const status = testStatusDocument({
      remotes: [
        testRemoteStatus({ name: 'catalog', criticalPath: { gzipBytes: 152_301, budgetBytes: 150_000 } }),
        testRemoteStatus({ name: 'cart', title: 'Cart', criticalPath: { gzipBytes: 41_000 } }),
        testRemoteStatus({ name: 'reviews', title: 'Reviews', criticalPath: { budgetBytes: 90_000 } }),
        testRemoteStatus({ name: 'search', title: 'Search' }),
      ],
    });
    renderPage([{ ok: true, status }]);
    await screen.findByRole('heading', { level: 2, name: /Reviews/ });
    const fact = (name: string) => within(cardOf(name)).getByTestId('critical-path');
    expect(fact('catalog')).toHaveTextContent(
      '152.3 KB (152,301 bytes) gzip of a 150.0 KB (150,000 bytes) budget, over it',
    );
    expect(fact('catalog')).toHaveStyle({ fontWeight: '600' });
    expect(fact('cart')).toHaveTextContent(/^41\.0 KB \(41,000 bytes\) gzip · no budget$/);
    expect(fact('reviews')).toHaveTextContent(/^not measured .* of a 90\.0 KB \(90,000 bytes\) budget$/);
    expect(fact('search')).toHaveTextContent(/^not measured .* · no budget$/);
  });

  it('says when a remote is unhealthy, and why; or unchecked', async () => {
    renderPage([
      {
        ok: true,
        status: testStatusDocument({
          scope: 'fleet',
          remotes: [
            testRemoteStatus({ name: 'cart', health: { state: 'unchecked' }, live: undefined, failures: [] }),
            testRemoteStatus({
              failures: [],
              health: { state: 'unhealthy', checkedAt: '2026-11-26T01:00:00.000Z', problem: 'manifest: HTTP 404' },
            }),
          ],
        }),
      },
    ]);
    await screen.findByText('manifest: HTTP 404');
    expect(cardOf('catalog').querySelector('[data-health="unhealthy"]')).toHaveTextContent('checked 5 s ago');
    expect(cardOf('cart').querySelector('[data-health="unchecked"]')).toBeInTheDocument();
    expect(cardOf('cart')).toHaveTextContent('no release yet');
    expect(screen.getByTestId('status-summary')).toHaveTextContent('Unhealthy: catalog');
    expect(screen.getAllByTestId('remote-status').map((card) => card.getAttribute('data-remote'))).toEqual([
      'catalog',
      'cart',
    ]);
    expect(screen.getByText(/Counts from every host server/)).toBeInTheDocument();
  });

  describe("the host's own failures", () => {
    const hostFailure = (lastHour: number) => ({
      digest: '555000111',
      kind: 'host-failed' as const,
      code: 'MFP-501' as const,
      lastHour,
      lastDay: lastHour + 2,
      firstSeen: '2026-11-26T00:10:00.000Z',
      lastSeen: '2026-11-26T00:55:00.000Z',
    });
    const cards = () =>
      [...document.querySelectorAll('[data-testid="remote-status"], [data-testid="host-status"]')].map(
        (card) => card.getAttribute('data-remote') ?? 'host',
      );

    it('come first, and are named in the summary, while the host fails now', async () => {
      renderPage([{ ok: true, status: testStatusDocument({ hostFailures: [hostFailure(4)] }) }]);
      const host = await screen.findByTestId('host-status');
      expect(host).toHaveTextContent('Host its own failures: 4 in the last hour, 6 in the last day');
      const row = within(host).getByRole('table', { name: 'Failures' }).querySelector('tbody tr');
      expect(row).toHaveAttribute('data-digest', '555000111');
      expect(row).toHaveTextContent('host-failed MFP-501');
      expect(row).toHaveTextContent('unknown');
      expect(cards()).toEqual(['host', 'catalog', 'cart']);
      expect(screen.getByTestId('status-summary')).toHaveTextContent('Failing in the last hour: host, catalog');
    });

    it('come last when the host is not failing now, and say so when there are none', async () => {
      renderPage([{ ok: true, status: testStatusDocument({ hostFailures: [] }) }]);
      const host = await screen.findByTestId('host-status');
      expect(host).toHaveTextContent('No failures reported in the last day.');
      expect(cards()).toEqual(['catalog', 'cart', 'host']);
      expect(screen.getByTestId('status-summary')).toHaveTextContent('Failing in the last hour: catalog');
    });

    it('are left out when the server does not count them (an older server)', async () => {
      renderPage([{ ok: true, status: testStatusDocument() }]);
      await screen.findAllByTestId('remote-status');
      expect(screen.queryByTestId('host-status')).not.toBeInTheDocument();
    });
  });

  it('sends the signed-out to the sign-in form, and stops asking', async () => {
    const fetchStatus = renderPage([{ ok: false, problem: { kind: 'signed-out' } }]);
    const link = await screen.findByRole('link', { name: 'Sign in with an admin token' });
    expect(link).toHaveAttribute('href', ADMIN_LOGIN_PATH);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('shows a failing fetch as such, never a blank page', async () => {
    renderPage([{ ok: false, problem: { kind: 'unreachable', detail: 'Failed to fetch' } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status could not be fetched: the host server did not answer (Failed to fetch). Trying again every 10 s.',
    );
  });

  describe('refreshing', () => {
    const realFetch = globalThis.fetch;
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      globalThis.fetch = realFetch;
    });

    it('asks the server once per refresh, however often the page renders (its age moves every second)', async () => {
      const fetchMock = jest.fn(() =>
        Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(testStatusDocument()) }),
      );
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      render(<StatusPage />);
      await act(() => jest.advanceTimersByTimeAsync(9_000));
      expect(screen.getByTestId('status-age')).toHaveTextContent(/^Updated \d+ s ago$/);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(1_500));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('fetches again every 10 s, and keeps the last data with a warning when a refresh fails', async () => {
      const fetchStatus = renderPage([
        { ok: true, status: testStatusDocument() },
        { ok: false, problem: { kind: 'bad-answer', detail: 'HTTP 502' } },
      ]);
      await act(() => Promise.resolve());
      expect(screen.getByTestId('platform-status')).toHaveAttribute('data-phase', 'ready');
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(fetchStatus).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('alert')).toHaveTextContent(
        "The last refresh failed: the host server's answer is not a status document (HTTP 502).",
      );
      expect(cardOf('catalog')).toBeInTheDocument();
    });
  });
});
