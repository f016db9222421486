import { defineSettings, readSettings } from './defineSettings';
import { publicUrlSetting } from './publicUrlReaders';
import { renamedSetting, replacing } from './renamedSetting';
import { SettingsError } from './SettingsError';

const none = { get: () => undefined };

describe('publicUrlSetting', () => {
  const setting = publicUrlSetting('u', '`http://localhost:3100`', () => 'http://localhost:3100');

  it('reads a URL prefix with a path, normalised, or the fallback when unset', () => {
    expect(setting.read('HTTPS://CDN.example.com/mfp/', 'URL', none)).toBe('https://cdn.example.com/mfp');
    expect(setting.read(undefined, 'URL', none)).toBe('http://localhost:3100');
  });

  it('names the variable, the value, what is wrong and the fix', () => {
    expect(() => setting.read('https://cdn.example.com/mfp?x=1', 'URL', none)).toThrow(
      new SettingsError(
        'URL="https://cdn.example.com/mfp?x=1" is not an http(s) URL prefix: it has a query (?…). Give scheme, ' +
          'host, optional port and optional path, e.g. URL=https://cdn.example.com/mfp, or unset it to use ' +
          'http://localhost:3100.',
      ),
    );
  });
});

describe('renamedSetting', () => {
  const schema = defineSettings({
    OLD_URL: renamedSetting('NEW_URL', 'it now takes a path too'),
    NEW_URL: replacing(
      'OLD_URL',
      publicUrlSetting('u', 'x', () => 'http://localhost:3100'),
    ),
  });

  it('stops whoever reads the new name while the old one is set, naming both', () => {
    expect(() => readSettings(schema, ['NEW_URL'], { OLD_URL: 'http://cdn.example.com' })).toThrow(
      new SettingsError(
        'OLD_URL was renamed to NEW_URL: it now takes a path too. Set NEW_URL instead and unset OLD_URL.',
      ),
    );
  });

  it('is no obstacle while unset or blank', () => {
    expect(readSettings(schema, ['NEW_URL'], { OLD_URL: ' ', NEW_URL: 'http://cdn.example.com/' })).toEqual({
      NEW_URL: 'http://cdn.example.com',
    });
  });
});
