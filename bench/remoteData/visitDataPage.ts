import type { Browser } from '@playwright/test';
import { measurePageLoad, type BodyCache } from '../browser/measurePageLoad';
import type { NetworkCase } from '../browser/networkCases';
import { PAINT_OBSERVER } from '../browser/pageSignals';
import { browsingFor, EARLIER_VISITS } from '../runCases';
import { INTERACTION_PROBE } from '../serverRendering/interactionProbe';
import type { DataSample } from './dataFigures';
import type { ProductsApiControl } from '../serve/productsApiControl';
import { SHELL_OBSERVER } from './shellObserver';

const READINGS = ['__benchPaint', '__benchShell', '__benchFirstByte'] as const;

/**
 * One visit of a data page as the rendering variants' are made (cold, or warm in a new tab after a settled one), timed
 * to the interactive signal, with the other signals read then: its first byte, its shell's first paint, its first
 * product name's paint; and the API's requests during the measured visit alone (the earlier visit's are not counted).
 */
export async function visitDataPage(
  browser: Browser,
  url: string,
  networkCase: NetworkCase,
  { bodies, api }: { bodies: BodyCache; api: ProductsApiControl },
): Promise<DataSample> {
  const { context, close } = await browsingFor(browser, networkCase, undefined);
  try {
    for (const content of [PAINT_OBSERVER, INTERACTION_PROBE, SHELL_OBSERVER]) await context.addInitScript({ content });
    const options = { url, networkCase, signal: '__benchInteractive', bodies, readAlso: READINGS };
    for (let earlier = 0; earlier < EARLIER_VISITS[networkCase.visit]; earlier += 1)
      await measurePageLoad(context, { ...options, settle: true });
    const requestsBefore = await api.requests();
    const load = await measurePageLoad(context, options);
    const apiRequests = (await api.requests()) - requestsBefore;
    const { __benchPaint: contentMs, __benchShell: shellMs, __benchFirstByte: firstByteMs } = load.readings;
    if (contentMs === undefined || shellMs === undefined || firstByteMs === undefined)
      throw new Error(`${url}: interactive before its first byte, shell or products were seen`);
    return { firstByteMs, shellMs, contentMs, interactiveMs: load.signalMs, apiRequests };
  } finally {
    await close();
  }
}
