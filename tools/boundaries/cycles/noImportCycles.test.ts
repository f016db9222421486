import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { repositoryCycles } from './repositoryCycles';

/*
 * No import cycles anywhere (issue 29): in every package, no file imports a file that imports it back, however far
 * round, and no folder imports a sibling folder that imports it back, at any depth. Code in a cycle is one module in all
 * but name: neither side can be read, tested or moved alone. The browser folders, for one, depend one way
 * (deadline ← failures ← loading ← boundary ← …, decision 0026).
 */

/**
 * Cycles that other branches of issue 29 are removing right now, listed exactly so that no new one hides behind
 * them. Delete an entry when its branch lands: the last test below fails on an entry that is no longer a cycle.
 */
const KNOWN_CYCLES_BEING_FIXED: Record<string, readonly string[]> = {};

const found = repositoryCycles(repoRoot);
const allowed = (place: string, cycle: string) => KNOWN_CYCLES_BEING_FIXED[place]?.includes(cycle) ?? false;

it('has no import cycle between files or between sibling folders, in any package', () => {
  // Every cycle at once, each import that closes one in its shortest loop, so one run shows everything to untangle.
  const cycles = found.flatMap(({ place, cycles }) =>
    cycles.filter((cycle) => !allowed(place, cycle)).map((cycle) => `${place}: ${cycle}`),
  );
  expect(cycles).toEqual([]);
});

it('allows only known cycles that are still there', () => {
  const stillThere = (place: string, cycle: string) =>
    found.some((cycles) => cycles.place === place && cycles.cycles.includes(cycle));
  const fixed = Object.entries(KNOWN_CYCLES_BEING_FIXED).flatMap(([place, cycles]) =>
    cycles.filter((cycle) => !stillThere(place, cycle)).map((cycle) => `${place}: ${cycle}`),
  );
  expect(fixed).toEqual([]);
});
