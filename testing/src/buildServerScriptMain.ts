import webpack from 'webpack';
import { createServerConfig } from '@mfp/webpack-config';

/**
 * `node --import tsx buildServerScriptMain.ts <packageDir> <name> <outDir>`: the server build of one remote into
 * `outDir`, in a process of its own, so that tests in a browser-like environment (jsdom) can have one built.
 */
const [packageDir = '', name = '', outDir = ''] = process.argv.slice(2);
const config = createServerConfig({ name, packageDir, app: './src/App.tsx' });
const compiler = webpack({ ...config, devtool: false, output: { ...config.output, path: outDir } });
compiler.run((error, stats) =>
  compiler.close(() => {
    if (error || stats?.hasErrors()) {
      console.error(error ?? stats?.toString('errors-only'));
      process.exitCode = 1;
    }
  }),
);
