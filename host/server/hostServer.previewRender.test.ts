import type { ShellRenderer, SlotRenderer } from '@mfp/shared/page';
import type { AlternateRelease, StoredRegistryDocument } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from './hostServer';
import { previewKeyOf, signPreview } from './previews/previewLink';
import { fakeStoredRegistry } from './registry/testing/fakeStoredRegistry';
import { captureLog, makeTempDir, TEST_DIGEST_SECRET, writeFiles } from './testing/fixtures';

const release: AlternateRelease = {
  version: '3.0.0',
  entry: 'http://localhost:3100/remotes/catalog/3.0.0/mf-manifest.json',
};
const withPreview: StoredRegistryDocument = { remotes: [{ ...testRegistryEntry('catalog'), previews: [release] }] };
const key = previewKeyOf(TEST_DIGEST_SECRET);
const link = (version: string) =>
  encodeURIComponent(signPreview({ remote: 'catalog', version, expiresAt: Date.now() + 60_000 }, key));
const shell: ShellRenderer = async () => ({ head: '', body: '<main></main>', errors: [] });

describe('host server: a page asked with a preview link, rendered on the server', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;
  const asked: [string, string, Parameters<SlotRenderer>[2]][] = [];

  beforeEach(async () => {
    const temp = await makeTempDir('preview-render');
    remove = temp.remove;
    await writeFiles(temp.dir, { 'index.html': '<!doctype html><title>host</title><div id="root"></div>' });
    asked.length = 0;
    const slots: SlotRenderer = async (entry, url, request) => {
      asked.push([entry.version ?? '', url, request]);
      return { status: 'client-only' };
    };
    app = createHostServer({
      hostDist: temp.dir,
      registry: fakeStoredRegistry(withPreview),
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      logger: { stream: captureLog() },
      serverRendering: { shell: () => shell, slots },
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await remove();
  });

  it("tells the slot's render it is a preview, valid link or refused, so that its failure is not counted", async () => {
    for (const value of ['', `?mfp-preview=${link('3.0.0')}`, '?mfp-preview=nonsense', '?mfp-preview='])
      expect((await app.inject({ url: `/catalog${value}`, headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect(asked.map(([version, , request]) => [version, request?.preview])).toEqual([
      ['1.0.0', false],
      ['3.0.0', true],
      ['1.0.0', true],
      // An empty value is the banner's way out: no preview.
      ['1.0.0', false],
    ]);
  });

  it("answers a client navigation's data through the slots' renderer it was given, with the preview's release", async () => {
    const answer = await app.inject({ url: `/_host/data/catalog?url=%2Fcatalog%2Fp-1&mfp-preview=${link('3.0.0')}` });
    // The renderer given answers client-only: it ran, for the data part of the preview's release.
    expect(answer.statusCode).not.toBe(404);
    expect(asked).toEqual([['3.0.0', '/catalog/p-1', { preview: true, part: 'data' }]]);
  });
});
