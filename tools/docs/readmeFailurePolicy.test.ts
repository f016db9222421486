import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAILURE_KINDS, FAILURE_POLICY } from '@mfp/shared/failures';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/**
 * The "Last known good" item of "Deploy one remote", up to the next item: in docs/commands.md since the README became
 * a front door (this file keeps the name decision 0026 cites).
 */
function lastKnownGoodItem(page: string): string {
  const start = page.indexOf('- **Last known good:**');
  if (start < 0) throw new Error('docs/commands.md has no "- **Last known good:**" item');
  const end = page.indexOf('\n- ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** Every failure kind the text names in backticks. */
const kindsNamedIn = (text: string) =>
  [...text.matchAll(/`([a-z-]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((name): name is (typeof FAILURE_KINDS)[number] => (FAILURE_KINDS as readonly string[]).includes(name));

describe('docs/commands.md: the kinds that fall back to the last known good', () => {
  it('reads the kinds named in an item', () => {
    const item = lastKnownGoodItem(
      '- **Last known good:** fails (kinds `timeout`, `render-failed`, `nope`).\n- next `host-failed`',
    );
    expect(kindsNamedIn(item)).toEqual(['timeout', 'render-failed']);
  });

  it('are exactly the kinds whose FAILURE_POLICY says fallsBack', () => {
    const item = lastKnownGoodItem(readFileSync(path.join(repoRoot, 'docs', 'commands.md'), 'utf8'));
    const expected = FAILURE_KINDS.filter((kind) => FAILURE_POLICY[kind].fallsBack);
    expect(kindsNamedIn(item).sort()).toEqual([...expected].sort());
  });
});
