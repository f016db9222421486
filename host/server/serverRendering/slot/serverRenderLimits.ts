/**
 * How long a remote's server render may take, how much memory it may use and how much HTML it may return (KB,
 * decision 0084).
 */
export interface ServerRenderLimits {
  deadlineMs: number;
  memoryMb: number;
  outputKb: number;
}
