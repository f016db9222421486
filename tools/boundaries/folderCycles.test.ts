import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { findCycle, folderGraphOf, type FolderGraph } from './folderCycles';

/*
 * The browser folders depend one way (deadline ← failures ← loading ← boundary ← …, see decision 0026): a folder that
 * imports a folder importing it back makes both one module in all but name, and neither can be read or tested alone.
 */

const graphOf = (edges: Record<string, string[]>): FolderGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycle', () => {
  it('finds a cycle between two folders and one through three', () => {
    expect(findCycle(graphOf({ boundary: ['failures'], failures: ['boundary'] }))).toEqual([
      'boundary',
      'failures',
      'boundary',
    ]);
    expect(findCycle(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a', 'b', 'c', 'a']);
  });

  it('finds none in a layered graph, shared lower folders included', () => {
    expect(
      findCycle(graphOf({ shell: ['boundary', 'failures'], boundary: ['loading', 'failures'], loading: ['failures'] })),
    ).toBeUndefined();
  });
});

describe('folderGraphOf', () => {
  it('reads static, dynamic and mocked relative imports, and only between folders', () => {
    const graph = folderGraphOf(path.join(repoRoot, 'host', 'src'));
    // Known edges of the real tree, so a regex that stopped matching would fail here rather than pass below.
    expect(graph.get('boundary')).toEqual(expect.any(Set));
    expect([...(graph.get('boundary') ?? [])]).toEqual(expect.arrayContaining(['failures', 'loading']));
    expect([...(graph.get('shell') ?? [])]).toContain('boundary');
    expect(graph.get('failures')?.has('failures')).toBe(false);
  });
});

it('has no import cycle between the folders of host/src', () => {
  const cycle = findCycle(folderGraphOf(path.join(repoRoot, 'host', 'src')));
  expect(cycle?.join(' → ')).toBeUndefined();
});
