import { KIT_PACKAGE, KIT_STAMP_FILE, REMOTE_CONTRACT_VERSION, type KitStamp } from '@mfp/shared/deploy';
import kitPackage from '@mfp/remote-kit/package.json';
import type { Compiler, WebpackPluginInstance } from 'webpack';

export type KitBundler = 'webpack' | 'rspack';

/** What a build by this kit says about itself; the deploy gate reads it to refuse a remote built with another contract. */
export function kitStamp(bundler: KitBundler): KitStamp {
  return { kit: KIT_PACKAGE, version: kitPackage.version, contract: REMOTE_CONTRACT_VERSION, bundler };
}

/**
 * Writes `mfp-kit.json` (the kit stamp) into the build output, beside the manifest. It goes through the compiler's own
 * `webpack` namespace, which Rspack provides with the same names, so one plugin serves both bundlers.
 */
export class KitStampPlugin implements WebpackPluginInstance {
  constructor(private readonly bundler: KitBundler) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const name = 'MfpKitStampPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = `${JSON.stringify(kitStamp(this.bundler), null, 2)}\n`;
        compilation.emitAsset(KIT_STAMP_FILE, new sources.RawSource(json));
      });
    });
  }
}
