// Browser side of the measurement, bundled by esbuild for Chromium and never run by Node (browser code to ESLint and
// tsc): the host's own guard, installed as the entry script does, and inserts made by host code, outside any release
// folder.
import { installRuntimeStyleGuard } from '@mfp/host/runtimeStyleGuard';

const page = globalThis as unknown as Record<string, unknown>;

page.installGuard = (remoteFolder: string) => {
  const guard = installRuntimeStyleGuard(() => Promise.resolve(undefined));
  guard.learn({
    name: 'bench',
    title: 'Bench',
    route: '/bench',
    module: './App',
    version: '1.0.0',
    entry: `${remoteFolder}mf-manifest.json`,
  });
};

page.hostInserts = (count: number): number => {
  const Sheet = page.CSSStyleSheet as new () => { insertRule(rule: string, index: number): number };
  const clock = page.performance as { now(): number };
  const sheet = new Sheet();
  const started = clock.now();
  for (let index = 0; index < count; index++) sheet.insertRule(`.h-${index} { color: red; }`, index);
  return clock.now() - started;
};
