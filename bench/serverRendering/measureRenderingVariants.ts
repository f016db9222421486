import type { Browser } from '@playwright/test';
import { rotatingOrder } from '../analysis/stats';
import { measurePageLoad, type BodyCache } from '../browser/measurePageLoad';
import { NETWORK_CASES, type NetworkCase } from '../browser/networkCases';
import { PAINT_OBSERVER } from '../browser/pageSignals';
import { loadAverage } from '../machineInfo';
import type { ServerRenderingResults } from '../results/resultsSchema';
import { browsingFor, EARLIER_VISITS, MEASURED_PATH, type OpenProfile } from '../runCases';
import { INTERACTION_PROBE } from './interactionProbe';
import {
  comparisonsOf,
  RENDERING_VARIANTS,
  variantSpreads,
  type RenderingVariant,
  type RoundSamples,
  type VisitSample,
} from './renderingFigures';

/** Issue 32's cases: cold, warm (new tab) and returning, at 40 ms, HTTP/1.1 (the servers themselves). */
const CASE_IDS = ['cold-40ms', 'warm-40ms', 'returning-40ms'];
const CASES = NETWORK_CASES.filter((networkCase) => CASE_IDS.includes(networkCase.id));

/**
 * One visit as `npm run bench`'s cases make it (cold, warm or returning), timed twice: the first product name's paint
 * (`__benchPaint`) and the first click on "Add to cart" that takes effect (`__benchInteractive`, INTERACTION_PROBE).
 * Not traced: the CPU figures are the browser-only cases'.
 */
async function visitTwice(
  browser: Browser,
  url: string,
  networkCase: NetworkCase,
  bodies: BodyCache,
  openProfile: OpenProfile,
): Promise<VisitSample> {
  const { context, close } = await browsingFor(browser, networkCase, openProfile);
  try {
    await context.addInitScript({ content: PAINT_OBSERVER });
    await context.addInitScript({ content: INTERACTION_PROBE });
    const options = { url, networkCase, signal: '__benchInteractive', bodies, readAlso: ['__benchPaint'] };
    for (let earlier = 0; earlier < EARLIER_VISITS[networkCase.visit]; earlier += 1)
      await measurePageLoad(context, { ...options, settle: true });
    const load = await measurePageLoad(context, { ...options, reload: networkCase.visit === 'warm-reload' });
    const contentMs = load.readings.__benchPaint;
    if (contentMs === undefined) throw new Error(`${url}: interactive before any product name was painted`);
    return { contentMs, interactiveMs: load.signalMs };
  } finally {
    await close();
  }
}

export interface RenderingVariantsOptions {
  urls: Record<RenderingVariant, string>;
  rounds: number;
  bodies: BodyCache;
  print: (line: string) => void;
}

/**
 * The four rendering variants (decision 0067) in each case: `rounds` rounds, each visiting every variant once in an
 * order that rotates round by round, so each ratio is taken round by round between visits made next to each other.
 */
export async function measureRenderingVariants(
  browser: Browser,
  openProfile: OpenProfile,
  { urls, rounds, bodies, print }: RenderingVariantsOptions,
): Promise<ServerRenderingResults['cases']> {
  const cases: ServerRenderingResults['cases'] = [];
  for (const networkCase of CASES) {
    print(`[measure] rendering variants, ${networkCase.label}`);
    const before = loadAverage();
    const samples: RoundSamples = { csrFederated: [], csrSingle: [], ssrFederated: [], ssrSingle: [] };
    for (const [round, order] of rotatingOrder(RENDERING_VARIANTS, rounds).entries()) {
      for (const variant of order)
        samples[variant].push(
          await visitTwice(browser, `${urls[variant]}${MEASURED_PATH}`, networkCase, bodies, openProfile),
        );
      const last = (variant: RenderingVariant) => {
        const sample = samples[variant].at(-1);
        return `${variant} ${Math.round(sample?.contentMs ?? NaN)}/${Math.round(sample?.interactiveMs ?? NaN)}`;
      };
      print(
        `  ${networkCase.id} round ${round + 1}/${rounds} (content/interactive ms): ${RENDERING_VARIANTS.map(last).join(', ')}`,
      );
    }
    cases.push({
      id: networkCase.id,
      label: networkCase.label,
      visit: networkCase.visit,
      latencyMs: networkCase.latencyMs,
      rounds,
      variants: variantSpreads(samples),
      comparisons: comparisonsOf(samples, networkCase.visit),
      loadAverage: { before, after: loadAverage() },
    });
  }
  return cases;
}
