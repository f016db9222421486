import webpack, { type Configuration } from 'webpack';
import { UserFacingError } from '@mfp/settings/command';
import { formatWarnings, type BuildWarning } from './formatWarnings';

/** What webpack's and Rspack's stats both offer, and all a production run reads of them. */
interface RunStats {
  hasErrors(): boolean;
  hasWarnings(): boolean;
  toString(options: { all: false; errors: true; colors: false }): string;
  toJson(options: { all: false; warnings: true }): { warnings?: BuildWarning[] };
}

interface RunCompiler {
  run(callback: (error: Error | null, stats?: RunStats) => void): void;
  close(callback: () => void): void;
}

/** webpack's or Rspack's export: a compiler from a configuration, and the progress plugin of the same bundler. */
export interface Bundler<Config> {
  (config: Config): RunCompiler;
  ProgressPlugin: new (handler: (fraction: number, message: string) => void) => object;
}

type Print = (line: string) => void;

/**
 * The one production run of a bundler (webpack unless told): coarse progress every 10 %, so a long cold build never
 * looks stuck, the warnings on a few lines, and a build that does not compile as a `UserFacingError` with the
 * bundler's messages, which say where; a stack of the command would not help.
 */
export function compileWithProgress(label: string, config: Configuration, print?: Print): Promise<void>;
export function compileWithProgress<Config extends { plugins?: unknown[] }>(
  label: string,
  config: Config,
  print: Print,
  bundler: Bundler<Config>,
): Promise<void>;
export function compileWithProgress(
  label: string,
  config: { plugins?: unknown[] },
  print: Print = console.log,
  // Each overload pairs a configuration with its own bundler.
  bundler: Bundler<never> = webpack,
): Promise<void> {
  let lastShown = -1;
  const progress = new bundler.ProgressPlugin((fraction, message) => {
    const percent = Math.floor(fraction * 10) * 10;
    if (percent > lastShown) {
      lastShown = percent;
      print(`  [${label}] ${percent}% ${message}`);
    }
  });
  const compiler = bundler({ ...config, plugins: [...(config.plugins ?? []), progress] } as never);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        const details = stats.toString({ all: false, errors: true, colors: false });
        return reject(new UserFacingError(`Build of ${label} failed. Fix these errors and run again:\n${details}`));
      }
      if (stats?.hasWarnings()) {
        const { warnings = [] } = stats.toJson({ all: false, warnings: true });
        // The kit builds with webpack or Rspack (decision 0028), nothing else.
        for (const line of formatWarnings(label, warnings, bundler === webpack ? 'webpack' : 'Rspack')) print(line);
      }
      resolve();
    });
  });
}
