import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_SETTINGS } from '@mfp/host-server';
import { PRODUCTS_API_SETTINGS } from '@mfp/products-api';
import { STORE_SETTINGS } from '@mfp/store';
import { settingsRows, settingsTable, type SettingsRow } from '@mfp/settings';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { DEPLOY_SETTINGS } from '../../scripts/deploy/deploySettings';

/*
 * The settings table (docs/settings.md; it was the README's, and this file keeps the name decision 0024 cites) is the schemas' documentation: every setting a command
 * reads, with its default and what it sets, as the schemas define them. A setting added to a schema and not to the table (or the other way round), or a
 * default changed on one side only, fails here; the message holds the table to paste.
 */

const START = '<!-- settings-table:start -->';
const END = '<!-- settings-table:end -->';

const SCHEMA = { ...SERVER_SETTINGS, ...DEPLOY_SETTINGS, ...PRODUCTS_API_SETTINGS };

/** The rows of the table as written (Prettier pads the cells; the text inside them is what counts). */
function tableRows(): SettingsRow[] {
  const page = readFileSync(path.join(repoRoot, 'docs', 'settings.md'), 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/settings.md has no ${START} … ${END} section`);
  const rows = page
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  return rows.map((row) => {
    const cells = row
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|'));
    const [name = '', defaultText = '', description = ''] = cells;
    return { name: name.replace(/^`(.*)`$/, '$1'), default: defaultText, description };
  });
}

describe("docs/settings.md's settings table", () => {
  it('lists exactly the settings of the schemas, with their defaults and descriptions, in schema order', () => {
    const expected = settingsRows(SCHEMA);
    const table = settingsTable(SCHEMA);
    expect({ rows: tableRows(), paste: table }).toEqual({ rows: expected, paste: table });
  });

  it('is read from the page, not assumed: the schemas hold the settings users set today', () => {
    expect(tableRows().map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'PORT',
        'STORE_DIR',
        'STORE_PUBLIC_URL',
        'ALLOWED_REMOTE_ORIGINS',
        'ERROR_REPORTS_PER_MINUTE',
      ]),
    );
  });
});

describe('docs/running-in-production.md', () => {
  it('names every setting of the store, which production sets on the deploy and on every host server', () => {
    const page = readFileSync(path.join(repoRoot, 'docs', 'running-in-production.md'), 'utf8');
    const storeSettings = settingsRows(STORE_SETTINGS).map((row) => row.name);
    expect(storeSettings).toContain('STORE_FILES_URL');
    expect(storeSettings.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});
