import type { RegistryEntry } from '@mfp/shared/registry';
import type { FailureReporter } from '../failures/failureReporter';
import { interceptStyleSheets } from './interceptStyleSheets';
import { lendSheets } from './lendSheets';
import { nativeSheetCalls, type NativeSheetCalls } from './nativeSheetCalls';
import { ownerOfStack } from './ownerOfStack';
import { ReleaseFolders } from './ReleaseFolders';
import { reportPageWide } from './reportPageWide';
import { RuntimeStyleScoping } from './RuntimeStyleScoping';
import type { RuleScoper } from './scoper/RuleScoper';

/** What the loader tells the guard: a remote's release is about to load, so its code may soon insert rules. */
export interface RuntimeStyleGuard {
  learn(entry: RegistryEntry): void;
}

/** The scoper, a lazy chunk (never preloaded at boot: PreloadBootChunksPlugin skips `lazy-`), parsing with `native`. */
const loadScoper = (native: NativeSheetCalls) => (): Promise<RuleScoper> =>
  import(/* webpackChunkName: "lazy-runtimeStyleScoper" */ './scoper/createRuleScoper').then(({ createRuleScoper }) =>
    createRuleScoper((text) => {
      const scratch = new CSSStyleSheet();
      native.replaceSync.call(scratch, text);
      return scratch.cssRules;
    }),
  );

/**
 * Scopes to its slot every style rule a remote's code adds at run time (CSS-in-JS) and reports, once per remote, the
 * ones that targeted the whole page (docs/decisions/0060). Installed by the entry script, before any remote code runs.
 */
export function installRuntimeStyleGuard(reportFailure: FailureReporter): RuntimeStyleGuard {
  const folders = new ReleaseFolders();
  // The stack is read only once a remote has started loading: before that, no rule can be a remote's.
  const ownerNow = () => (folders.empty ? undefined : ownerOfStack(new Error().stack, folders));
  const prototype = CSSStyleSheet.prototype;
  const native = nativeSheetCalls(prototype);
  const scoping = new RuntimeStyleScoping(native, loadScoper(native), reportPageWide(reportFailure));
  interceptStyleSheets(prototype, native, ownerNow, scoping);
  lendSheets(document, ownerNow);
  return {
    // The scoper is asked for at a remote's first insert, not here: a page whose remotes insert no rule never
    // downloads it, and it stays off the cold visit's critical path (e2e/performanceGuards.spec.ts).
    learn: (entry) => folders.learn(entry),
  };
}
