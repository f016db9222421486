// Browser side of the measurement, bundled by esbuild: the host's own guard, installed as the entry script does.
import { installRuntimeStyleGuard } from '../../host/src/runtimeStyles/installRuntimeStyleGuard';

declare global {
  interface Window {
    installGuard: (remoteFolder: string) => void;
  }
}

window.installGuard = (remoteFolder: string) => {
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
