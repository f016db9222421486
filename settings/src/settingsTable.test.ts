import { defineSettings } from './defineSettings';
import { portSetting } from './readers';
import { renamedSetting } from './renamedSetting';
import { settingsRows, settingsTable } from './settingsTable';

describe('settingsTable', () => {
  const schema = defineSettings({ PORT: portSetting('Port | of the host', 3000) });

  it('lists each setting with its default and description, in schema order', () => {
    expect(settingsRows(schema)).toEqual([{ name: 'PORT', default: '3000', description: 'Port | of the host' }]);
  });

  it('escapes pipes, which would split a markdown cell', () => {
    expect(settingsTable(schema).split('\n')[2]).toBe('| `PORT` | 3000 | Port \\| of the host |');
  });

  it('leaves out a renamed variable, which is no setting any more', () => {
    const renamed = defineSettings({ OLD_PORT: renamedSetting('PORT', 'it names the port'), ...schema });
    expect(settingsRows(renamed).map((row) => row.name)).toEqual(['PORT']);
  });
});
