import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { rootPathMentions } from './repositoryPathMentions';

/*
 * docs/architecture.md is where a newcomer starts: each flow the files it goes through, along the default path. It
 * must stay true: every file it names exists, every flow is still there, and every package is in its folder list.
 * It is not held short by a count of files: the longest flows are the ones a newcomer most needs, and a step may
 * name every file it spans.
 */
const DOC = path.join(repoRoot, 'docs', 'architecture.md');
const text = readFileSync(DOC, 'utf8');

const FLOWS = [
  'page-server-rendered',
  'data-loads',
  'page-built',
  'remote-loads',
  'failure-counted',
  'deploy-switches',
  'server-learns',
  'rollout-aborts',
  'token-checked',
] as const;

/** The folders a path in the map may start with: every top-level folder that holds code or docs. */
const TOP_LEVEL = [
  'host',
  'shared',
  'store',
  'deploy',
  'scripts',
  'kit',
  'webpack',
  'settings',
  'sandbox',
  'testing',
  'tools',
  'bench',
  'e2e',
  'remotes',
  'examples',
  'docs',
];

/** A section's text: from its marker to the next heading of its level. */
function sectionAt(marker: string): string {
  const start = text.indexOf(marker);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The repository paths a flow's section names. */
const filesOf = (flow: string) => [
  ...new Set(rootPathMentions(sectionAt(`<!-- flow:${flow} -->`), TOP_LEVEL).map((mention) => mention.path)),
];

it.each(FLOWS)('maps the flow %s with files that exist, and the decisions it rests on', (flow) => {
  const section = sectionAt(`<!-- flow:${flow} -->`);
  expect(section).not.toBe('');
  const files = filesOf(flow);
  expect(files.length).toBeGreaterThan(2);
  expect(files.filter((file) => !existsSync(path.join(repoRoot, file)))).toEqual([]);
  expect(section).toMatch(/\nDecisions: \[\d{4}\]\(decisions\/\d{4}-/);
});

/** The root package.json's workspaces, as folders: `remotes/*` is every folder under `remotes/`. */
function workspaceFolders(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return manifest.workspaces.map((workspace) => workspace.replace(/\/\*$/, ''));
}

describe('the folder list', () => {
  const packages = sectionAt('<!-- packages -->');

  it('is there, and the workspaces are read from package.json', () => {
    expect(packages.length).toBeGreaterThan(200);
    expect(workspaceFolders()).toEqual(expect.arrayContaining(['host', 'host/server', 'sandbox', 'remotes']));
  });

  it.each(workspaceFolders())('names the workspace %s/', (folder) => {
    expect(packages).toContain(`\`${folder}/`);
  });

  it.each(['bench', 'scripts', 'e2e', 'tools', 'examples', 'docs'])('names the folder %s/', (folder) => {
    expect(packages).toContain(`\`${folder}/`);
  });
});

it('points to the decision index', () => {
  expect(text).toContain('](decisions/README.md)');
});

it("is where the README's reader is sent first", () => {
  expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toMatch(/docs\/architecture\.md/);
});
