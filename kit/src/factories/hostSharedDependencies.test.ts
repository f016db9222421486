import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { requiredRange } from '@mfp/shared/compatibility';
import { sharedDependencies } from '@mfp/webpack-config';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { dependencies as hostDependencies } from '../../../package.json';
import { createRspackRemoteConfig } from '../rspack/createRspackRemoteConfig';
import { createKitRemoteConfig } from './createKitRemoteConfig';
import { hostSharedDependencies } from './hostSharedDependencies';

type Shared = Record<string, { requiredVersion: string; version: string } | undefined>;
const sharedOf = (config: { plugins?: unknown[] }) =>
  (
    config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as {
      _options: { shared: Shared };
    }
  )._options.shared;

/** The host's versions (the root's installed packages), one patch on: what npm gives a team the day after. */
const hostVersions = sharedDependencies();
const newerPatch = (version: string) => version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
const NEWER_ROUTER = newerPatch(hostVersions['react-router']!.version);

// A remote's folder with react-router a patch newer than the host's installed in its own node_modules; React
// resolves from the root's. Inside the kit's ignored pack folder, so that it can.
let newerDir: string;
beforeAll(() => {
  const parent = path.resolve(__dirname, '..', '..', 'pack');
  mkdirSync(parent, { recursive: true });
  newerDir = mkdtempSync(path.join(parent, 'newer-router-'));
  writeFileSync(path.join(newerDir, 'package.json'), '{ "name": "fixture", "version": "1.0.0" }');
  const router = path.join(newerDir, 'node_modules', 'react-router');
  mkdirSync(router, { recursive: true });
  writeFileSync(path.join(router, 'package.json'), JSON.stringify({ name: 'react-router', version: NEWER_ROUTER }));
});
afterAll(() => rmSync(newerDir, { recursive: true, force: true }));

describe("a kit-built remote's shared dependencies", () => {
  it('require the ranges the host is built with, at the versions installed for the remote', () => {
    const shared = hostSharedDependencies(path.join(repoRoot, 'remotes', 'catalog'));
    expect(shared.react).toMatchObject({ singleton: true, requiredVersion: hostDependencies.react });
    expect(shared['react/']).toEqual(shared.react);
    expect(shared['react-dom/']?.requiredVersion).toBe(hostDependencies['react-dom']);
    expect(shared['react-router']?.requiredVersion).toBe(hostDependencies['react-router']);
    expect(shared.react.version).toMatch(/^19\./);
  });

  it("are the contract's version rule: the host's ranges are `^` of the versions the host is built with", () => {
    for (const pkg of ['react', 'react-dom', 'react-router'] as const)
      expect(`${pkg} ${hostDependencies[pkg]}`).toBe(`${pkg} ${requiredRange(hostVersions[pkg]!.version)}`);
  });

  it("require the host's range when npm installed a newer patch, in the webpack and the Rspack factory", () => {
    const host = requiredRange(hostVersions['react-router']!.version);
    const expected = { singleton: true, requiredVersion: host, version: NEWER_ROUTER };
    expect(hostSharedDependencies(newerDir)['react-router']).toEqual(expected);
    expect(sharedOf(createKitRemoteConfig({ name: 'reviews', packageDir: newerDir }))['react-router']).toEqual(
      expected,
    );
    expect(sharedOf(createRspackRemoteConfig({ name: 'reviews', packageDir: newerDir }))['react-router']).toEqual(
      expected,
    );
  });

  it("keep their own range when the installed version is outside the host's (another major), to be refused", () => {
    // A package of the browser-test fixtures with React 18 installed in its own node_modules.
    const shared = hostSharedDependencies(path.join(repoRoot, 'e2e', 'fixtures', 'foreign', 'react18'));
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^18.3.1', version: '18.3.1' });
  });
});
