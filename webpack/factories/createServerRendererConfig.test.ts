import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../repoRoot';
import { createServerRendererConfig, SERVER_RENDERER_FILE } from './createServerRendererConfig';

const host = path.join(repoRoot, 'host');
const config = createServerRendererConfig({ packageDir: host });

describe('createServerRendererConfig', () => {
  it('builds for production in every mode, so React gets its production build', () => {
    expect(config.mode).toBe('production');
  });

  it("takes react-router's production build, which no condition of its exports reaches", () => {
    const aliases = Object.values(config.resolve?.alias ?? {}) as string[];
    expect(aliases.length).toBeGreaterThan(0);
    for (const file of aliases) {
      expect(file).toContain(`${path.sep}dist${path.sep}production${path.sep}`);
      expect(existsSync(file)).toBe(true);
    }
  });

  it("writes one file into the host server's dist/, which the host server never serves", () => {
    expect(path.join(config.output?.path ?? '', String(config.output?.filename))).toBe(
      path.join(host, SERVER_RENDERER_FILE),
    );
  });
});
