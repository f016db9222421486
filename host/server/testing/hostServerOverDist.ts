import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { createHostServer, type HostServerOptions } from '../hostServer';
import { TEST_DIGEST_SECRET } from './fixtures';

/**
 * Test-only: a quiet host server serving `dir` as its build, with the folder store in the same folder as its registry
 * (none written: an empty one). `options` adds to or replaces any of that.
 */
export function hostServerOverDist(dir: string, options: Partial<HostServerOptions> = {}): FastifyInstance {
  return createHostServer({
    hostDist: dir,
    registry: createFolderStore({ dir }),
    allowedRemoteOrigins: [],
    digestSecret: TEST_DIGEST_SECRET,
    logger: false,
    ...options,
  });
}
