/** How long a remote's server render may take and how much memory it may use. */
export interface ServerRenderLimits {
  deadlineMs: number;
  memoryMb: number;
}
