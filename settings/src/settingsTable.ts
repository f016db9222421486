import type { SettingsSchema } from './defineSettings';

/** One row per setting, as docs/settings.md's table lists them; renamed variables are no settings any more. */
export interface SettingsRow {
  name: string;
  default: string;
  description: string;
}

export function settingsRows(schema: SettingsSchema): SettingsRow[] {
  return Object.entries(schema)
    .filter(([, setting]) => setting.renamedTo === undefined)
    .map(([name, setting]) => ({
      name,
      default: setting.default,
      description: setting.description,
    }));
}

/** The markdown table of a schema's settings, for documentation (its test prints it when the two differ). */
export function settingsTable(schema: SettingsSchema): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| Variable | Default | What it sets |',
    '| --- | --- | --- |',
    ...settingsRows(schema).map((row) => `| \`${row.name}\` | ${cell(row.default)} | ${cell(row.description)} |`),
  ].join('\n');
}
