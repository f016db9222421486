import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_ERROR_CODES, GATE_REFUSALS } from '@mfp/shared/deploy';
import { FAILURE_KINDS } from '@mfp/shared/failures';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * The gate's refusals as the docs give them, held to the one table in code (`GATE_REFUSALS`):
 * - between `<!-- gate-refusals:table -->` and `<!-- gate-refusals:end -->`, a copy of the table, row for row;
 * - between `<!-- gate-refusals:all -->` and `<!-- gate-refusals:end -->`, a list that claims to be complete: it names
 *   every kind, and nothing else in backticks that looks like one;
 * - anywhere else, a kind named in a sentence that speaks of the gate must be one of the table's.
 */

/** The documents that name the gate's refusals. A passage moved to another document moves here too. */
const DOCUMENTS = ['README.md', 'docs/commands.md', 'docs/remote-contract.md', 'kit/README.md'];

/** Names in backticks in a sentence about the gate that are not the gate's: other catalogues, and these. */
const OTHER_NAMES = new Set<string>([
  ...FAILURE_KINDS,
  ...DEPLOY_ERROR_CODES,
  // The query parameter of a preview link, which the gate's checks precede.
  'mfp-preview',
]);

const KINDS = Object.keys(GATE_REFUSALS);
const KIND_LIKE = /`([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`/g;

const read = (document: string) => readFileSync(path.join(repoRoot, document), 'utf8');
const namesIn = (text: string) => [...text.matchAll(KIND_LIKE)].map((match) => match[1]!);

function regions(text: string, marker: 'table' | 'all'): string[] {
  const pattern = new RegExp(`<!-- gate-refusals:${marker} -->([\\s\\S]*?)<!-- gate-refusals:end -->`, 'g');
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

function tableRows(region: string): Map<string, { change: string; decision: string }> {
  const rows = new Map<string, { change: string; decision: string }>();
  for (const match of region.matchAll(/^\|\s*`([a-z-]+)`\s*\|\s*(.*?)\s*\|\s*(.*?)\s*\|$/gm))
    rows.set(match[1]!, { change: match[2]!, decision: match[3]! });
  return rows;
}

/** The sentences of a document outside its marked regions, each on one line. */
function sentencesOutsideRegions(text: string): string[] {
  const unmarked = text.replace(/<!-- gate-refusals:(?:table|all) -->[\s\S]*?<!-- gate-refusals:end -->/g, '');
  return unmarked.split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.|\|) )/).flatMap((paragraph) =>
    paragraph
      .split(/\s+/)
      .join(' ')
      .split(/(?<=[.;:])\s+(?=[A-Z`(])/),
  );
}

const expectedRows = new Map(
  Object.entries(GATE_REFUSALS).map(([kind, row]) => [
    kind,
    { change: row.change, decision: 'decision' in row ? row.decision : '—' },
  ]),
);

describe.each(DOCUMENTS)('%s', (document) => {
  const text = read(document);

  it('copies the table of refusals row for row where it has one', () => {
    for (const region of regions(text, 'table')) expect(tableRows(region)).toEqual(expectedRows);
  });

  it('names every kind, and only kinds, in a list that claims to be complete', () => {
    for (const region of regions(text, 'all')) expect(new Set(namesIn(region))).toEqual(new Set(KINDS));
  });

  it('names no kind the gate does not have where it speaks of the gate', () => {
    const unknown = sentencesOutsideRegions(text)
      .filter((sentence) => /\bgate/i.test(sentence))
      .flatMap(namesIn)
      .filter((name) => !KINDS.includes(name) && !OTHER_NAMES.has(name));
    expect(unknown).toEqual([]);
  });
});

it('finds a complete copy of the refusals somewhere, so moving a document does not silence the test', () => {
  const complete = DOCUMENTS.flatMap((document) => [
    ...regions(read(document), 'table'),
    ...regions(read(document), 'all'),
  ]);
  expect(complete.length).toBeGreaterThan(0);
});

it('gives each refusal a decision record that exists, where it has one', () => {
  const records = readdirSync(path.join(repoRoot, 'docs', 'decisions'));
  const missing = Object.values(GATE_REFUSALS)
    .flatMap((row) => ('decision' in row ? [row.decision] : []))
    .filter((decision) => !records.some((record) => record.startsWith(`${decision}-`)));
  expect(missing).toEqual([]);
});
