import webpack, { type Configuration } from 'webpack';
import { UserFacingError } from '@mfp/remote-kit/command';

/** The parts of a webpack warning worth one line. */
export interface WebpackWarning {
  message: string;
  moduleName?: string;
  loc?: string;
}

const MAX_WARNINGS_SHOWN = 5;

/**
 * One line per warning (its first line, prefixed by where it comes from), capped: a warning is worth seeing, but a
 * hundred of them, in full, would bury the progress lines.
 */
export function formatWarnings(label: string, warnings: readonly WebpackWarning[]): string[] {
  if (warnings.length === 0) return [];
  const lines = [`  [${label}] ⚠ ${warnings.length} webpack warning${warnings.length === 1 ? '' : 's'}:`];
  for (const warning of warnings.slice(0, MAX_WARNINGS_SHOWN)) {
    const where = [warning.moduleName, warning.loc].filter(Boolean).join(' ');
    const firstLine = warning.message.trim().split('\n', 1)[0] ?? '';
    lines.push(`    - ${where ? `${where}: ` : ''}${firstLine}`);
  }
  const hidden = warnings.length - MAX_WARNINGS_SHOWN;
  if (hidden > 0) lines.push(`    … and ${hidden} more`);
  return lines;
}

/** Runs one webpack build, printing coarse progress so a long cold build never looks stuck. */
export function runWebpack(
  label: string,
  config: Configuration,
  print: (line: string) => void = console.log,
): Promise<void> {
  let lastShown = -1;
  const progress = new webpack.ProgressPlugin((fraction, message) => {
    const percent = Math.floor(fraction * 10) * 10;
    if (percent > lastShown) {
      lastShown = percent;
      print(`  [${label}] ${percent}% ${message}`);
    }
  });
  const compiler = webpack({ ...config, plugins: [...(config.plugins ?? []), progress] });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        // The source does not compile: webpack's messages say where, and a stack of the build script would not help.
        const details = stats.toString({ all: false, errors: true, colors: false });
        return reject(new UserFacingError(`Build of ${label} failed. Fix these errors and run again:\n${details}`));
      }
      if (stats?.hasWarnings()) {
        const { warnings = [] } = stats.toJson({ all: false, warnings: true });
        for (const line of formatWarnings(label, warnings)) print(line);
      }
      resolve();
    });
  });
}
