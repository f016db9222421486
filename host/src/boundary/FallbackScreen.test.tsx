import { render, screen } from '@testing-library/react';
import { rememberServerDigest } from '../data/serverFailureDigest';
import { createFailure } from '../failures/failureFactory';
import type { FederationRuntime } from '../loading/loader/FederationRuntime';
import { createRemoteLoader } from '../loading/loader/createRemoteLoader';
import { FallbackScreen, type FallbackScreenProps } from './FallbackScreen';
import { PlatformServicesProvider } from './PlatformServices';

const SERVER_WORDING =
  'Application error: a server-side exception has occurred while loading example.test (see the server logs for more information).';
const CLIENT_WORDING =
  'Application error: a client-side exception has occurred while loading example.test (see the browser console for more information).';

const runtime: FederationRuntime = {
  register: () => {},
  load: () => Promise.reject(new Error('no remote is loaded in this test')),
};

/** Renders the screen for a render failure whose report the server acknowledges with `digest` (or not at all). */
function renderScreen({ digest, ...props }: Omit<FallbackScreenProps, 'failure'> & { digest?: string }) {
  const failure = createFailure({ culprit: 'remote', kind: 'render-failed', remote: 'catalog', message: 'boom' });
  const reportFailure = jest.fn(() => Promise.resolve(digest));
  const ui = render(
    <PlatformServicesProvider services={{ loader: createRemoteLoader({ runtime }), reportFailure }}>
      <FallbackScreen failure={failure} {...props} />
    </PlatformServicesProvider>,
  );
  return { ...ui, reportFailure, failure };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('FallbackScreen', () => {
  it('reports its failure once and carries its kind and code', async () => {
    const { reportFailure, failure } = renderScreen({ digest: '123', fill: 'slot', hostname: 'example.test' });
    await screen.findByText('Digest: 123');
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith(failure);
    expect(screen.getByTestId('fallback-screen')).toHaveAttribute('data-failure-kind', 'render-failed');
    expect(screen.getByTestId('fallback-screen')).toHaveAttribute('data-failure-code', 'MFP-401');
  });

  it("with the server's digest: shows it from the first render, and reports the browser's failure with it", async () => {
    const { reportFailure, failure } = renderScreen({
      digest: '999',
      serverDigest: '271828182845',
      fill: 'slot',
      hostname: 'example.test',
    });
    expect(screen.getByText('Digest: 271828182845')).toBeInTheDocument();
    expect(reportFailure).toHaveBeenCalledWith(failure, { serverDigest: '271828182845' });
    // The server's answer (its own digest, when it could not vouch for the server's) never replaces the server's.
    await Promise.resolve();
    expect(screen.getByText('Digest: 271828182845')).toBeInTheDocument();
    expect(screen.queryByText('Digest: 999')).toBeNull();
  });

  it("takes the server's digest from a failure the server reported first (a client navigation's data)", () => {
    const failure = rememberServerDigest(
      createFailure({ culprit: 'remote', kind: 'server-data-status', remote: 'catalog', message: 'on the server' }),
      '161803398874',
    );
    const reportFailure = jest.fn(() => Promise.resolve('999'));
    render(
      <PlatformServicesProvider services={{ loader: createRemoteLoader({ runtime }), reportFailure }}>
        <FallbackScreen failure={failure} fill="slot" hostname="example.test" />
      </PlatformServicesProvider>,
    );
    expect(screen.getByText('Digest: 161803398874')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(SERVER_WORDING);
    expect(reportFailure).toHaveBeenCalledWith(failure, { serverDigest: '161803398874' });
  });

  it('with a digest: shows the server-side wording in an h2 and "Digest: <digest>" in a p', async () => {
    const { container } = renderScreen({ digest: '123', fill: 'slot', hostname: 'example.test' });
    await screen.findByText('Digest: 123');

    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.tagName).toBe('H2');
    expect(heading.textContent).toBe(SERVER_WORDING);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.textContent).toBe('Digest: 123');
  });

  it('without a digest: shows the client-side wording and no p at all', () => {
    const { container } = renderScreen({ fill: 'slot', hostname: 'example.test' });

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(CLIENT_WORDING);
    expect(container.querySelector('p')).toBeNull();
    expect(container.textContent).not.toContain('Digest');
  });

  it('shows only the wording and the digest: exactly these texts, nothing else', async () => {
    const { container } = renderScreen({ digest: '2638459815', fill: 'page', hostname: 'example.test' });
    await screen.findByText('Digest: 2638459815');
    expect(container.textContent).toBe(`${SERVER_WORDING}Digest: 2638459815`);
  });

  it("uses the page's hostname by default", () => {
    renderScreen({ fill: 'slot' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      `Application error: a client-side exception has occurred while loading ${window.location.hostname} (see the browser console for more information).`,
    );
  });

  it('is announced as an alert', () => {
    renderScreen({ fill: 'slot', hostname: 'example.test' });
    expect(screen.getByRole('alert')).toHaveTextContent(CLIENT_WORDING);
  });

  it('styles the heading and the digest line: 14px, weight 400, line height 28px, margin 0 8px', async () => {
    renderScreen({ digest: '123', fill: 'slot', hostname: 'example.test' });
    await screen.findByText('Digest: 123');
    for (const element of [screen.getByRole('heading', { level: 2 }), screen.getByText('Digest: 123')]) {
      expect(element).toHaveStyle({ fontSize: '14px', fontWeight: '400', lineHeight: '28px', margin: '0px 8px' });
      expect(element.style.margin).toBe('0px 8px');
    }
  });

  it('centres the text in a flex column with the system-ui font stack', () => {
    renderScreen({ fill: 'slot', hostname: 'example.test' });
    const container = screen.getByRole('alert');
    expect(container).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
    });
    expect(container.style.fontFamily.startsWith('system-ui')).toBe(true);
    expect(container.style.fontFamily).toContain('sans-serif');
  });

  it('fills the viewport for a host failure (page)', () => {
    renderScreen({ fill: 'page', hostname: 'example.test' });
    expect(screen.getByRole('alert')).toHaveStyle({ height: '100vh' });
    expect(screen.getByRole('alert').style.minHeight).toBe('');
  });

  it("fills the remote's slot (slot)", () => {
    renderScreen({ fill: 'slot', hostname: 'example.test' });
    expect(screen.getByRole('alert')).toHaveStyle({ height: '100%', minHeight: '60vh' });
  });
});
