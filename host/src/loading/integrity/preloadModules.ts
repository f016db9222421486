import { findIntegrityMismatch, type IntegrityMismatchError } from './subresourceIntegrity';
import { addCheckedLink } from './addCheckedLink';
import { UnreachableModulesError } from './UnreachableModulesError';

/** A module file of a release, with the integrity recorded at its deploy. */
export interface CheckedModule {
  url: string;
  integrity: string;
}

/** How the preloads of a release ended: every module checked into the page's module map, or why not. */
export type ModulePreloads =
  | { status: 'checked' }
  | { status: 'mismatch'; mismatch: IntegrityMismatchError }
  | { status: 'unreachable'; error: UnreachableModulesError };

/** URLs whose module the page's module map holds, checked against the integrity recorded here. */
const inModuleMap = new Map<string, string>();

/** Resolves true once `<link rel="modulepreload">` has put the module in the page's module map, false on `error`. */
async function preload(module: CheckedModule): Promise<boolean> {
  if (inModuleMap.get(module.url) === module.integrity) return true;
  // A failed preload leaves nothing in the module map: a later attempt adds a link of its own.
  if (!(await addCheckedLink('modulepreload', module))) return false;
  inModuleMap.set(module.url, module.integrity);
  return true;
}

/**
 * Puts every module of a release whose entry is an ES module into the page's module map, each checked against the
 * integrity recorded at deploy, before the federation runtime imports the entry (decision 0055): the runtime's
 * `import()`, and every static or dynamic `import` of the module graph, then finds the checked module and requests
 * nothing. A preload that fails does not poison the map (a later `import()` would fetch the file again, unchecked), so
 * the caller must not import the entry unless this resolves `checked`. A file that is reachable and does not match is a
 * mismatch, naming the file; any other failure is `unreachable`. Never rejects.
 */
export async function preloadModules(modules: readonly CheckedModule[], timeoutMs: number): Promise<ModulePreloads> {
  const loaded = await Promise.all(modules.map(preload));
  const failed = modules.filter((_, index) => !loaded[index]);
  if (failed.length === 0) return { status: 'checked' };
  const mismatches = await Promise.all(
    failed.map(({ url, integrity }) => findIntegrityMismatch(url, integrity, timeoutMs)),
  );
  const mismatch = mismatches.find((found) => found !== undefined);
  if (mismatch) return { status: 'mismatch', mismatch };
  return { status: 'unreachable', error: new UnreachableModulesError(failed.map(({ url }) => url)) };
}
