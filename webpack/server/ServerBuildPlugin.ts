import type { Compiler, WebpackPluginInstance } from 'webpack';

/** What webpack's and Rspack's compilers both offer for one run, and all this plugin reads of the result. */
interface RunnableCompiler {
  run(
    callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(options: object): string }) => void,
  ): void;
  close(callback: () => void): void;
}

/**
 * Builds a remote's server build (decision 0063) after its browser build has written `dist/`, with the same bundler
 * (the compiler's own `webpack` namespace, Rspack's under Rspack), so `createRemoteConfig` stays one configuration and
 * every caller that builds a remote (`mfp build`, `npm run deploy`, `npm start`, the browser tests' fixtures) builds
 * both without knowing it. A server build that fails fails the build, with its errors and how to opt out.
 */
export class ServerBuildPlugin implements WebpackPluginInstance {
  constructor(
    private readonly name: string,
    /** The server build's configuration; `npm run dev:remote -- <name> --ssr` watches it too. */
    readonly serverConfig: () => object,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('MfpServerBuildPlugin', async () => {
      const create = compiler.webpack as unknown as (config: object) => RunnableCompiler;
      const server = create(this.serverConfig());
      const details = await new Promise<string | undefined>((resolve, reject) => {
        server.run((error, stats) => {
          server.close(() => undefined);
          if (error) reject(error);
          else resolve(stats?.hasErrors() ? stats.toString({ all: false, errors: true, colors: false }) : undefined);
        });
      });
      if (details !== undefined)
        throw new Error(
          `The server build of ${this.name} failed (its ./App built for the host's server render, decision 0063). ` +
            `Fix these errors, or pass serverBuild: false to createRemoteConfig to deploy without one:\n${details}`,
        );
    });
  }
}
