/**
 * `@mfp/store/secrets`: for servers that need a secret kept for them in the folder STORE_DIR (the host server's digest
 * key), generated on first use.
 */
export { readOrCreateStoreSecret } from './secretFile';
