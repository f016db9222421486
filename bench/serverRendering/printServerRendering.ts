import type { ServerRenderingResults } from '../results/resultsSchema';
import { table, targetWords, withInterval } from '../report/printResults';
import { VARIANT_WORDS, type RenderingVariant } from './renderingFigures';

const ms = (value: number) => `${Math.round(value)}`;
const one = (value: number) => value.toFixed(1);

/** The server-rendering comparison (decision 0067) as the bench prints it: medians, ratios with intervals, verdicts. */
export function serverRenderingLines(results: ServerRenderingResults): string[] {
  const lines = [
    'Rendering variants, /catalog (content = first product name painted; interactive = a click on "Add to cart" took effect):',
  ];
  for (const [variant, words] of Object.entries(VARIANT_WORDS)) lines.push(`  ${variant}: ${words}`);
  const medians = [
    ['case', ...Object.keys(VARIANT_WORDS).map((variant) => `${variant} content / interactive ms`)],
    ...results.cases.map((c) => [
      c.label,
      ...Object.keys(VARIANT_WORDS).map((variant) => {
        const figures = c.variants[variant as RenderingVariant];
        return figures ? `${ms(figures.contentMs.median)} / ${ms(figures.interactiveMs.median)}` : '–';
      }),
    ]),
  ];
  lines.push('', ...table(medians), '');
  const ratios = [
    ['case', 'ratio', 'median [95% CI]', 'target vs CI'],
    ...results.cases.flatMap((c) =>
      c.comparisons.map((comparison) => [
        c.label,
        `${comparison.signal === 'contentMs' ? 'content' : 'interactive'} ${comparison.numerator} / ${comparison.denominator}`,
        withInterval(comparison.ratioInterval),
        targetWords(comparison.target),
      ]),
    ),
  ];
  lines.push(...table(ratios), '');
  const cost = results.serverCost;
  lines.push(
    `Server cost (${cost.requests} answers each, loopback): federated p50 ${one(cost.federated.p50)} ms, p99 ` +
      `${one(cost.federated.p99)} ms; single bundle p50 ${one(cost.singleBundle.p50)} ms, p99 ${one(cost.singleBundle.p99)} ms; ` +
      `client-rendered page p50 ${one(cost.clientRendered.p50)} ms`,
    `  federated / single bundle: p50 ${withInterval(cost.ratio.p50.interval)} ${targetWords(cost.ratio.p50.target)}, ` +
      `p99 ${withInterval(cost.ratio.p99.interval)} ${targetWords(cost.ratio.p99.target)}`,
  );
  return lines;
}
