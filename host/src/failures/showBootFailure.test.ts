import type { FailureReport } from '@mfp/shared/failures';
import { screen } from '@testing-library/react';
import { showBootFailure } from './showBootFailure';

const CLIENT_WORDING =
  'Application error: a client-side exception has occurred while loading localhost (see the browser console for more information).';
const SERVER_WORDING =
  'Application error: a server-side exception has occurred while loading localhost (see the server logs for more information).';

describe('showBootFailure', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    root.textContent = 'stale content';
    document.body.replaceChildren(root);
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('draws the full-page screen, reports host-failed (MFP-501) and then shows the digest', async () => {
    const sent: FailureReport[] = [];
    const chunkError = Object.assign(new Error('Loading chunk 209 failed.'), { name: 'ChunkLoadError' });

    await showBootFailure(chunkError, {
      send: async (report) => {
        sent.push(report);
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(CLIENT_WORDING);
        return '3141592653';
      },
    });

    expect(root).not.toHaveTextContent('stale content');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(SERVER_WORDING);
    expect(screen.getByText('Digest: 3141592653').tagName).toBe('P');
    expect(screen.getByRole('alert')).toHaveAttribute('data-failure-code', 'MFP-501');
    expect(sent).toEqual([
      expect.objectContaining({
        culprit: 'host',
        kind: 'host-failed',
        message: 'Loading chunk 209 failed.',
      }),
    ]);
    expect(sent[0]).not.toHaveProperty('remote');
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ kind: 'host-failed', cause: chunkError }));
  });

  it('keeps the client-side wording and shows no message when the report is not acknowledged', async () => {
    await showBootFailure(new Error('secret detail'), { send: async () => undefined });

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(CLIENT_WORDING);
    expect(screen.queryByText(/^Digest:/)).toBeNull();
    expect(document.body).not.toHaveTextContent('secret detail');
  });

  it('uses the Next.js styles: centred flex column, 14px system-ui text', async () => {
    await showBootFailure(new Error('x'), { send: async () => undefined });

    const alert = screen.getByRole('alert');
    expect(alert.style.display).toBe('flex');
    expect(alert.style.height).toBe('100vh');
    expect(alert.style.fontFamily).toContain('system-ui');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.style.fontSize).toBe('14px');
    expect(heading.style.lineHeight).toBe('28px');
    expect(heading.style.margin).toBe('0px 8px');
  });

  it('draws into the body when the page has no #root', async () => {
    document.body.replaceChildren();
    await showBootFailure(new Error('x'), { send: async () => undefined });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(CLIENT_WORDING);
  });
});
