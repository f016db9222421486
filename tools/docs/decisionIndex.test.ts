import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * docs/decisions/README.md is how a reader learns what holds today without reading eighty records. It is only worth
 * that while it lists every record once and each status points at a record that exists: a new decision left out, or
 * a status naming a number that was never used, would send the reader to the wrong text.
 */
const DECISIONS = path.join(repoRoot, 'docs', 'decisions');
const INDEX = path.join(DECISIONS, 'README.md');

const records = readdirSync(DECISIONS)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();

interface Entry {
  number: string;
  file: string;
  status: string;
}

/** `- [0005](0005-store-and-releases.md) **amended by 0016**: …`, one entry a line. */
const ENTRY = /^- \[(\d{4})\]\(([^)]+)\) \*\*([^*]+)\*\*: \S/;

function entriesOf(text: string): Entry[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('- ['))
    .map((line) => {
      const match = ENTRY.exec(line);
      if (!match) throw new Error(`docs/decisions/README.md: an entry not in the index's form: ${line}`);
      return { number: match[1]!, file: match[2]!, status: match[3]! };
    });
}

/**
 * `holds`, `proposed` (chosen for an open issue, not built), `amended by 0016` or `replaced by 0016`; several numbers
 * are a comma-separated list.
 */
const STATUS = /^(?:holds|proposed|(?:amended|replaced) by (\d{4}(?:, \d{4})*))$/;

const entries = entriesOf(readFileSync(INDEX, 'utf8'));

it('reads entries in the form it checks', () => {
  expect(entriesOf('- [0005](0005-x.md) **amended by 0016, 0020**: The store.\n- not an entry')).toEqual([
    { number: '0005', file: '0005-x.md', status: 'amended by 0016, 0020' },
  ]);
  expect(() => entriesOf('- [0005](0005-x.md) amended by 0016: The store.')).toThrow(/not in the index's form/);
});

it('lists every decision exactly once, linked to its own file, and nothing else', () => {
  expect(entries.map((entry) => entry.file).sort()).toEqual(records);
  expect(entries.filter((entry) => !entry.file.startsWith(`${entry.number}-`))).toEqual([]);
});

it('gives every decision a status of one of the four forms', () => {
  expect(entries.filter((entry) => !STATUS.test(entry.status))).toEqual([]);
});

it('names only decisions that exist, and later than the one they amend or replace', () => {
  const numbers = new Set(records.map((name) => name.slice(0, 4)));
  const wrong = entries.flatMap((entry) => {
    const named = STATUS.exec(entry.status)?.[1]?.split(', ') ?? [];
    return named
      .filter((number) => !numbers.has(number) || number <= entry.number)
      .map((number) => `${entry.number} is ${entry.status}: ${number}`);
  });
  expect(wrong).toEqual([]);
});
