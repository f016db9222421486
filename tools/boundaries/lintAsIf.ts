import { readFileSync } from 'node:fs';
import { ESLint, type Linter } from 'eslint';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/** Code to lint, and the path ESLint should pretend it sits at (which picks the config blocks that apply). */
export interface LintRequest {
  code: string;
  lintedAs: string;
}

export type LintAnswer = Linter.LintMessage[];

/**
 * Child process of `lintBoundaries.slow.test.ts`: reads `LintRequest[]` as JSON on stdin and writes one `LintAnswer` per
 * request as JSON on stdout, linted with the repository's real `eslint.config.mjs`. It runs outside jest because ESLint
 * loads its config with `import()`, which jest's module sandbox refuses without `--experimental-vm-modules`.
 */
async function main(): Promise<void> {
  const requests = JSON.parse(readFileSync(0, 'utf8')) as LintRequest[];
  const eslint = new ESLint({ cwd: repoRoot });
  const answers: LintAnswer[] = [];
  for (const { code, lintedAs } of requests) {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${lintedAs}` });
    if (!result) throw new Error(`ESLint returned no result for ${lintedAs}`);
    answers.push(result.messages);
  }
  process.stdout.write(JSON.stringify(answers));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
