import webpack, { type Configuration } from 'webpack';

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
        return reject(
          new Error(`Build of ${label} failed:\n${stats.toString({ all: false, errors: true, colors: false })}`),
        );
      }
      resolve();
    });
  });
}
