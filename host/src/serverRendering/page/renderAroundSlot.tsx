import type { ShellMarkup } from '@mfp/shared/page';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { SLOT_HTML_PLACEHOLDER, ServerSlotMarkupProvider } from '../../boundary/serverSlot/ServerSlotMarkup';
import { hoistedHead } from './hoistedHead';
import { readText } from './readText';

/**
 * Renders a tree with React's streaming renderer and resolves once everything is ready, so React emits no inline
 * script (the page's CSP allows none): the tree never waits, and the slot's HTML is in hand before the render starts.
 * The remote's HTML (`slotHtml`) takes the placeholder's place inside the slot's Suspense boundary, which the browser
 * hydrates with the same release; the hoisted `<title>` and `<meta>` come apart as the head. Errors React recovered
 * from (a boundary left to the browser) are returned; a tree that fails outside any boundary rejects. With
 * `slotPending`, the route's slot is a placeholder of its own (`SLOT_PENDING_PLACEHOLDER`, decision 0096).
 */
export async function renderAroundSlot(
  tree: ReactNode,
  slotHtml: string | undefined,
  slotPending = false,
): Promise<ShellMarkup> {
  const errors: unknown[] = [];
  const provided = <ServerSlotMarkupProvider slotPending={slotPending}>{tree}</ServerSlotMarkupProvider>;
  const stream = await renderToReadableStream(provided, {
    onError: (error) => {
      errors.push(error);
    },
  });
  await stream.allReady;
  const { head, body } = hoistedHead(await readText(stream));
  return { head, body: slotHtml === undefined ? body : body.replace(SLOT_HTML_PLACEHOLDER, () => slotHtml), errors };
}
