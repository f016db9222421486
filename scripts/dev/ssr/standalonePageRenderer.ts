import {
  createSlotRenderer,
  loadStandaloneRenderer,
  serverRenderedPage,
  slotOfPage,
  type ServerEntryLoad,
  type ServerRenderLimits,
  type SlotRendererOptions,
} from '@mfp/host-server';
import type { RenderSandbox } from '@mfp/sandbox';
import { withoutPlatformParameters, type StandaloneRenderer } from '@mfp/shared/page';
import { loaderDataBlockHtml } from '@mfp/shared/remote';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { ServerBuild } from './watchServerBuild';

export interface StandalonePageRendering {
  /** The remote as its standalone page mounts it (no version: each build names its own). */
  remote: Pick<RegistryEntry, 'name' | 'title' | 'route' | 'entry'>;
  /** The latest server build, `watchServerBuild`'s `current`. */
  serverBuild: () => Promise<ServerBuild>;
  sandbox: Pick<RenderSandbox, 'render'>;
  /** SERVER_RENDER_DEADLINE_MS, SERVER_RENDER_MEMORY_MB and SERVER_RENDER_OUTPUT_KB, as the host reads them. */
  limits: ServerRenderLimits;
  reporting: SlotRendererOptions['reporting'];
  /** The remote's API origins in development (`mfp.apiOrigins`, then SERVER_RENDER_FETCH_ORIGINS): its loader's. */
  apiOrigins?: readonly string[];
  /** The standalone shell's renderer; `loadStandaloneRenderer`, loaded with React on the first page, unless told. */
  shell?: () => StandaloneRenderer;
}

export interface StandalonePageRequest {
  /** The dev build's `index.html`, the page the browser would otherwise render alone. */
  template: string;
  /** The request's path and query. */
  url: string;
  hostname: string;
}

/** The page, and whether the remote said its URL names nothing (answered 404, as the host does). */
export interface StandalonePage {
  html: string;
  notFound: boolean;
}

const failedBuild = (message: string): ServerEntryLoad => ({
  status: 'failed',
  kind: 'server-entry-unreachable',
  message: `the server build did not compile: ${message}`,
});

/**
 * Renders a standalone page on the server (decision 0069) with the host's own pieces: the route's remote through the
 * host's slot renderer (`createSlotRenderer`: the server build run in the sandbox within the host's limits, a failure
 * reported with its digest and log line), then the standalone shell around its HTML (`loadStandaloneRenderer`), then
 * the page with its page data (`serverRenderedPage`), which names the build the browser hydrates.
 */
export function standalonePageRenderer(options: StandalonePageRendering) {
  const shell = options.shell ?? loadStandaloneRenderer;
  return async ({ template, url, hostname }: StandalonePageRequest): Promise<StandalonePage> => {
    const build = await options.serverBuild();
    const version = build.status === 'built' ? build.version : 'dev';
    const server =
      build.status === 'built' ? { entry: build.file, integrity: build.integrity } : { entry: '', integrity: '' };
    const entry: RegistryEntry = {
      ...options.remote,
      module: './App',
      version,
      server,
      serverRender: { enabled: true, apiOrigins: [...(options.apiOrigins ?? [])] },
    };
    const slots = createSlotRenderer({
      sandbox: options.sandbox,
      loadServerEntry: () =>
        Promise.resolve(
          build.status === 'built'
            ? { status: 'loaded', code: build.code, integrity: build.integrity }
            : failedBuild(build.message),
        ),
      limitsOf: () => options.limits,
      reporting: options.reporting,
    });
    const slot = await slots(entry, url);
    const serverSlot = slotOfPage(entry, slot);
    if (!serverSlot) throw new Error(`${entry.name} was not rendered on the server`);
    const rendered = slot.status === 'rendered' ? slot : undefined;
    const markup = await shell()({
      url,
      entry,
      serverSlot,
      hostname,
      ...(rendered ? { slotHtml: rendered.html } : {}),
    });
    // The shell is the host's own code: an error in it is no remote's, and the page goes to the browser to render.
    if (markup.errors.length > 0) throw markup.errors[0];
    const html = serverRenderedPage(
      template,
      { allowedRemoteOrigins: [], serverSlot },
      [],
      markup,
      rendered?.head ?? '',
      // The loader's data, as the host's page carries it (decision 0093): the standalone page hydrates from it too.
      rendered?.data === undefined
        ? ''
        : loaderDataBlockHtml({ remote: entry.name, url: withoutPlatformParameters(url), data: rendered.data }),
    );
    if (html === undefined) throw new Error('index.html has no empty <div id="root"></div> to render into');
    return { html, notFound: rendered?.notFound ?? false };
  };
}
