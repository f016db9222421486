import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * Decisions are never rewritten: a later one supersedes or amends an earlier one. A reader who opens the earlier one
 * must learn that it no longer holds whole, so the pointer goes both ways, and the numbers have no gaps.
 */
const DECISIONS = path.join(repoRoot, 'docs', 'decisions');
const records = readdirSync(DECISIONS)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();
const numberOf = (name: string) => name.slice(0, 4);
const textOf = (name: string) => readFileSync(path.join(DECISIONS, name), 'utf8');

/** The records a record says it supersedes or amends, from its sentences that say so. */
function replaced(text: string): string[] {
  const sentences = text.match(/(?:^|\n|\. )(?:- )?(?:Supersedes|Amends)[^.]*\./g) ?? [];
  return [...new Set(sentences.flatMap((sentence) => sentence.match(/\b0\d{3}\b/g) ?? []))];
}

it('numbers the decisions without gaps', () => {
  const numbers = records.map((name) => Number(numberOf(name)));
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
});

it('points back from every decision that a later one supersedes or amends', () => {
  const missing: string[] = [];
  for (const name of records)
    for (const earlier of replaced(textOf(name))) {
      const target = records.find((candidate) => numberOf(candidate) === earlier);
      if (!target || !textOf(target).includes(numberOf(name)))
        missing.push(`${earlier} does not name ${numberOf(name)}`);
    }
  expect(missing).toEqual([]);
});

it('finds the pointers it checks', () => {
  expect(replaced('Supersedes the policy of decision 0008 and the default of decision 0014.')).toEqual([
    '0008',
    '0014',
  ]);
  expect(replaced('- Amends decision 0043\'s "other navigations": they still do.')).toEqual(['0043']);
});
