import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';
import { SLOT_PENDING_PLACEHOLDER, type PageData, type ServerSlot } from '@mfp/shared/page';
import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import type { renderShell as RenderShell } from './renderShell';

// react-dom/server streams into a web ReadableStream and schedules with setImmediate, which jsdom lacks.
Object.assign(globalThis, { ReadableStream, setImmediate });

let renderShell: typeof RenderShell = () => Promise.reject(new Error('not loaded'));
jest.isolateModules(() => {
  ({ renderShell } = jest.requireActual<{ renderShell: typeof RenderShell }>('./renderShell'));
});

const entry = testRegistryEntry('catalog', { integrity: undefined });
const pageData = (serverSlot?: ServerSlot): PageData => ({
  allowedRemoteOrigins: [TEST_STORE_ORIGIN],
  registry: { remotes: [entry] },
  registryIndex: 0,
  navigation: [{ name: entry.name, title: entry.title, route: entry.route, version: '1.0.0' }],
  ...(serverSlot ? { serverSlot } : {}),
});
const request = { url: '/catalog/espresso-cup', hostname: 'shop.example' };

/*
 * Decision 0096: the host server sends the shell up to the slot before the slot is decided, then the slot's part. So
 * whatever the slot becomes, the page rendered once it is decided must start with what was sent and end with the rest
 * of the shell: the browser then hydrates one page, the same as one sent whole.
 */
describe('renderShell with the slot not yet decided', () => {
  it('marks the slot once, after the header and navigation, with no section of a slot before it', async () => {
    const { body, head } = await renderShell({ ...request, pageData: pageData(), slotPending: true });
    expect(body.split(SLOT_PENDING_PLACEHOLDER)).toHaveLength(2);
    const [before = ''] = body.split(SLOT_PENDING_PLACEHOLDER);
    expect(before).toContain('<header');
    expect(before).not.toContain('<section');
    expect(head).toContain('<title>');
  });

  it.each([
    ['rendered', { name: 'catalog', version: '1.0.0', status: 'rendered' }, '<h1>Espresso cup</h1>'],
    ['failed with a digest', { name: 'catalog', version: '1.0.0', status: 'failed', digest: '271828' }, undefined],
    ['left to the browser', undefined, undefined],
  ] as const)(
    'is the same shell around a slot %s: the decided page starts with what was sent and ends with the rest',
    async (_outcome, serverSlot, slotHtml) => {
      const pending = await renderShell({ ...request, pageData: pageData(), slotPending: true });
      const [before = '', after = ''] = pending.body.split(SLOT_PENDING_PLACEHOLDER);
      const decided = await renderShell({
        ...request,
        pageData: pageData(serverSlot),
        ...(slotHtml === undefined ? {} : { slotHtml }),
      });
      expect(decided.head).toBe(pending.head);
      expect(decided.body.startsWith(before)).toBe(true);
      expect(decided.body.endsWith(after)).toBe(true);
      const slot = decided.body.slice(before.length, decided.body.length - after.length);
      expect(slot).toMatch(/^<section data-remote="catalog"/);
      expect(slot).toMatch(/<\/section>$/);
    },
  );
});
