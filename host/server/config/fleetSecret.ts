import { readOrCreateStoreSecret } from '@mfp/store/secrets';

/**
 * The secret every host server of a fleet shares (decisions 0015, 0044): DIGEST_SECRET, or the one generated on the
 * first start and kept in the store's folder. Digests, admin sessions and preview links each derive their own key from
 * it. `npm run deploy` signs preview links with the same one, found the same way.
 */
export const fleetSecret = (config: { digestSecret: string | undefined; storeDir: string }): Promise<string> =>
  config.digestSecret === undefined
    ? readOrCreateStoreSecret(config.storeDir, 'digest')
    : Promise.resolve(config.digestSecret);
