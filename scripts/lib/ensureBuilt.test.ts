import { mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileWithProgress } from '@mfp/remote-kit/build';
import { inputHash } from '@mfp/webpack-config/inputHash';
import type { BuildTarget } from './buildTargets';
import { BUILD_STAMP, ensureBuilt } from './ensureBuilt';

// No real webpack: the test is about when the stamp is written, and a build would be slow.
jest.mock('@mfp/remote-kit/build', () => ({ compileWithProgress: jest.fn() }));
const build = jest.mocked(compileWithProgress);

let dir: string;
let target: BuildTarget;
let lines: string[];
const stampPath = () => path.join(dir, 'dist', BUILD_STAMP);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-ensure-built-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'index.ts'), 'export {};');
  // Plain CommonJS: ensureBuilt loads the config with Node's own require.
  writeFileSync(path.join(dir, 'webpack.config.ts'), 'exports.default = {};');
  target = { kind: 'host', name: 'host', dir };
  lines = [];
  build.mockReset().mockImplementation(async () => {
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
  });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ensureBuilt', () => {
  it('builds, stamps the inputs, and skips the next time', async () => {
    const first = await ensureBuilt(target, 'production', (line) => lines.push(line));
    expect(first.built).toBe(true);
    expect(readFileSync(stampPath(), 'utf8')).toBe(inputHash(dir, 'production'));
    const second = await ensureBuilt(target, 'production', (line) => lines.push(line));
    expect(second).toMatchObject({ built: false, hash: first.hash });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('writes no stamp when a file changed during the build', async () => {
    build.mockImplementation(async () => {
      mkdirSync(path.join(dir, 'dist'), { recursive: true });
      writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const saved = true;');
    });
    await ensureBuilt(target, 'production', (line) => lines.push(line));
    expect(existsSync(stampPath())).toBe(false);
    expect(lines.at(-1)).toContain('inputs changed during the build');
  });
});
