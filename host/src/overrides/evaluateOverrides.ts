import { parseOriginPattern, parseOverride, type OriginPattern } from '@mfp/shared/overrides';
import { routeSchema, type RegistryEntry } from '@mfp/shared/registry';
import type { ActiveOverride, OverrideState, RefusedOverride } from './OverrideState';

/** The route an added remote gets: its name with hyphens, the only characters a route has that a name lacks. */
const routeForName = (name: string) => `/${name.replace(/_/g, '-')}`;

function patterns(origins: readonly string[]): OriginPattern[] {
  return origins.flatMap((origin) => parseOriginPattern(origin) ?? []);
}

/**
 * Decides what becomes of each stored override value, against the origins the host server allows (`undefined` means
 * overrides are off, and then nothing is used or shown). A value for a remote in the registry replaces its manifest;
 * one for another name adds a remote, unless its route is taken.
 */
export function evaluateOverrides(
  values: readonly string[],
  allowedOrigins: readonly string[] | undefined,
  remotes: readonly Pick<RegistryEntry, 'name' | 'route'>[],
): OverrideState {
  if (allowedOrigins === undefined) return { status: 'off' };
  const allowed = patterns(allowedOrigins);
  const active: ActiveOverride[] = [];
  const refused: RefusedOverride[] = [];
  for (const value of values) {
    const parsed = parseOverride(value, allowed);
    if (!parsed.ok) {
      refused.push({ value, reason: parsed.reason });
      continue;
    }
    const addsRemote = !remotes.some((remote) => remote.name === parsed.name);
    const route = routeForName(parsed.name);
    const clash = addsRemote && remotes.find((remote) => remote.route === route);
    if (addsRemote && (clash || !routeSchema.safeParse(route).success)) {
      const why = clash ? `its route ${route} is already used by remote "${clash.name}"` : `${route} is no valid route`;
      refused.push({ value, reason: why });
      continue;
    }
    active.push({ name: parsed.name, manifestUrl: parsed.manifestUrl, addsRemote });
  }
  return { status: 'on', active, refused };
}

/**
 * The registry's remotes with the overrides applied: an overridden remote keeps its name, title and route and loads
 * from the override's manifest, as a remote of no known version, with no last known-good release to fall back to
 * (a failing local build must show its failure) and no recorded integrity (a dev build changes on every save). An added remote comes last, titled with its name.
 */
export function applyOverrides(remotes: readonly RegistryEntry[], active: readonly ActiveOverride[]): RegistryEntry[] {
  const replaced = remotes.map((remote) => {
    const override = active.find((candidate) => candidate.name === remote.name);
    if (!override) return remote;
    // The recorded integrity is the deployed release's: a local build never matches it (docs/decisions/0018).
    const { version: _version, previous: _previous, deployedAt: _deployedAt, integrity: _integrity, ...kept } = remote;
    return { ...kept, entry: override.manifestUrl };
  });
  const added = active
    .filter((override) => override.addsRemote)
    .map((override) => ({
      name: override.name,
      title: override.name,
      route: routeForName(override.name),
      entry: override.manifestUrl,
      module: './App',
    }));
  return [...replaced, ...added];
}
