import { defineSettings, readSettings, type Setting } from './defineSettings';
import { portSetting } from './readers';
import { SettingsError } from './SettingsError';

/** A setting that records every read, to prove which settings a command reads. */
function counted(reads: string[]): Setting<string | undefined> {
  return { description: 'counted', default: 'none', read: (raw, name) => (reads.push(name), raw) };
}

describe('readSettings', () => {
  it('reads only the settings named, so a bad value of another cannot stop the command', () => {
    const schema = defineSettings({ PORT: portSetting('port', 3000), OTHER: portSetting('other', 3100) });
    expect(readSettings(schema, ['PORT'], { PORT: '4000', OTHER: 'not a port' })).toEqual({ PORT: 4000 });
    expect(() => readSettings(schema, ['OTHER'], { OTHER: 'not a port' })).toThrow(SettingsError);
  });

  it('treats a blank or spaces-only variable as unset, and trims a set one', () => {
    const schema = defineSettings({ PORT: portSetting('port', 3000) });
    expect(readSettings(schema, ['PORT'], { PORT: '' }).PORT).toBe(3000);
    expect(readSettings(schema, ['PORT'], { PORT: '   ' }).PORT).toBe(3000);
    expect(readSettings(schema, ['PORT'], { PORT: ' 4000 ' }).PORT).toBe(4000);
  });

  it('reads a setting another reader asks for once, and validates it', () => {
    const reads: string[] = [];
    const schema = defineSettings({
      BASE: counted(reads),
      DERIVED: {
        description: 'derived',
        default: '<BASE>/x',
        read: (raw: string | undefined, _name: string, context) => raw ?? `${String(context.get('BASE'))}/x`,
      },
      UNUSED: counted(reads),
    });
    expect(readSettings(schema, ['DERIVED', 'BASE'], { BASE: 'b' })).toEqual({ DERIVED: 'b/x', BASE: 'b' });
    expect(reads).toEqual(['BASE']);
  });

  it('refuses to read a setting the schema does not define, which is a bug, not a user error', () => {
    const schema = defineSettings({
      BROKEN: {
        description: '',
        default: '',
        read: (_raw: string | undefined, _name: string, context) => context.get('NOPE'),
      },
    });
    const attempt = () => readSettings(schema, ['BROKEN'], {});
    expect(attempt).toThrow('NOPE is not a setting of this schema');
    expect(attempt).not.toThrow(SettingsError);
  });
});
