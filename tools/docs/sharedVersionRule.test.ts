import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { hostSharedVersions } from '@mfp/deploy';
import { platformSingletonOf, requiredRange, SHARED_VERSION_RULE } from '@mfp/shared/compatibility';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

/*
 * The contract's version rule for the shared singletons, said the same way everywhere (decision 0056): the text in
 * docs/remote-contract.md is the code's constant, and each copy-paste block requires `^` of what the host provides
 * and shares exactly the singletons the app the browser tests build it with imports.
 */
const CONTRACT = readFileSync(path.join(repoRoot, 'docs', 'remote-contract.md'), 'utf8');
const BLOCKS = ['A copy-paste webpack config', 'A copy-paste Rspack config', 'A copy-paste Vite config'];
/** The app the browser tests build each block with (e2e/fixtures/build*Fixtures.ts). */
const EXAMPLE_APP = path.join(repoRoot, 'e2e', 'fixtures', 'foreign-app', 'src');

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

function blockUnder(heading: string): string {
  const section = CONTRACT.split(/^## /m).find((part) => part.startsWith(heading));
  const block = section && /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`docs/remote-contract.md: no \`\`\`js block under "## ${heading}"`);
  return block;
}

/** The block's `shared` option, evaluated with its own `HOST_VERSIONS` and `singleton` lines. */
function sharedOf(block: string): Record<string, unknown> {
  const hostVersions = /^const HOST_VERSIONS = .*;$/m.exec(block)?.[0];
  const singleton = /^const singleton = .*;$/m.exec(block)?.[0];
  const shared = /^ *shared: (\{\n[\s\S]*?\n *\}),$/m.exec(block)?.[1];
  if (!hostVersions || !singleton || !shared)
    throw new Error('a copy-paste block lost its HOST_VERSIONS, singleton or shared lines');
  return runInNewContext(`${hostVersions}\n${singleton}\n(${shared})`) as Record<string, unknown>;
}

/** The platform singletons the example app's sources import. */
function importedSingletons(dir: string): string[] {
  const packages = new Set<string>();
  for (const file of readdirSync(dir)) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, request = ''] of source.matchAll(/from '([^']+)'/g)) {
      const singleton = platformSingletonOf(request);
      if (singleton) packages.add(singleton);
    }
  }
  return [...packages].sort();
}

describe("the contract's version rule for shared singletons", () => {
  it('is stated in docs/remote-contract.md exactly as SHARED_VERSION_RULE says it', () => {
    const stated = /<!-- shared-version-rule -->([\s\S]*?)<!-- \/shared-version-rule -->/.exec(CONTRACT)?.[1];
    if (stated === undefined) throw new Error('docs/remote-contract.md lost its <!-- shared-version-rule --> markers');
    expect(words(stated)).toBe(words(SHARED_VERSION_RULE));
  });

  it.each(BLOCKS)('is what %s requires: `^` of each version the host provides', (heading) => {
    const host = hostSharedVersions();
    const hostVersions = /^const HOST_VERSIONS = (.*);$/m.exec(blockUnder(heading))?.[1];
    expect(runInNewContext(`(${hostVersions})`)).toEqual(host);
    for (const [key, share] of Object.entries(sharedOf(blockUnder(heading)))) {
      const pkg = platformSingletonOf(key) ?? key;
      expect({ key, share }).toEqual({ key, share: { singleton: true, requiredVersion: requiredRange(host[pkg]!) } });
    }
  });

  it.each(BLOCKS)('shares in %s only the singletons the example app imports', (heading) => {
    const imported = importedSingletons(EXAMPLE_APP);
    expect(imported).toContain('react-router');
    const keys = Object.keys(sharedOf(blockUnder(heading)));
    expect([...new Set(keys.map((key) => platformSingletonOf(key.replace(/\/$/, ''))))].sort()).toEqual(imported);
  });
});
