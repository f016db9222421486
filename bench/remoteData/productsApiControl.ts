/** The bench's products API (bench/serve/benchProductsApi.ts) as the bench drives it: over HTTP, from this process. */
export interface ProductsApiControl {
  /** Sets the latency of every product answer from now on. */
  setLatency(ms: number): Promise<void>;
  /** Product requests answered so far. */
  requests(): Promise<number>;
}

/** Drives the API at `origin`, started with its control routes. */
export function productsApiControl(origin: string): ProductsApiControl {
  return {
    async setLatency(ms) {
      const answer = await fetch(`${origin}/_control/latency?ms=${ms}`, { method: 'POST' });
      if (answer.status !== 204) throw new Error(`the products API refused latency ${ms} ms: ${answer.status}`);
    },
    async requests() {
      const answer = await fetch(`${origin}/_stats`);
      return ((await answer.json()) as { requests: number }).requests;
    },
  };
}
