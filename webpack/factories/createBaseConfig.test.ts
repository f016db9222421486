import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createHostConfig, createRemoteConfig } from '@mfp/webpack-config';
import { SOURCE_MAPS_FOLDER } from './createBaseConfig';
import { createRemoteDevConfig } from '../createDevConfig';
import { repoRoot } from '../repoRoot';

const remoteDir = path.join(repoRoot, 'remotes', 'catalog');
const hostDir = path.join(repoRoot, 'host');
const pluginNames = (plugins: unknown[] | undefined) => (plugins ?? []).map((plugin) => plugin?.constructor.name);

describe('production builds ship no source maps and no standalone page', () => {
  it.each([
    ['the host', createHostConfig({ packageDir: hostDir }), hostDir],
    ['a remote', createRemoteConfig({ name: 'catalog', packageDir: remoteDir }), remoteDir],
  ])('%s writes hidden maps beside dist/, not in it, and clears them before each build', (_what, config, dir) => {
    expect(config.devtool).toBe('hidden-source-map');
    const outputPath = config.output?.path ?? '';
    const mapOfMain = path.resolve(outputPath, String(config.output?.sourceMapFilename).replace('[file]', 'main.js'));
    expect(mapOfMain).toBe(path.join(dir, SOURCE_MAPS_FOLDER, 'main.js.map'));
    expect(path.relative(outputPath, mapOfMain).startsWith('..')).toBe(true);
    expect(pluginNames(config.plugins)).toContain('CleanSourceMaps');
  });

  it("builds the standalone page of a remote only in the dev server's build: the store never holds it", () => {
    const production = createRemoteConfig({ name: 'catalog', packageDir: remoteDir });
    expect(pluginNames(production.plugins)).not.toContain(HtmlWebpackPlugin.name);
    const development = createRemoteConfig({ name: 'catalog', packageDir: remoteDir, mode: 'development' });
    expect(pluginNames(development.plugins)).not.toContain(HtmlWebpackPlugin.name);
    expect(development.devtool).toBe('eval-cheap-module-source-map');
    expect(pluginNames(development.plugins)).not.toContain('CleanSourceMaps');
    expect(pluginNames(createRemoteDevConfig(production).plugins)).toContain(HtmlWebpackPlugin.name);
    // A dev server must not wipe the maps a production build keeps beside dist/.
    expect(pluginNames(createRemoteDevConfig(production).plugins)).not.toContain('CleanSourceMaps');
  });

  it('keeps the host page, which the host server serves with its CSP', () => {
    expect(pluginNames(createHostConfig({ packageDir: hostDir }).plugins)).toContain(HtmlWebpackPlugin.name);
  });
});
