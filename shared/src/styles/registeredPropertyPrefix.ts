/**
 * The prefix of a custom property a remote may register with `@property`: `--<remote>-`. A registration holds for
 * the whole page and cannot be scoped, so a remote registers only names of its own (docs/decisions/0059).
 */
export function registeredPropertyPrefix(remote: string): string {
  return `--${remote}-`;
}
