import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import type { ImportGraph } from './findCycles';
import { folderGraphOf, siblingFolderGraphsOf } from './folderGraph';

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

const edgesOf = (graph: ImportGraph | undefined) =>
  Object.fromEntries([...(graph ?? [])].map(([from, to]) => [from, [...to].sort()]));

describe('siblingFolderGraphsOf', () => {
  it("gives an import to the two files' nearest common folder, at any depth", () => {
    const graphs = siblingFolderGraphsOf(
      graphOf({
        'src/shell/App.ts': ['src/loading/manifest/fetch.ts', 'src/shell/theme.ts'],
        'src/loading/manifest/fetch.ts': ['src/loading/integrity/check.ts'],
        'src/loading/integrity/check.ts': [],
        'src/shell/theme.ts': [],
      }),
    );
    expect(edgesOf(graphs.get('.'))).toEqual({ src: [] });
    expect(edgesOf(graphs.get('src'))).toEqual({ shell: ['loading'], loading: [] });
    expect(edgesOf(graphs.get('src/loading'))).toEqual({ manifest: ['integrity'], integrity: [] });
    expect(graphs.has('src/shell')).toBe(false);
  });

  it("leaves out imports from or of a file directly in the common folder: that file is no folder's", () => {
    const graphs = siblingFolderGraphsOf(
      graphOf({ 'src/index.ts': ['src/a/x.ts'], 'src/a/x.ts': ['src/index.ts', 'src/b/y.ts'], 'src/b/y.ts': [] }),
    );
    expect(edgesOf(graphs.get('src'))).toEqual({ a: ['b'], b: [] });
  });

  it('leaves out the imports of tests, which sit above the code they test', () => {
    const graphs = siblingFolderGraphsOf(
      graphOf({
        'http/answer.ts': [],
        'http/answer.test.ts': ['testing/server.ts'],
        'testing/server.ts': ['http/answer.ts'],
        'e2e/page.spec.ts': ['bench/marker.ts'],
        'bench/marker.ts': [],
      }),
    );
    expect(edgesOf(graphs.get('.'))).toEqual({ http: [], testing: ['http'], e2e: [], bench: [] });
  });
});

describe('folderGraphOf', () => {
  it('reads the relative imports of the real tree, and only between folders', () => {
    const graph = folderGraphOf(path.join(repoRoot, 'host', 'src'));
    // Known edges of the real tree, so a regex that stopped matching would fail here rather than pass elsewhere.
    expect(graph.get('boundary')).toEqual(expect.any(Set));
    expect([...(graph.get('boundary') ?? [])]).toEqual(expect.arrayContaining(['failures', 'loading']));
    expect([...(graph.get('shell') ?? [])]).toContain('boundary');
    expect(graph.get('failures')?.has('failures')).toBe(false);
  });
});
