/** The parts of a bundler's warning worth one line (webpack's and Rspack's stats name them alike). */
export interface BuildWarning {
  message: string;
  moduleName?: string;
  loc?: string;
}

const MAX_WARNINGS_SHOWN = 5;

/**
 * One line per warning (its first line, prefixed by where it comes from), capped: a warning is worth seeing, but a
 * hundred of them, in full, would bury the progress lines.
 */
export function formatWarnings(label: string, warnings: readonly BuildWarning[], bundler = 'webpack'): string[] {
  if (warnings.length === 0) return [];
  const lines = [`  [${label}] ⚠ ${warnings.length} ${bundler} warning${warnings.length === 1 ? '' : 's'}:`];
  for (const warning of warnings.slice(0, MAX_WARNINGS_SHOWN)) {
    const where = [warning.moduleName, warning.loc].filter(Boolean).join(' ');
    const firstLine = warning.message.trim().split('\n', 1)[0] ?? '';
    lines.push(`    - ${where ? `${where}: ` : ''}${firstLine}`);
  }
  const hidden = warnings.length - MAX_WARNINGS_SHOWN;
  if (hidden > 0) lines.push(`    … and ${hidden} more`);
  return lines;
}
