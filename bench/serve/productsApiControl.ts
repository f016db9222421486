/** The bench's products API (bench/serve/benchProductsApi.ts) as the bench drives it: over HTTP, from this process. */
export interface ProductsApiControl {
  /** Sets the latency of every product answer from now on. */
  setLatency(ms: number): Promise<void>;
  /** Product requests answered so far. */
  requests(): Promise<number>;
  /** Holds every product answer until `release`: an API that accepts and never answers. */
  hold(): Promise<void>;
  release(): Promise<void>;
}

async function post(origin: string, path: string): Promise<void> {
  const answer = await fetch(`${origin}${path}`, { method: 'POST' });
  if (answer.status !== 204) throw new Error(`the products API answered ${path} with ${answer.status}`);
}

/** Drives the API at `origin`, started with its control routes. */
export function productsApiControl(origin: string): ProductsApiControl {
  return {
    setLatency: (ms) => post(origin, `/_control/latency?ms=${ms}`),
    hold: () => post(origin, '/_control/hold'),
    release: () => post(origin, '/_control/release'),
    async requests() {
      const answer = await fetch(`${origin}/_stats`);
      return ((await answer.json()) as { requests: number }).requests;
    },
  };
}
