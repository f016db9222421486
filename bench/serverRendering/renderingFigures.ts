import { bootstrapInterval, targetResult } from '../analysis/bootstrap';
import { pairedRatio, pairRatios, spread } from '../analysis/stats';
import type { NetworkCase } from '../browser/networkCases';
import type { RenderingComparison } from '../results/resultsSchema';

/** The four ways the same page is made (decision 0067): rendered in the browser or on the server, federated or one bundle. */
export const RENDERING_VARIANTS = ['csrFederated', 'csrSingle', 'ssrFederated', 'ssrSingle'] as const;
export type RenderingVariant = (typeof RENDERING_VARIANTS)[number];

/** What each variant is, in words, for the results file. */
export const VARIANT_WORDS: Record<RenderingVariant, string> = {
  csrFederated: "client-rendered federated: today's page (the host server without SERVER_RENDERING)",
  csrSingle: 'client-rendered single bundle: the browser-only limit',
  ssrFederated: 'server-rendered federated: the host with SERVER_RENDERING on, remotes in the sandbox',
  ssrSingle: 'server-rendered single bundle: the single bundle built for Node, rendered in-process (the limit)',
};

type Signal = RenderingComparison['signal'];
type Visit = NetworkCase['visit'];

/** One measured visit: its content time and its time to interactive, ms since the navigation started. */
export type VisitSample = Record<Signal, number>;

interface Comparison {
  id: string;
  signal: Signal;
  numerator: RenderingVariant;
  denominator: RenderingVariant;
  /** Issue 32's ceiling for this ratio in a case of this visit kind; none: the ratio is reported without one. */
  ceiling: (visit: Visit) => number | undefined;
}

/** Issue 32's targets at 40 ms, as ratios of two variants measured in the same rounds. */
const COMPARISONS: readonly Comparison[] = [
  {
    id: 'content-ssr-federated-vs-csr-single',
    signal: 'contentMs',
    numerator: 'ssrFederated',
    denominator: 'csrSingle',
    ceiling: (visit) => (visit === 'cold' ? 0.6 : 1.0),
  },
  {
    id: 'content-ssr-federated-vs-ssr-single',
    signal: 'contentMs',
    numerator: 'ssrFederated',
    denominator: 'ssrSingle',
    ceiling: (visit) => (visit === 'cold' ? 1.1 : undefined),
  },
  {
    id: 'content-ssr-federated-vs-csr-federated',
    signal: 'contentMs',
    numerator: 'ssrFederated',
    denominator: 'csrFederated',
    ceiling: () => undefined,
  },
  {
    id: 'interactive-ssr-federated-vs-csr-federated',
    signal: 'interactiveMs',
    numerator: 'ssrFederated',
    denominator: 'csrFederated',
    ceiling: () => 1.05,
  },
  {
    id: 'interactive-ssr-single-vs-csr-single',
    signal: 'interactiveMs',
    numerator: 'ssrSingle',
    denominator: 'csrSingle',
    ceiling: () => undefined,
  },
];

/** Each variant's samples, round by round: sample `i` of every variant was measured in round `i`. */
export type RoundSamples = Record<RenderingVariant, VisitSample[]>;

/** Every comparison of one case: the ratio taken round by round, its bootstrap interval, and the target's verdict. */
export function comparisonsOf(samples: RoundSamples, visit: Visit): RenderingComparison[] {
  return COMPARISONS.map(({ id, signal, numerator, denominator, ceiling }) => {
    const values = (variant: RenderingVariant) => samples[variant].map((sample) => sample[signal]);
    const interval = bootstrapInterval(pairRatios(values(numerator), values(denominator)));
    const limit = ceiling(visit);
    return {
      id,
      signal,
      numerator,
      denominator,
      ratio: pairedRatio(values(numerator), values(denominator)),
      ratioInterval: interval,
      target: limit === undefined ? null : targetResult(interval, { ceiling: limit }),
    };
  });
}

/** Each variant's spread of both signals. */
export function variantSpreads(
  samples: RoundSamples,
): Record<RenderingVariant, Record<Signal, ReturnType<typeof spread>>> {
  const of = (variant: RenderingVariant) => ({
    contentMs: spread(samples[variant].map((sample) => sample.contentMs)),
    interactiveMs: spread(samples[variant].map((sample) => sample.interactiveMs)),
  });
  return {
    csrFederated: of('csrFederated'),
    csrSingle: of('csrSingle'),
    ssrFederated: of('ssrFederated'),
    ssrSingle: of('ssrSingle'),
  };
}
