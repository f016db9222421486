/**
 * The parent's pid in the text of /proc/<pid>/stat: the fourth field, counted after the command name, which is in
 * parentheses and may itself hold spaces and parentheses (`12 (node (x)) S 7 …`).
 */
export function parentPid(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const parent = Number(fields[1]);
  return Number.isSafeInteger(parent) && parent > 0 ? parent : undefined;
}
