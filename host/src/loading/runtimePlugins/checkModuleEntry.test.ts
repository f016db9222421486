import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { classifyError } from '../../failures/classifyError';
import { IntegrityMismatchError } from '../integrity/subresourceIntegrity';
import type * as SubresourceIntegrity from '../integrity/subresourceIntegrity';
import { UnverifiableEntryError } from '../integrity/UnverifiableEntryError';
import { RemoteRecords } from '../records/RemoteRecord';
import { checkModuleEntry } from './checkModuleEntry';

// jsdom fetches no modulepreload and has no crypto.subtle: the browser's answers are played below, and the refetch
// that tells a mismatch from a network error (tested in subresourceIntegrity.test.ts) answers from `changed`.
jest.mock('../integrity/subresourceIntegrity', () => {
  const actual: typeof SubresourceIntegrity = jest.requireActual('../integrity/subresourceIntegrity');
  return {
    ...actual,
    findIntegrityMismatch: jest.fn((url: string, expected: string) =>
      Promise.resolve(changed.has(url) ? new actual.IntegrityMismatchError(url, expected, sri('Z')) : undefined),
    ),
  };
});

const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const FOLDER = 'http://localhost:3100/remotes/reviews/1.0.0/';
const MANIFEST_URL = `${FOLDER}mf-manifest.json`;
const ENTRY_URL = `${FOLDER}remoteEntry.js`;
const RECORDED: ReleaseIntegrity = {
  manifest: sri('A'),
  entry: sri('B'),
  modules: [
    { path: 'assets/App-1.js', integrity: sri('C') },
    { path: 'assets/dist-2.js', integrity: sri('D') },
  ],
  styles: [{ path: 'assets/App-1.css', integrity: sri('E') }],
};
const ESM_ENTRY = { name: 'reviews', entry: ENTRY_URL, type: 'module' };

/** Files the browser refuses: changed ones are reachable with other bytes, failing ones are not reachable at all. */
const changed = new Set<string>();
const failing = new Set<string>();
const requested: HTMLLinkElement[] = [];
const observer = new MutationObserver((mutations) => {
  for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
    if (!(node instanceof HTMLLinkElement)) continue;
    requested.push(node);
    const refused = changed.has(node.href) || failing.has(node.href);
    node.dispatchEvent(new Event(refused ? 'error' : 'load'));
  }
});

function recordWith(integrity: ReleaseIntegrity | undefined) {
  const record = new RemoteRecords(10_000).recordFor('reviews');
  record.integrity.expect(MANIFEST_URL, integrity);
  return record;
}

describe('checkModuleEntry: an ES-module entry of a checked release', () => {
  beforeAll(() => observer.observe(document.head, { childList: true }));
  afterAll(() => observer.disconnect());
  afterEach(() => {
    changed.clear();
    failing.clear();
    requested.splice(0);
    document.head.innerHTML = '';
  });

  it('preloads the entry and every module file, and applies every stylesheet, with its recorded integrity before the runtime imports it', async () => {
    const release = `${FOLDER.replace('1.0.0', '1.0.1')}`;
    const record = recordWith(undefined);
    record.integrity.expect(`${release}mf-manifest.json`, RECORDED);
    await expect(
      checkModuleEntry(record, { ...ESM_ENTRY, entry: `${release}remoteEntry.js` }),
    ).resolves.toBeUndefined();
    expect(requested.map((link) => [link.rel, link.href, link.integrity, link.crossOrigin])).toEqual([
      ['modulepreload', `${release}remoteEntry.js`, sri('B'), 'anonymous'],
      ['modulepreload', `${release}assets/App-1.js`, sri('C'), 'anonymous'],
      ['modulepreload', `${release}assets/dist-2.js`, sri('D'), 'anonymous'],
      ['stylesheet', `${release}assets/App-1.css`, sri('E'), 'anonymous'],
    ]);
    // Checked once per page: the module map and the page keep them, so the next load requests nothing more.
    await checkModuleEntry(record, { ...ESM_ENTRY, entry: `${release}remoteEntry.js` });
    expect(requested).toHaveLength(4);
  });

  it('refuses the release when a module it imports was changed, naming the file, and records it for the loader', async () => {
    const record = recordWith(RECORDED);
    changed.add(`${FOLDER}assets/dist-2.js`);
    const checking = checkModuleEntry(record, ESM_ENTRY);
    await expect(checking).rejects.toBeInstanceOf(IntegrityMismatchError);
    await expect(checking).rejects.toThrow(`${FOLDER}assets/dist-2.js does not match the integrity recorded at deploy`);
    await expect(record.integrity.mismatchOf(MANIFEST_URL)).resolves.toBeInstanceOf(IntegrityMismatchError);
    expect(classifyError(await checking.catch((error: unknown) => error), 'load').kind).toBe('integrity-failed');
    // The refused link is gone, so the module map holds nothing of it and a later attempt checks it again.
    expect(document.head.querySelector(`link[href="${FOLDER}assets/dist-2.js"]`)).toBeNull();
  });

  it('reports a module that cannot be fetched as a chunk that failed to load, not as tampering', async () => {
    // A release of its own: the page's module map keeps what the tests above checked.
    const folder = FOLDER.replace('1.0.0', '1.0.3');
    const record = recordWith(undefined);
    record.integrity.expect(`${folder}mf-manifest.json`, RECORDED);
    const entry = { ...ESM_ENTRY, entry: `${folder}remoteEntry.js` };
    failing.add(`${folder}assets/App-1.js`);
    const error: unknown = await checkModuleEntry(record, entry).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toContain(`${folder}assets/App-1.js`);
    expect(classifyError(error, 'load').kind).toBe('chunk-load-failed');
    expect(record.integrity.mismatchOf(`${folder}mf-manifest.json`)).toBeUndefined();
    // Its stylesheet matched, but a release that does not load restyles nothing.
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    // Healed, the next attempt preloads that file again, and applies the stylesheet again.
    failing.clear();
    await expect(checkModuleEntry(record, entry)).resolves.toBeUndefined();
    expect(requested.filter((link) => link.href === `${folder}assets/App-1.js`)).toHaveLength(2);
    expect(requested).toHaveLength(6);
  });

  it('refuses the release when a stylesheet was changed, naming it, and leaves none of its stylesheets applied', async () => {
    const folder = FOLDER.replace('1.0.0', '1.0.4');
    const record = recordWith(undefined);
    record.integrity.expect(`${folder}mf-manifest.json`, {
      ...RECORDED,
      styles: [...(RECORDED.styles ?? []), { path: 'assets/other-2.css', integrity: sri('F') }],
    });
    changed.add(`${folder}assets/App-1.css`);
    const checking = checkModuleEntry(record, { ...ESM_ENTRY, entry: `${folder}remoteEntry.js` });
    await expect(checking).rejects.toThrow(`${folder}assets/App-1.css does not match the integrity recorded at deploy`);
    expect(classifyError(await checking.catch((error: unknown) => error), 'load').kind).toBe('integrity-failed');
    await expect(record.integrity.mismatchOf(`${folder}mf-manifest.json`)).resolves.toBeInstanceOf(
      IntegrityMismatchError,
    );
    // Neither the refused stylesheet nor the one that matched stays: the release restyles nothing.
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('reports a stylesheet that cannot be fetched as a chunk that failed to load, and applies it once it can', async () => {
    const folder = FOLDER.replace('1.0.0', '1.0.5');
    const record = recordWith(undefined);
    record.integrity.expect(`${folder}mf-manifest.json`, RECORDED);
    const entry = { ...ESM_ENTRY, entry: `${folder}remoteEntry.js` };
    failing.add(`${folder}assets/App-1.css`);
    const error: unknown = await checkModuleEntry(record, entry).catch((thrown: unknown) => thrown);
    expect(String(error)).toContain(`${folder}assets/App-1.css`);
    expect(classifyError(error, 'load').kind).toBe('chunk-load-failed');
    failing.clear();
    await expect(checkModuleEntry(record, entry)).resolves.toBeUndefined();
    expect(document.head.querySelectorAll(`link[rel="stylesheet"][href="${folder}assets/App-1.css"]`)).toHaveLength(1);
  });

  it('fails closed for a checked ES-module release without its modules or its stylesheets: the runtime would import or apply them unchecked', async () => {
    const record = recordWith({ manifest: sri('A'), entry: sri('B') });
    await expect(checkModuleEntry(record, ESM_ENTRY)).rejects.toBeInstanceOf(UnverifiableEntryError);
    const { styles: _, ...withoutStyles } = RECORDED;
    await expect(checkModuleEntry(recordWith(withoutStyles), ESM_ENTRY)).rejects.toBeInstanceOf(UnverifiableEntryError);
    expect(requested).toEqual([]);
  });

  it('leaves an unchecked release (development, an override) and a classic script entry to the runtime', async () => {
    await expect(checkModuleEntry(recordWith(undefined), ESM_ENTRY)).resolves.toBeUndefined();
    await expect(checkModuleEntry(recordWith(RECORDED), { ...ESM_ENTRY, type: 'global' })).resolves.toBeUndefined();
    expect(requested).toEqual([]);
  });
});
