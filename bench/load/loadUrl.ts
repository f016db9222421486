import autocannon from 'autocannon';
import { assertLoopback } from './assertLoopback';
import { CONNECTIONS, DURATION_SECONDS } from './loadSettings';

export interface UrlLoad {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Connection errors, timeouts, non-2xx answers, and answers without `bodyMustContain`. */
  errors: number;
}

export interface UrlLoadOptions {
  headers: Record<string, string>;
  /** Text every answer's body must hold; one without it counts as an error. */
  bodyMustContain?: string;
  connections?: number;
}

/** Loads one loopback URL with autocannon for `DURATION_SECONDS`, `CONNECTIONS` at once unless told. */
export async function loadUrl(
  target: string,
  { headers, bodyMustContain, connections = CONNECTIONS }: UrlLoadOptions,
): Promise<UrlLoad> {
  const url = assertLoopback(target).href;
  let wrongBodies = 0;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    headers,
    ...(bodyMustContain && {
      requests: [
        {
          onResponse: (status: number, body: string) => {
            if (status === 200 && !body.includes(bodyMustContain)) wrongBodies += 1;
          },
        },
      ],
    }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: result.errors + result.timeouts + result.non2xx + wrongBodies,
  };
}
