/**
 * The modules the host hands a server build in its realm (`globalThis.__mfpShared[request]`), and nothing else: the
 * platform singletons a remote's `./App` imports, at the host's own copies. `react-dom/server` and `react-dom/client`
 * are not among them: rendering is the host's job, and a remote's `./App` never renders itself.
 */
export const SERVER_SHARED_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-router'] as const;

export type ServerSharedModule = (typeof SERVER_SHARED_MODULES)[number];

/** Whether the host provides `request` to a server build. */
export const isServerSharedModule = (request: string): request is ServerSharedModule =>
  (SERVER_SHARED_MODULES as readonly string[]).includes(request);
