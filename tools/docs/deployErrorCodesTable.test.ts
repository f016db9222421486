import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_ERRORS } from '@mfp/shared/deploy';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * The deploy API's error codes as the platform team reads them: the table in docs/deploying-from-your-repository.md
 * lists exactly the codes the server and the kit share (`DEPLOY_ERRORS`), each with its status and meaning, so a new
 * code cannot ship undocumented and a removed one cannot linger.
 */
const DOC = path.join(repoRoot, 'docs', 'deploying-from-your-repository.md');

function documentedRows(): Map<string, { status: number; meaning: string }> {
  const text = readFileSync(DOC, 'utf8');
  const table = /<!-- deploy-error-codes:start -->([\s\S]*?)<!-- deploy-error-codes:end -->/.exec(text)?.[1] ?? '';
  const rows = new Map<string, { status: number; meaning: string }>();
  for (const match of table.matchAll(/^\|\s*`([a-z-]+)`\s*\|\s*(\d+)\s*\|\s*(.*?)\s*\|$/gm))
    rows.set(match[1]!, { status: Number(match[2]), meaning: match[3]! });
  return rows;
}

it('documents every deploy API error code with its status and meaning, and no other', () => {
  const expected = new Map(
    Object.entries(DEPLOY_ERRORS).map(([code, { status, description }]) => [code, { status, meaning: description }]),
  );
  expect(documentedRows()).toEqual(expected);
});
