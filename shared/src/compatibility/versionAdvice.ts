import { requiredRange } from './requiredRange';

type Version = [number, number, number];

/** The lowest version a range or version names (`^7.18.6`, `>=7.18.6 <8`, `7.18.6`: 7.18.6; `^7`: 7.0.0). */
function lowestOf(rangeOrVersion: string): Version | undefined {
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(rangeOrVersion);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * What a remote that wants `wanted` of `pkg` (a range it requires, or the version it was built with) changes so that
 * a host on `hostVersion` runs it: always the pin to the host's version and the range the contract's rule requires;
 * and where it wants a newer version than the host has, the host upgrade to ask the platform team for instead.
 */
export function versionAdvice(pkg: string, wanted: string, hostVersion: string): string {
  const pin = `pin ${pkg} to ${hostVersion} (npm install ${pkg}@${hostVersion}) and require ${requiredRange(hostVersion)}`;
  const lowest = lowestOf(wanted);
  const host = lowestOf(hostVersion);
  if (!lowest || !host || compare(lowest, host) <= 0) return pin;
  const upgrade = lowest[0] === host[0] ? `${pkg} ${lowest.join('.')} or later` : `${pkg} ${lowest[0]}`;
  return `${pin}, or ask the platform team to upgrade the host to ${upgrade}`;
}
