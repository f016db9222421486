import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOG_EVENTS, LOG_EVENT_NAMES } from '@mfp/shared/logs';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * The log events as the platform team reads them: the table in docs/observing-the-platform.md lists exactly the
 * catalogue (`LOG_EVENTS`) with its meanings, and the source writes no event outside it and none of it is dead.
 */
const DOC = path.join(repoRoot, 'docs', 'observing-the-platform.md');
/** Where log lines are written: the server and the commands. */
const WRITERS = ['host/server', 'scripts', 'store/src', 'deploy/src', 'kit/src', 'sandbox/src'];

function documentedRows(): Map<string, string> {
  const text = readFileSync(DOC, 'utf8');
  const table = /<!-- log-events:start -->([\s\S]*?)<!-- log-events:end -->/.exec(text)?.[1] ?? '';
  const rows = new Map<string, string>();
  for (const match of table.matchAll(/^\|\s*`([a-z-]+)`\s*\|\s*(.*?)\s*\|$/gm)) rows.set(match[1]!, match[2]!);
  return rows;
}

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, into);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

/** Every event the source names: `logEvent('x')` and `event: 'x'` (a typed wording), by file. */
function eventsInSource(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const root of WRITERS)
    for (const file of sourceFiles(path.join(repoRoot, root)))
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:logEvent\(|\bevent: )'([^']+)'/g)) {
        const files = found.get(match[1]!) ?? [];
        found.set(match[1]!, [...files, path.relative(repoRoot, file)]);
      }
  return found;
}

it('documents every log event with its meaning, and no other', () => {
  expect(documentedRows()).toEqual(new Map(Object.entries(LOG_EVENTS)));
});

it('finds every event the source writes in the catalogue, and every catalogued event written somewhere', () => {
  const written = eventsInSource();
  const unknown = [...written]
    .filter(([event]) => !(event in LOG_EVENTS))
    .map(([event, files]) => `${event}: ${files}`);
  expect(unknown).toEqual([]);
  expect(LOG_EVENT_NAMES.filter((event) => !written.has(event))).toEqual([]);
});
