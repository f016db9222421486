import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { SettingsError } from '@mfp/settings';
import { describeFilesUrl, type FilesUrl, type FolderStore } from '@mfp/store';
import { storeCacheControl } from '@mfp/store/files';
import { REMOTES_FOLDER } from '@mfp/store/folder';
import Fastify, { type FastifyInstance } from 'fastify';
import { frameworkErrors } from '../http/frameworkErrors';
import { healthRoute } from '../http/healthRoute';
import { serverLogging, type LoggerOption } from '../http/logging';
import { replyNotFound } from '../http/notFound';
import { addSecurityHeaders } from '../http/securityHeaders';
import { serverErrorHandler } from '../http/serverErrorHandler';

export interface StoreServerOptions {
  /**
   * The store whose remotes folder is served, at the same path below this origin (`/remotes/**`): that of its version
   * files' folder (`filesUrl`, STORE_FILES_URL) when they are kept apart from its records, else that of `layout`.
   */
  store: Pick<FolderStore, 'layout'> & { filesUrl?: FilesUrl };
  logger?: LoggerOption;
}

/** The folder of version files to serve; a store whose files are in a bucket has none (its CDN serves them). */
function servedFolder({ layout, filesUrl }: StoreServerOptions['store']): string {
  if (filesUrl === undefined) return layout.remotesDir;
  if (filesUrl.kind === 'folder') return path.join(filesUrl.dir, REMOTES_FOLDER);
  throw new SettingsError(
    `STORE_FILES_URL=${describeFilesUrl(filesUrl)} keeps the version files in a bucket, which the built-in store ` +
      'server cannot serve: browsers load them from STORE_PUBLIC_URL (the bucket or its CDN). Run `npm run serve` ' +
      'for the host server alone, or set STORE_FILES_URL to a folder.',
  );
}

/**
 * The store: deployed remotes on their own origin, the way a CDN would serve them. Only `remotes/` is exposed, so the
 * registry and any deploy bookkeeping kept beside it in the store stay private. Serves a folder store only; a store
 * kept elsewhere (an object store, a CDN origin) serves itself.
 *
 * Nothing is compressed on the fly: publishing writes a `.br` and a `.gz` beside every text file, and the server picks
 * the one the browser accepts (`Vary: Accept-Encoding`), or the plain file. A file published without them (too small
 * to gain) goes out uncompressed.
 */
export function createStoreServer(options: StoreServerOptions): FastifyInstance {
  const remotesDir = servedFolder(options.store);
  const app = Fastify({ ...serverLogging(options.logger), frameworkErrors });
  app.setErrorHandler(serverErrorHandler);
  addSecurityHeaders(app);
  // The host loads these files cross-origin. They are public and fetched without credentials, so any origin may read them.
  app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  app.register(healthRoute);
  app.register(fastifyStatic, {
    root: remotesDir,
    prefix: `/${REMOTES_FOLDER}/`,
    preCompressed: true,
    cacheControl: false, // setHeaders is the one place that decides caching
    // `filePath` is the file sent, which may be a `.br` or `.gz` sibling: it lives in the same folder, so it has the
    // same cache class.
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', storeCacheControl(path.relative(remotesDir, filePath))),
    // No directory listings: a CDN does not publish them, and remotes must not come to depend on them.
    index: false,
    list: false,
    // Nor dotfiles (editor, OS or deploy bookkeeping): answered as if absent, like any file that is not published.
    dotfiles: 'ignore',
  });
  app.setNotFoundHandler((_request, reply) => replyNotFound(reply));
  return app;
}
