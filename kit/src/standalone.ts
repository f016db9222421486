/** `@mfp/remote-kit/standalone`: the remote's own page in the host's boundary, for `mfp dev` (browser code). */
export { mountStandalone, type StandaloneOptions } from '@mfp/host/standalone';
