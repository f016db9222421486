import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { commentsOf, markdownLinkMentions, rootPathMentions, type PathMention } from './repositoryPathMentions';

/*
 * Docs that cannot go stale silently: every repository path that README.md, docs/**.md and the code's comments name
 * exists, and the code map in docs/architecture.md names every top-level folder and every folder of host/src. A moved file then
 * fails this test until the text that names it moves too.
 */

/** tools/docs/ is two folders below the repository's root. */

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
}

/** Tracked files and new ones not yet committed (ignored files, such as build output, are not ours to check). */
const files = git('ls-files', '--cached', '--others', '--exclude-standard')
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(repoRoot, file)));

const topLevelFolders = [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!))];

/**
 * Lint fixtures hold deliberately wrong imports; generated foreign fixtures are written by the e2e build; the
 * extractor's own test feeds it made-up paths.
 */
const NOT_CHECKED =
  /^(tools\/boundaries\/lint-fixtures\/|e2e\/fixtures\/foreign\/[^/]+\/(src|webpack\.config)|tools\/docs\/repositoryPathMentions\.test\.ts$)/;

/** The `webpack` npm package shares its name with our `webpack/` folder: its module paths are not ours. */
const NPM_MODULE_PATHS = /^webpack\/(lib\/|module$)/;

/** `docs/decisions/0018` names decision 0018 by its number: its file starts with that number. */
function namesDecision(relativePath: string): boolean {
  const number = /^docs\/decisions\/(\d{4})$/.exec(relativePath)?.[1];
  if (number === undefined) return false;
  return readdirSync(path.join(repoRoot, 'docs/decisions')).some((name) => name.startsWith(`${number}-`));
}

const markdownFiles = files.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));
const sourceFiles = files.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !NOT_CHECKED.test(file));

/** Build output and the store are named in docs but ignored by git: they exist once built, which is enough. */
function ignoredByGit(relativePath: string): boolean {
  // A folder that does not exist yet matches folder-only patterns (`dist/`) only when named as a folder.
  return [relativePath, `${relativePath.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      git('check-ignore', '-q', '--no-index', candidate);
      return true;
    } catch {
      return false;
    }
  });
}

function exists(relativePath: string): boolean {
  return (
    existsSync(path.join(repoRoot, relativePath)) ||
    NPM_MODULE_PATHS.test(relativePath) ||
    namesDecision(relativePath) ||
    ignoredByGit(relativePath)
  );
}

function missing(file: string, mentions: PathMention[]): string[] {
  return mentions
    .filter(({ path: mentioned, base }) => {
      const resolved = base === 'root' ? mentioned : path.join(path.dirname(file), mentioned);
      return !exists(resolved);
    })
    .map(({ path: mentioned, line }) => `${file}:${line} names ${mentioned}, which does not exist`);
}

describe('paths named in the docs and comments', () => {
  it('finds the files it checks', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles.some((file) => file.startsWith('docs/decisions/'))).toBe(true);
    expect(sourceFiles.length).toBeGreaterThan(100);
  });

  it.each(markdownFiles)('%s names only paths that exist', (file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    const mentions = [...rootPathMentions(text, topLevelFolders), ...markdownLinkMentions(text)];
    expect(missing(file, mentions)).toEqual([]);
  });

  it('code comments name only paths that exist', () => {
    const problems = sourceFiles.flatMap((file) => {
      const comments = commentsOf(readFileSync(path.join(repoRoot, file), 'utf8'));
      return missing(file, rootPathMentions(comments, topLevelFolders));
    });
    expect(problems).toEqual([]);
  });
});

describe("docs/architecture.md's code map", () => {
  const architecture = readFileSync(path.join(repoRoot, 'docs', 'architecture.md'), 'utf8');
  const codeMap = architecture.split('\n## How the code is organised')[1]?.split('\n## ')[0] ?? '';

  it('is there', () => {
    expect(codeMap.length).toBeGreaterThan(200);
  });

  it.each(topLevelFolders.filter((folder) => !folder.startsWith('.')))('names the top-level folder %s/', (folder) => {
    expect(codeMap).toContain(`\`${folder}/`);
  });

  const hostSourceFolders = readdirSync(path.join(repoRoot, 'host/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(hostSourceFolders)('names the host/src folder %s/', (folder) => {
    expect(codeMap).toContain(`\`${folder}/\``);
  });
});
