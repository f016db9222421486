/**
 * The fixed names of a remote's server build (decision 0063), for the kit that writes it, the deploy that records it
 * and the host that runs it: the folder of the release it lives in, its manifest there, and the two globals its script
 * meets in the realm that evaluates it.
 */
export const SERVER_BUILD_NAMES = {
  /** The release's folder holding the server build, beside the browser files. */
  folder: 'server',
  /** The server manifest inside that folder. */
  manifest: 'mfp-server.json',
  /** Where the script reads each shared singleton: `globalThis.__mfpShared[request]`. */
  sharedGlobal: '__mfpShared',
  /** Where the script leaves its exposes: `globalThis.__mfpServerExposes = { './App': namespace }`. */
  exposesGlobal: '__mfpServerExposes',
} as const;
