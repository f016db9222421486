import { satisfy } from '@module-federation/runtime-core';
import { sharedDependencies } from '@mfp/webpack-config';
import { dependencies as hostDependencies } from '../../../package.json';

type Shared = ReturnType<typeof sharedDependencies>;

/** The ranges the host is built with (the root package.json), fixed into the kit when it is bundled. */
const HOST_RANGES: Record<string, string> = hostDependencies;

/**
 * The shared block of a remote built with the kit: the platform's singletons at the versions installed for the
 * remote, each requiring the range the host provides rather than `^` of what the team happened to install. A team that
 * installs react-router 7.18.6 against a host on 7.18.5 still builds a remote that host accepts; its own copy stays the
 * fallback where no host provides one. An installed version outside the host's range (another major) keeps its own
 * `^` range, so the gate and the host refuse it as they would without the kit.
 */
export function hostSharedDependencies(packageDir: string): Shared {
  const shared: Record<string, { singleton: boolean; requiredVersion: string; version: string } | undefined> =
    sharedDependencies(packageDir);
  const withHostRanges = Object.entries(shared).map(([key, share]) => {
    const range = HOST_RANGES[key.replace(/\/$/, '')];
    const fits = share && range && satisfy(share.version, range);
    return [key, fits ? { ...share, requiredVersion: range } : share];
  });
  return Object.fromEntries(withHostRanges) as Shared;
}
