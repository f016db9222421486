import { SERVER_BUILD_NAMES, SERVER_MANIFEST_VERSION, type ServerManifest } from '@mfp/shared/serverBuild';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * Writes the server manifest (`mfp-server.json`) beside the server build's one script: its name, the one `./App`
 * expose, and the shared versions it was built against. Through the compiler's `webpack` namespace, which Rspack
 * provides with the same names, as `KitStampPlugin` does.
 */
export class ServerManifestPlugin implements WebpackPluginInstance {
  constructor(private readonly manifest: Omit<ServerManifest, 'entry' | 'schemaVersion'>) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const name = 'MfpServerManifestPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const scripts = [...compilation.entrypoints.values()].flatMap((entry) =>
          [...entry.getFiles()].filter((file) => file.endsWith('.js')),
        );
        if (scripts.length !== 1)
          throw new Error(`The server build must write one script, and wrote ${scripts.length}: ${scripts.join(', ')}`);
        const manifest: ServerManifest = {
          schemaVersion: SERVER_MANIFEST_VERSION,
          ...this.manifest,
          entry: scripts[0]!,
        };
        const json = `${JSON.stringify(manifest, null, 2)}\n`;
        compilation.emitAsset(SERVER_BUILD_NAMES.manifest, new sources.RawSource(json));
      });
    });
  }
}
