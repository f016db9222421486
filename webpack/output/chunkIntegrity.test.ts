import path from 'node:path';
import { createRemoteConfig } from '@mfp/webpack-config';
import { withoutFilelessPlaceholders } from './chunkIntegrity';
import { sriPlaceholder } from './scriptHashPerChunk';
import { createRemoteDevConfig } from '../createDevConfig';
import { repoRoot } from '../repoRoot';

const placeholder = (id: string) => `*-*-*-CHUNK-SRI-HASH-${id}xyz+/=`;
const HASH = `sha384-${'A'.repeat(64)}`;

describe('withoutFilelessPlaceholders', () => {
  const fileless = new Set(['730']);

  it('drops the pair of a chunk without a file, wherever it sits in the map, minified or not', () => {
    expect(withoutFilelessPlaceholders(`r.sriHashes={41:"${HASH}",730:"${placeholder('730')}"};`, fileless)).toBe(
      `r.sriHashes={41:"${HASH}"};`,
    );
    expect(withoutFilelessPlaceholders(`{"730":"${placeholder('730')}","41":"${HASH}"}`, fileless)).toBe(
      `{"41":"${HASH}"}`,
    );
    expect(withoutFilelessPlaceholders(`{1:"${HASH}",730:"${placeholder('730')}",2:"${HASH}"}`, fileless)).toBe(
      `{1:"${HASH}",2:"${HASH}"}`,
    );
    expect(withoutFilelessPlaceholders(`{730:"${placeholder('730')}"}`, fileless)).toBe('{}');
  });

  it("keeps the placeholder of a chunk that has a file, so the SRI plugin's own check fails the build", () => {
    const code = `{41:"${placeholder('41')}",730:"${placeholder('730')}"}`;
    // The kept pair keeps its comma: a trailing comma is valid in an object literal, and the build fails anyway.
    expect(withoutFilelessPlaceholders(code, fileless)).toBe(`{41:"${placeholder('41')}",}`);
  });

  it('leaves code without placeholders untouched, commas and braces included', () => {
    const code = 'const text = ",}"; const map = {a:1,};';
    expect(withoutFilelessPlaceholders(code, fileless)).toBe(code);
  });
});

describe('sriPlaceholder', () => {
  it("is the placeholder webpack-subresource-integrity writes for a chunk's hash, which it replaces ahead of the plugin", () => {
    // The plugin's own function, from the file its package does not export.
    const { makePlaceholder } = jest.requireActual<{
      makePlaceholder: (names: string[], id: string | number) => string;
    }>('webpack-subresource-integrity/util');
    for (const id of [289, '__federation_expose_App', 7])
      expect(sriPlaceholder(id)).toBe(makePlaceholder(['sha384'], id));
  });
});

describe('chunk integrity in the remote build', () => {
  const production = createRemoteConfig({ name: 'reviews', packageDir: path.join(repoRoot, 'remotes', 'catalog') });
  const pluginNames = (config: typeof production) => config.plugins?.map((plugin) => plugin?.constructor.name);

  it('sets crossorigin on chunk scripts and adds the SRI plugin, which puts each hash in the runtime', () => {
    expect(production.output?.crossOriginLoading).toBe('anonymous');
    expect(pluginNames(production)).toEqual(
      expect.arrayContaining([
        'SubresourceIntegrityPlugin',
        'ScriptHashPerChunkPlugin',
        'FilelessChunkPlaceholdersPlugin',
        'StylesheetIntegrityPlugin',
      ]),
    );
  });

  it('leaves the SRI plugin to turn itself off in the dev build, whose hot updates change the files', () => {
    const development = createRemoteDevConfig(production);
    expect(development.mode).toBe('development');
    const sri = development.plugins?.find((plugin) => plugin?.constructor.name === 'SubresourceIntegrityPlugin') as
      { options: { enabled: unknown } } | undefined;
    // "auto": on in production mode only (webpack-subresource-integrity's README).
    expect(sri?.options.enabled).toBe('auto');
  });
});
