/**
 * A global name a remote defines (`@keyframes`, `@font-face`'s family, `@counter-style`), prefixed with the remote's
 * name: `spin` → `catalog__spin` (docs/decisions/0059). The same prefix in every file, so a name defined in one file
 * and used in another agree without either knowing the other. A name already prefixed is kept.
 */
export function scopedName(remote: string, name: string): string {
  const prefix = `${remote}__`;
  return name.startsWith(prefix) ? name : prefix + name;
}
