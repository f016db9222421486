import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { rootPathMentions } from './repositoryPathMentions';

/*
 * docs/architecture.md is where a newcomer starts: each flow a short sequence of files. It must stay true (every file
 * it names exists) and short (at most eight files a flow), or it stops being a map.
 */
const DOC = path.join(repoRoot, 'docs', 'architecture.md');
const FLOWS = ['remote-loads', 'deploy-switches', 'server-learns', 'token-checked', 'page-built'] as const;
const MAX_FILES_PER_FLOW = 8;
const TOP_LEVEL = ['host', 'shared', 'store', 'deploy', 'scripts', 'kit', 'webpack', 'settings', 'tools', 'bench'];

/** The source files a flow's section names, from its marker to the next heading. */
function filesOf(flow: string): string[] {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(`<!-- flow:${flow} -->`);
  if (start < 0) return [];
  const end = text.indexOf('\n## ', start);
  const section = text.slice(start, end < 0 ? undefined : end);
  return [...new Set(rootPathMentions(section, TOP_LEVEL).map((mention) => mention.path))];
}

it.each(FLOWS)('maps the flow %s in at most eight files, each of which exists', (flow) => {
  const files = filesOf(flow);
  expect(files.length).toBeGreaterThan(2);
  expect(files.length).toBeLessThanOrEqual(MAX_FILES_PER_FLOW);
  expect(files.filter((file) => !existsSync(path.join(repoRoot, file)))).toEqual([]);
});

it("is where the README's reader is sent first", () => {
  expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toMatch(/docs\/architecture\.md/);
});
