import { findCycle, findCycles, type ImportGraph } from './findCycles';

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
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

describe('findCycles', () => {
  it('finds the cycles of separate tangles, each starting at its first node by name', () => {
    expect(findCycles(graphOf({ z: ['y'], y: ['z'], c: ['a'], a: ['b'], b: ['c'], d: ['a'] }))).toEqual([
      ['a', 'b', 'c', 'a'],
      ['y', 'z', 'y'],
    ]);
  });

  it('shows every import of a tangle in a shortest cycle through it, each cycle once', () => {
    // a ⇄ b and b ⇄ c: a → b → c → b → a is not elementary; the two short loops are what to untangle.
    expect(findCycles(graphOf({ a: ['b'], b: ['a', 'c'], c: ['b'] }))).toEqual([
      ['a', 'b', 'a'],
      ['b', 'c', 'b'],
    ]);
    // The shortcut c → a and the long way round share a → b.
    expect(findCycles(graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['a'] }))).toEqual([
      ['a', 'b', 'c', 'a'],
      ['a', 'b', 'c', 'd', 'a'],
    ]);
  });

  it('counts a node that imports itself', () => {
    expect(findCycles(graphOf({ a: ['a', 'b'], b: [] }))).toEqual([['a', 'a']]);
  });

  it('finds none without a cycle, and none in an empty graph', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
    expect(findCycles(new Map())).toEqual([]);
  });
});
