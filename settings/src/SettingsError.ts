/**
 * A setting the user can fix: its message names the variable, what is wrong with its value and what to set instead,
 * so command-line entry points print that one line rather than a stack.
 */
export class SettingsError extends Error {
  override name = 'SettingsError';
}
