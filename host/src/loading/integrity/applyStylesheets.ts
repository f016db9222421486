import { addCheckedLink } from './addCheckedLink';
import type { CheckedModule, ModulePreloads } from './preloadModules';
import { findIntegrityMismatch } from './subresourceIntegrity';
import { UnreachableModulesError } from './UnreachableModulesError';

/** Stylesheet links this host added and the browser applied, checked against the integrity recorded here, by URL. */
const applied = new Map<string, { link: HTMLLinkElement; integrity: string }>();

function isApplied({ url, integrity }: CheckedModule): boolean {
  const found = applied.get(url);
  return found !== undefined && found.integrity === integrity && found.link.isConnected;
}

/** Adds `<link rel="stylesheet" integrity>`; resolves with it once applied, or undefined on `error`. */
const apply = (stylesheet: CheckedModule): Promise<HTMLLinkElement | undefined> =>
  addCheckedLink('stylesheet', stylesheet);

/** How applying a release's stylesheets ended, and how to take back those it applied if the release does not load. */
export interface AppliedStylesheets {
  outcome: ModulePreloads;
  withdraw(): void;
}

/**
 * Applies every stylesheet of a release whose entry is an ES module, each with the integrity recorded at deploy,
 * before the federation runtime imports the entry (decision 0058): Vite's preload helper, which loads a chunk's CSS
 * when the chunk is imported, then finds a `<link rel="stylesheet">` with the URL in the page and adds none of its
 * own, unchecked. A stylesheet the browser refused applies nothing, but a later link without integrity would apply it
 * (from the HTTP cache): the caller must not import the entry unless this resolves `checked`. On any failure every
 * link this call added is removed, so that a release that does not load restyles nothing. A file that is reachable
 * and does not match is a mismatch, naming the file; any other failure is `unreachable`. `withdraw` removes what this
 * call applied, for a release whose modules failed. Never rejects.
 */
export async function applyStylesheets(
  stylesheets: readonly CheckedModule[],
  timeoutMs: number,
): Promise<AppliedStylesheets> {
  const pending = stylesheets.filter((stylesheet) => !isApplied(stylesheet));
  const links = await Promise.all(pending.map(apply));
  // A removed link is no longer applied (`isApplied`): the next attempt adds it again.
  const withdraw = () => links.forEach((link) => link?.remove());
  const failed = pending.filter((_, index) => links[index] === undefined);
  if (failed.length === 0) {
    pending.forEach((stylesheet, index) => {
      const link = links[index];
      if (link) applied.set(stylesheet.url, { link, integrity: stylesheet.integrity });
    });
    return { outcome: { status: 'checked' }, withdraw };
  }
  withdraw();
  return { outcome: await failureOf(failed, timeoutMs), withdraw };
}

/** Why stylesheets the browser refused failed: other bytes than recorded (naming the file), or unreachable. */
async function failureOf(failed: readonly CheckedModule[], timeoutMs: number): Promise<ModulePreloads> {
  const mismatches = await Promise.all(
    failed.map(({ url, integrity }) => findIntegrityMismatch(url, integrity, timeoutMs)),
  );
  const mismatch = mismatches.find((found) => found !== undefined);
  if (mismatch) return { status: 'mismatch', mismatch };
  return { status: 'unreachable', error: new UnreachableModulesError(failed.map(({ url }) => url)) };
}
