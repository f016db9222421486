import { readSettings, SettingsError } from '@mfp/settings';
import { SERVER_RENDER_SETTINGS } from './serverRenderSettings';

const NAMES = Object.keys(SERVER_RENDER_SETTINGS) as (keyof typeof SERVER_RENDER_SETTINGS)[];
const read = (env: Record<string, string>) => readSettings(SERVER_RENDER_SETTINGS, NAMES, env);

describe('the server render settings', () => {
  it('default to three renders at once, 128 MB, one second, 4 MB of HTML, no fetch origin and a 50 ms head window', () => {
    expect(read({})).toEqual({
      SERVER_RENDER_POOL_SIZE: 3,
      SERVER_RENDER_MEMORY_MB: 128,
      SERVER_RENDER_DEADLINE_MS: 1000,
      SERVER_RENDER_OUTPUT_KB: 4096,
      SERVER_RENDER_FETCH_ORIGINS: [],
      SERVER_RENDER_HEAD_WINDOW_MS: 50,
    });
  });

  it('take whole numbers within their bounds, and origins without their trailing slash or repeats', () => {
    expect(
      read({
        SERVER_RENDER_POOL_SIZE: '4',
        SERVER_RENDER_MEMORY_MB: '16',
        SERVER_RENDER_DEADLINE_MS: '30000',
        SERVER_RENDER_OUTPUT_KB: '65536',
        SERVER_RENDER_FETCH_ORIGINS: ' https://api.example.com/ , http://localhost:4000,https://api.example.com',
        SERVER_RENDER_HEAD_WINDOW_MS: '0',
      }),
    ).toEqual({
      SERVER_RENDER_POOL_SIZE: 4,
      SERVER_RENDER_MEMORY_MB: 16,
      SERVER_RENDER_DEADLINE_MS: 30_000,
      SERVER_RENDER_OUTPUT_KB: 65_536,
      SERVER_RENDER_FETCH_ORIGINS: ['https://api.example.com', 'http://localhost:4000'],
      SERVER_RENDER_HEAD_WINDOW_MS: 0,
    });
  });

  it.each([
    ['SERVER_RENDER_MEMORY_MB', '8', 'from 16 to 4096: it is the memory one remote'],
    ['SERVER_RENDER_MEMORY_MB', '1e3', 'from 16 to 4096'],
    ['SERVER_RENDER_DEADLINE_MS', '5', 'from 10 to 30000: it is how long a page waits'],
    ['SERVER_RENDER_DEADLINE_MS', '2s', 'from 10 to 30000'],
    ['SERVER_RENDER_OUTPUT_KB', '15', "from 16 to 65536: it is the HTML one remote's server render may return"],
    ['SERVER_RENDER_OUTPUT_KB', '65537', 'from 16 to 65536'],
    ['SERVER_RENDER_OUTPUT_KB', '4MB', 'from 16 to 65536'],
    ['SERVER_RENDER_POOL_SIZE', '0', 'is not a whole number of at least 1'],
    ['SERVER_RENDER_HEAD_WINDOW_MS', '30001', 'from 0 to 30000: it is how long a page waits for its remote before'],
    ['SERVER_RENDER_HEAD_WINDOW_MS', '-1', 'from 0 to 30000'],
  ])('refuses %s=%s, saying the range and the fix', (name, value, expected) => {
    const attempt = () => read({ [name]: value });
    expect(attempt).toThrow(SettingsError);
    expect(attempt).toThrow(`${name}="${value}" `);
    expect(attempt).toThrow(expected);
  });

  it('refuses a fetch origin that is not an origin, naming it and the fix', () => {
    const attempt = () => read({ SERVER_RENDER_FETCH_ORIGINS: 'https://api.example.com,ftp://files.example.com' });
    expect(attempt).toThrow(/contains "ftp:\/\/files\.example\.com", which is not an http\(s\) origin/);
    expect(attempt).toThrow(/or unset it to allow none/);
  });
});
