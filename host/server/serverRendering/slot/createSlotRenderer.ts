import type { RenderSandbox } from '@mfp/sandbox';
import type { FailureKind } from '@mfp/shared/failures';
import { withoutPlatformParameters, type SlotRenderer, type SlotServerRender } from '@mfp/shared/page';
import { logEvent } from '@mfp/shared/logs';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerEntryLoad, ServerRenderableEntry } from './loadServerEntry';
import type { DroppedHeadReports } from './reportDroppedHead';
import { reportServerFailure, type ServerFailureReporting } from './reportServerFailure';
import type { ServerRenderBreaker } from './serverRenderBreaker';
import type { ServerRenderLimits } from './serverRenderLimits';

export interface SlotRendererOptions {
  sandbox: Pick<RenderSandbox, 'render'>;
  loadServerEntry: (entry: ServerRenderableEntry) => Promise<ServerEntryLoad>;
  /**
   * A remote's deadline, memory and output (the settings', or its registry entry's), or `off` where it is not
   * rendered.
   */
  limitsOf: (entry: RegistryEntry) => ServerRenderLimits | 'off';
  reporting: ServerFailureReporting;
  /** Suspends a page that keeps overrunning (decision 0062); without it every page is tried, as in development. */
  suspension?: { breaker: ServerRenderBreaker; log: Pick<FastifyBaseLogger, 'warn'> };
  /** Logs once per release what its render's head lost (decision 0085). */
  droppedHead?: Pick<DroppedHeadReports, 'report'>;
}

const hasServerBuild = (entry: RegistryEntry): entry is ServerRenderableEntry => entry.server !== undefined;

/**
 * Renders a route's remote on the server for its page: the release's server build, fetched and checked against its
 * recorded SHA-384, run in the sandbox within the remote's deadline, memory and output. A release without a server build, or
 * a remote whose server rendering is off, or a release suspended for overrunning (`ServerRenderBreaker`), is left to
 * the browser (`client-only`). A failure is reported here, once,
 * with the digest the page then carries from its first byte; the browser renders the slot itself.
 *
 * Not covered: which release a page shows (the registry's live one, as for the browser) and overrides, which are the
 * browser's alone and never run on the server.
 */
export function createSlotRenderer(options: SlotRendererOptions): SlotRenderer {
  return async (entry, url, { preview, part = 'page' } = { preview: false }) => {
    const limits = options.limitsOf(entry);
    const version = entry.version;
    if (!hasServerBuild(entry) || version === undefined || limits === 'off') return { status: 'client-only' };
    // Per page (the path) and per release: a remote that loops on one product page keeps its other pages rendered on
    // the server, and one whose every page loops is suspended whatever the path or query (ServerRenderBreaker).
    // The remote's name too: a twin publishing the same server build must not suspend the original (issue 40).
    const release = `${entry.name} ${entry.server.integrity}`;
    const path = url.split('?')[0] ?? url;
    // A client navigation's data has no other way to load: only whole pages are left to the browser.
    if (part === 'page' && options.suspension?.breaker.allows(release, path) === false)
      return { status: 'client-only' };
    const failed = (kind: FailureKind, message: string): SlotServerRender => {
      const failure = { remote: entry.name, version, kind, message, url, preview };
      return { status: 'failed', version, kind, digest: reportServerFailure(failure, options.reporting) };
    };
    const load = await options.loadServerEntry(entry);
    if (load.status === 'failed') return failed(load.kind, load.message);
    // The remote reads the path and query its own links made: the platform's parameters (a preview link's signature
    // above all) never reach its code, which a warm isolate would keep for the next visitor (issue 40).
    const request = {
      remote: entry.name,
      version,
      code: load.code,
      codeId: load.integrity,
      route: entry.route,
      url: withoutPlatformParameters(url),
      // Its own API origins only (decision 0093): the sandbox refuses any other remote's.
      fetchOrigins: entry.serverRender?.apiOrigins ?? [],
      part,
    };
    const { deadlineMs, memoryMb, outputKb } = limits;
    const result = await options.sandbox.render({ ...request, deadlineMs, memoryMb, outputBytes: outputKb * 1024 });
    const suspension = options.suspension?.breaker.record(
      release,
      path,
      result.status === 'failed' ? result.kind : undefined,
    );
    if (suspension)
      options.suspension?.log.warn(
        { ...logEvent('server-render-suspended'), remote: entry.name, version, ...suspension },
        `${entry.name} ${version} overran ${suspension.overruns} times: ${suspension.scope === 'page' ? path : 'every page'} ` +
          `rendered in the browser for ${suspension.forMs} ms`,
      );
    if (result.status === 'failed') return failed(result.kind, result.message);
    const data = result.data === undefined ? {} : { data: result.data };
    if (result.status === 'loaded') return { status: 'loaded', version, ...data };
    if (result.dropped) options.droppedHead?.report(entry.name, version, result.dropped);
    const { html, head, notFound } = result;
    return { status: 'rendered', version, html, head, notFound, ...data };
  };
}
