import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pageDataFromHtml } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { watchCspViolations } from './support/cspViolations';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { startHeldAnswers, type HeldAnswers } from './support/heldAnswers';
import { hydrationErrors } from './support/hydrationErrors';
import type { HostServerProcess } from './support/startHostServerProcess';
import {
  deployStreamedSlot,
  openWhileHeld as openHeld,
  STREAMED_SHELL_HOST,
  STREAMED_SHELL_LOG,
  STREAMED_SLOT,
  startStreamedShellHost,
  switchFixtureTo,
} from './support/streamedSlotFixture';
import { restoreBaseRegistry } from './support/testRegistry';

/*
 * Issue 42, decision 0096: a remote whose server render waits for its API no longer delays the host's shell. The
 * fixture remote (e2e/fixtures/server-remotes/fx_streamed_slot) waits, on the server, for an answer the test holds
 * (`startHeldAnswers`, the only origin its host lets server renders fetch). Past the head window the host sends its
 * head, header and navigation at once, and the slot in the same response when the test releases the answer. No inline
 * script, no CSP violation, no hydration mismatch, whatever the late outcome: content, "not found" (200 + noindex) or a
 * failure (the fallback screen with its digest in the slot, the rest of the page whole). A deploy between the shell
 * and the slot changes nothing for that page (issue 32's keep-page-entries rule).
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const NAME = STREAMED_SLOT.name;
const INLINE_SCRIPT = /<script(?![^>]*(type="application\/json"|src=))/;
const NOINDEX = '<meta name="robots" content="noindex">';

let held: HeldAnswers;
let host: HostServerProcess | undefined;
/** The fixture's entry as its first deploy wrote it, with its server-render settings. */
let firstRelease: RegistryEntry;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  held = await startHeldAnswers();
  firstRelease = await deployStreamedSlot('streamed-slot');
  host = await startStreamedShellHost(held);
});

test.afterAll(async () => {
  await host?.stop();
  await held?.close();
  restoreBaseRegistry();
});

/** The remote's page whose server render waits for `key`'s answer, then renders `outcome`. */
const pageUrl = (outcome: string, key: string) =>
  `${STREAMED_SHELL_HOST}${STREAMED_SLOT.route}/${outcome}?api=${encodeURIComponent(held.origin)}&hold=${key}`;

const openWhileHeld = (page: Page, url: string, key: string) => openHeld(page, url, () => held.asked(key));

test('the header and navigation arrive while the remote waits for its API, and its content follows in the same response', async () => {
  const key = randomUUID();
  const response = await fetch(pageUrl('content', key), { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let html = '';
  while (!html.includes('</nav>')) {
    const { value, done } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  // The answer is still held: what arrived is the head and the shell, and nothing of the slot.
  expect(html).toContain('<header');
  await expect.poll(() => held.asked(key)).toBe(true);
  expect(html).not.toContain('streamed-content');
  held.release(key);
  for (let read = await reader.read(); !read.done; read = await reader.read())
    html += decoder.decode(read.value, { stream: true });
  html += decoder.decode();
  expect(html).toContain('<p data-testid="streamed-content">');
  expect(html).toMatch(/<\/html>\s*$/);
  expect(html).not.toMatch(INLINE_SCRIPT);
  expect(html).not.toContain(NOINDEX);
  expect(pageDataFromHtml(html)?.serverSlot).toMatchObject({ name: NAME, status: 'rendered' });
});

test('Chromium shows the shell before the slot, then hydrates the streamed slot with no mismatch and no CSP violation', async ({
  page,
}) => {
  const key = randomUUID();
  const errors = hydrationErrors(page);
  const violations = await watchCspViolations(page);
  // Marks the element as the parser makes it from the streamed HTML, before any of the page's scripts runs: hydration
  // keeps it, a render afresh would replace it.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const parsed = document.querySelector('[data-testid="streamed-content"]');
      if (!parsed) return;
      parsed.setAttribute('data-e2e-parsed', '');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openWhileHeld(page, pageUrl('content', key), key);
  await expect(page.getByTestId('streamed-content')).toHaveCount(0);
  held.release(key);
  await expect(page.getByTestId('streamed-content')).toBeVisible();
  await expect(page.locator(`section[data-remote="${NAME}"]`)).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('streamed-content')).toHaveAttribute('data-e2e-parsed', '');
  await page.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test('a "not found" decided within the window answers 404 as before', async ({ request }) => {
  const key = randomUUID();
  held.release(key);
  const response = await request.get(pageUrl('not-found', key));
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html.slice(0, html.indexOf('</head>'))).toContain('<meta name="mfp:status" content="404">');
  expect(html).not.toContain(NOINDEX);
});

test('a late "not found" is a 200 marked noindex, with the remote\'s not-found page, hydrated cleanly', async ({
  page,
}) => {
  const key = randomUUID();
  const errors = hydrationErrors(page);
  const violations = await watchCspViolations(page);
  const response = await openWhileHeld(page, pageUrl('not-found', key), key);
  held.release(key);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator(`section[data-remote="${NAME}"]`)).toHaveAttribute('data-status', 'ready');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(NOINDEX);
  expect(html).not.toMatch(INLINE_SCRIPT);
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test('a late failure shows the fallback screen with its digest in the slot, and the rest of the page is whole', async ({
  page,
}) => {
  const key = randomUUID();
  const violations = await watchCspViolations(page);
  const response = await openWhileHeld(page, pageUrl('throws', key), key);
  held.release(key);
  const digest = await expectFallbackWithDigest(page, NAME);
  const html = await response.text();
  expect(pageDataFromHtml(html)?.serverSlot).toMatchObject({ name: NAME, status: 'failed', digest });
  expect(html).toMatch(/<\/html>\s*$/);
  expect(html).not.toMatch(INLINE_SCRIPT);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const failures = readFileSync(STREAMED_SHELL_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"platform-failure"') && line.includes(digest));
  expect(failures.length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('a deploy between the shell and the slot changes nothing for that page: the slot and its hydration are the release the head named', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const next = await deployStreamedSlot('streamed-slot-next', {
    'src/App.tsx': (source: string) => source.replace('Rendered once the held answer came.', 'The next release.'),
  });
  expect(next.version).not.toBe(firstRelease.version);
  await switchFixtureTo(firstRelease);
  try {
    const key = randomUUID();
    const errors = hydrationErrors(page);
    const remoteFiles: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/remotes/${NAME}/`)) remoteFiles.push(sent.url());
    });
    const response = await openWhileHeld(page, pageUrl('content', key), key);
    await switchFixtureTo(next);
    held.release(key);
    await expect(page.getByTestId('streamed-content')).toHaveText('Rendered once the held answer came.');
    await expect(page.locator(`section[data-remote="${NAME}"]`)).toHaveAttribute('data-status', 'ready');
    const html = await response.text();
    expect(pageDataFromHtml(html)?.serverSlot).toMatchObject({ version: firstRelease.version, status: 'rendered' });
    await page.getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
    expect(errors).toEqual([]);
    expect(remoteFiles.filter((url) => !url.includes(`/remotes/${NAME}/${firstRelease.version}/`))).toEqual([]);
  } finally {
    await switchFixtureTo(firstRelease);
  }
});
