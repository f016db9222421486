/** Issue 32: the server-rendered federated page's rate at least half the server-rendered single bundle's. */
const TARGET_SHARE_OF_SINGLE_BUNDLE = 0.5;

interface TargetRate {
  id: string;
  requestsPerSecond: number;
  errors: number;
}

export interface ServerRenderingShare {
  /** Pages per second of the federated host rendering on the server / of the single bundle rendering in-process. */
  share: number;
  target: number;
  met: boolean;
  errors: { federated: number; singleBundle: number };
}

/** The server-rendered pages' rates of one `npm run load` as a share (decision 0067); undefined without both. */
export function serverRenderingShare(results: readonly TargetRate[]): ServerRenderingShare | undefined {
  const federated = results.find((result) => result.id === 'ssr-federated-html');
  const single = results.find((result) => result.id === 'ssr-single-html');
  if (!federated || !single || single.requestsPerSecond === 0) return undefined;
  const share = federated.requestsPerSecond / single.requestsPerSecond;
  const errors = { federated: federated.errors, singleBundle: single.errors };
  return {
    share: Math.round(share * 100) / 100,
    target: TARGET_SHARE_OF_SINGLE_BUNDLE,
    met: share >= TARGET_SHARE_OF_SINGLE_BUNDLE && errors.federated === 0 && errors.singleBundle === 0,
    errors,
  };
}

/** The share as one line of the load's report. */
export function serverRenderingShareLines(results: readonly TargetRate[]): string[] {
  const figures = serverRenderingShare(results);
  if (!figures) return [];
  const verdict = figures.met ? 'met' : 'not met';
  return [
    `server-rendered federated /catalog: ${figures.share.toFixed(2)} of the server-rendered single bundle's rate, ` +
      `errors ${figures.errors.federated} / ${figures.errors.singleBundle} (target ≥ ${figures.target} with 0 errors: ${verdict})`,
  ];
}
