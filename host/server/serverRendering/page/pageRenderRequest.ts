import type { PageData } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { FastifyBaseLogger } from 'fastify';
import type { PreloadHint } from '../../pages/routeHints';

/** What a page rendered on the server is made from, for one request. */
export interface PageRenderRequest {
  template: string;
  data: PageData;
  hints: readonly PreloadHint[];
  /** The route's registry entry; none on the host's own pages. */
  entry: RegistryEntry | undefined;
  /** The request's path and query. */
  url: string;
  hostname: string;
  log: FastifyBaseLogger;
}
