import { table, targetWords, withInterval } from '../report/printResults';
import type { RemoteDataResults } from '../results/remoteDataSchema';
import { DATA_VARIANTS } from './dataFigures';

const ms = (value: number) => `${Math.round(value)}`;

/** Issue 42's data cases as the bench prints them: medians per variant, then every ratio with its interval. */
export function remoteDataLines(results: RemoteDataResults): string[] {
  const lines = [
    'Data page /catalog, products from the API (byte / shell / content / interactive, median ms; API requests):',
  ];
  const medians = [
    ['case', ...DATA_VARIANTS],
    ...results.cases.map((c) => [
      c.label,
      ...DATA_VARIANTS.map((variant) => {
        const figures = c.variants[variant];
        if (!figures) return '–';
        const times = [figures.firstByteMs, figures.shellMs, figures.contentMs, figures.interactiveMs];
        return `${times.map((spread) => ms(spread.median)).join(' / ')}; ${figures.apiRequests.median} (max ${figures.apiRequests.max})`;
      }),
    ]),
  ];
  lines.push('', ...table(medians), '');
  const ratios = [
    ['case', 'ratio', 'median [95% CI]', 'target vs CI'],
    ...results.cases.flatMap((c) => [
      ...c.comparisons.map((comparison) => [
        c.label,
        `${comparison.signal} federated / single`,
        withInterval(comparison.ratioInterval),
        targetWords(comparison.target),
      ]),
      ...DATA_VARIANTS.flatMap((variant) => {
        const growth = c.firstByteGrowth[variant];
        return growth
          ? [[c.label, `first byte ${variant} / API 0 ms`, withInterval(growth.interval), targetWords(growth.target)]]
          : [];
      }),
    ]),
  ];
  lines.push(...table(ratios), '');
  for (const navigation of results.clientNavigations)
    lines.push(
      `Client navigation ${navigation.from} → ${navigation.to}, ${navigation.variant}, API ${navigation.apiLatencyMs} ms: ` +
        `${navigation.apiRequests} API request(s), ${navigation.dataRouteRequests} data-route request(s)`,
    );
  return lines;
}
