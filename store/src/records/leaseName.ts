/** Refuses a lease name that could not be a file name or a lock key: letters, digits and `-`, as the callers' are. */
export function leaseName(name: string): string {
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(name))
    throw new Error(`cannot take lease "${name}": a lease is named with lower-case letters, digits and -`);
  return name;
}
