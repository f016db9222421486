import type { PageView } from '@mfp/shared/pageViews';
import { createPageViewLedger, NO_REMOTE_SLOT } from './pageViewLedger';

const viewOf = (id: string, expiresAt = 10_000): PageView => ({
  id: id.padEnd(22, 'A'),
  expiresAt,
  releases: { catalog: '1.1.0', reviews: '2.0.0' },
});

describe('the per-token limits', () => {
  it('counts one mount and one load time per slot and page view, a second of either is over the limit', () => {
    const ledger = createPageViewLedger(10, () => 0);
    const view = viewOf('a');
    expect(ledger.claim(view, 'mount', 'catalog', '1.1.0')).toBe('counted');
    expect(ledger.claim(view, 'mount', 'catalog', '1.1.0')).toBe('over-limit');
    expect(ledger.claim(view, 'mount', 'reviews', '2.0.0')).toBe('counted');
    expect(ledger.claim(view, 'timing', 'catalog', '1.1.0')).toBe('counted');
    expect(ledger.claim(view, 'timing', 'catalog', '1.1.0')).toBe('over-limit');
    expect(ledger.claim(viewOf('b'), 'mount', 'catalog', '1.1.0')).toBe('counted');
  });

  it('counts one failure per slot, the second is over the limit; failures naming no remote share one slot', () => {
    const ledger = createPageViewLedger(10, () => 0);
    const view = viewOf('a');
    const claims = Array.from({ length: 2 }, () => ledger.claim(view, 'failure', 'catalog', '1.1.0'));
    expect(claims).toEqual(['counted', 'over-limit']);
    expect(ledger.claim(view, 'failure', 'reviews', '2.0.0')).toBe('counted');
    const host = Array.from({ length: 2 }, () => ledger.claim(view, 'failure', NO_REMOTE_SLOT, undefined));
    expect(host).toEqual(['counted', 'over-limit']);
  });

  it('rejects a release the page did not name, a missing version and an unnamed remote, without using the slot', () => {
    const ledger = createPageViewLedger(10, () => 0);
    const view = viewOf('a');
    expect(ledger.claim(view, 'mount', 'catalog', '1.2.0')).toBe('wrong-release');
    expect(ledger.claim(view, 'failure', 'catalog', '1.2.0')).toBe('wrong-release');
    expect(ledger.claim(view, 'mount', 'catalog', undefined)).toBe('wrong-release');
    expect(ledger.claim(view, 'mount', 'cart', '1.0.0')).toBe('wrong-release');
    expect(ledger.claim(view, 'mount', 'catalog', '1.1.0')).toBe('counted');
  });

  it('remembers at most its bound of tokens, the least recently used going first, and drops expired ones', () => {
    let time = 0;
    const ledger = createPageViewLedger(2, () => time);
    ledger.claim(viewOf('a'), 'mount', 'catalog', '1.1.0');
    ledger.claim(viewOf('b'), 'mount', 'catalog', '1.1.0');
    ledger.claim(viewOf('a'), 'timing', 'catalog', '1.1.0');
    ledger.claim(viewOf('c'), 'mount', 'catalog', '1.1.0');
    expect(ledger.size()).toBe(2);
    // b went: a forgotten token counts again, which the bound makes rare; a was used last and is still known.
    expect(ledger.claim(viewOf('a'), 'mount', 'catalog', '1.1.0')).toBe('over-limit');
    expect(ledger.claim(viewOf('b'), 'mount', 'catalog', '1.1.0')).toBe('counted');
    time = 20_000;
    ledger.claim(viewOf('d', 30_000), 'mount', 'catalog', '1.1.0');
    expect(ledger.size()).toBe(1);
  });

  it("caps a visitor's claims across its page views (decision 0091), using no slot of the page view it refuses", () => {
    const ledger = createPageViewLedger(100, () => 0);
    const ofVisitor = (id: string): PageView => ({ ...viewOf(id), cohort: 'C'.repeat(22) });
    const failures = ['a', 'b', 'c', 'd'].map((id) => ledger.claim(ofVisitor(id), 'failure', 'catalog', '1.1.0'));
    expect(failures).toEqual(['counted', 'counted', 'counted', 'visitor-limit']);
    // Another visitor's page, and a page that named no rollout (no cohort), are not held by it.
    expect(ledger.claim({ ...viewOf('e'), cohort: 'D'.repeat(22) }, 'failure', 'catalog', '1.1.0')).toBe('counted');
    expect(ledger.claim(viewOf('d'), 'failure', 'catalog', '1.1.0')).toBe('counted');
    const timings = ['f', 'g', 'h'].map((id) => ledger.claim(ofVisitor(id), 'timing', 'catalog', '1.1.0'));
    expect(timings).toEqual(['counted', 'counted', 'visitor-limit']);
    // The per-token limits come first: a second mount of one page view is over its limit, not the visitor's.
    expect(ledger.claim(ofVisitor('i'), 'mount', 'catalog', '1.1.0')).toBe('counted');
    expect(ledger.claim(ofVisitor('i'), 'mount', 'catalog', '1.1.0')).toBe('over-limit');
  });
});
