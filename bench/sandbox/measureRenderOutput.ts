import { leadingHoistedRun, shapeRenderOutput } from '@mfp/sandbox/renderOutput';
import { quantile } from '../analysis/stats';
import { CATALOG_SCRIPT } from './catalogScript';
import { inProcessRenderer } from './inProcessRenderer';

/** The catalog-like page at its own 60 products, and grown to about 50 KB and 500 KB of output. */
const PAGES = [
  { name: 'catalog', products: 60, rounds: 400 },
  { name: 'catalog-50kb', products: 200, rounds: 200 },
  { name: 'catalog-500kb', products: 2000, rounds: 40 },
];
const WARMUP = 20;

export interface RenderOutputCase {
  name: string;
  outputBytes: number;
  rounds: number;
  /** Median µs per page: the raw split alone (`leadingHoistedRun`), and the whole shaping (`shapeRenderOutput`). */
  splitUs: number;
  shapedUs: number;
  /** shaped / split, of the medians. */
  ratio: number;
  /** What the shaping adds per page, median shaped − median split. */
  addedUs: number;
  /** Whether the slot's markup came back byte for byte (React writes `<br/>` and `&#x27;`, parse5 `<br>` and `'`). */
  markupUnchanged: boolean;
  markupBytesBefore: number;
  markupBytesAfter: number;
}

/**
 * The render process's cost of shaping a page's output (decision 0085): the catalog-like remote of bench/sandbox
 * rendered once by the sandbox's React in a plain vm context, then its output split raw and shaped, alternating, in
 * this process. Not covered: the isolate's render itself (bench/sandbox/main.ts), and outputs with many dropped elements.
 */
export async function measureRenderOutput(print: (line: string) => void): Promise<RenderOutputCase[]> {
  const cases: RenderOutputCase[] = [];
  for (const page of PAGES) {
    const script = CATALOG_SCRIPT.replace('i < 60;', `i < ${page.products};`);
    const render = await inProcessRenderer(script);
    const output = await render('/catalog', '/catalog', 'catalog');
    const split: number[] = [];
    const shaped: number[] = [];
    for (let round = 0; round < WARMUP + page.rounds; round++) {
      let started = performance.now();
      leadingHoistedRun(output);
      const splitMs = performance.now() - started;
      started = performance.now();
      shapeRenderOutput(output);
      const shapedMs = performance.now() - started;
      if (round < WARMUP) continue;
      split.push(splitMs * 1000);
      shaped.push(shapedMs * 1000);
    }
    const { rest } = leadingHoistedRun(output);
    const { html } = shapeRenderOutput(output);
    const splitUs = quantile(split, 0.5);
    const shapedUs = quantile(shaped, 0.5);
    const result: RenderOutputCase = {
      name: page.name,
      outputBytes: Buffer.byteLength(output),
      rounds: page.rounds,
      splitUs: Math.round(splitUs),
      shapedUs: Math.round(shapedUs),
      ratio: Number((shapedUs / splitUs).toFixed(1)),
      addedUs: Math.round(shapedUs - splitUs),
      markupUnchanged: html === rest,
      markupBytesBefore: Buffer.byteLength(rest),
      markupBytesAfter: Buffer.byteLength(html),
    };
    print(
      `  ${result.name} (${(result.outputBytes / 1024).toFixed(0)} KB): split ${result.splitUs} µs, shaped ` +
        `${result.shapedUs} µs per page (×${result.ratio}, +${result.addedUs} µs); markup ` +
        `${result.markupUnchanged ? 'unchanged' : `${result.markupBytesBefore} → ${result.markupBytesAfter} bytes`}`,
    );
    cases.push(result);
  }
  return cases;
}
