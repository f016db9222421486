/**
 * Thrown from the runtime plugin's manifest fetch to stop a remote whose shared dependencies the host cannot provide,
 * before its entry runs. The runtime wraps it in its own error; the loader reads the reason from the remote's record.
 */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}
