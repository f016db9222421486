import path from 'node:path';
import { originListSetting } from './originReaders';
import { optionalPathSetting, pathSetting, portSetting, positiveCountSetting } from './readers';
import { SettingsError } from './SettingsError';

const none = { get: () => undefined };

describe('the generic readers', () => {
  it('document their default as docs/settings.md shows it', () => {
    expect(portSetting('p', 3000).default).toBe('3000');
    expect(positiveCountSetting('c', 120).default).toBe('120');
  });

  it('read a port from 0 to 65535 and name the variable and the fix otherwise', () => {
    const port = portSetting('p', 3000);
    expect(port.read('0', 'PORT', none)).toBe(0);
    expect(port.read(undefined, 'PORT', none)).toBe(3000);
    expect(() => port.read('65536', 'PORT', none)).toThrow(
      new SettingsError(
        'PORT="65536" is not a valid port: it must be a whole number from 0 to 65535. ' +
          'Set it to a free port, e.g. PORT=3000, or unset it to use 3000.',
      ),
    );
  });

  it('read a count of at least 1', () => {
    const count = positiveCountSetting('c', 120);
    expect(count.read('1', 'N', none)).toBe(1);
    expect(() => count.read('0', 'N', none)).toThrow('N="0" is not a whole number of at least 1');
    expect(() => count.read('1.5', 'N', none)).toThrow(SettingsError);
  });

  it('resolve paths from the current directory', () => {
    expect(optionalPathSetting('d', '').read('rel/x', 'P', none)).toBe(path.resolve('rel/x'));
    expect(optionalPathSetting('d', '').read(undefined, 'P', none)).toBeUndefined();
    expect(pathSetting('d', '/fallback', '').read(undefined, 'P', none)).toBe('/fallback');
  });

  it('read origin lists with parseOrigin, with the default as the example of a value that works', () => {
    const list = originListSetting('l', '', () => 'http://localhost:3100');
    expect(list.read(undefined, 'L', none)).toEqual(['http://localhost:3100']);
    expect(list.read(' https://a.example , ,https://a.example/', 'L', none)).toEqual(['https://a.example']);
    expect(() => list.read(',', 'L', none)).toThrow('L="," lists no origin');
  });
});
