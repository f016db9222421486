import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { dependencies as hostDependencies } from '../../../package.json';
import { hostSharedDependencies } from './hostSharedDependencies';

describe("a kit-built remote's shared dependencies", () => {
  it('require the ranges the host is built with, at the versions installed for the remote', () => {
    const shared = hostSharedDependencies(path.join(repoRoot, 'remotes', 'catalog'));
    expect(shared.react).toMatchObject({ singleton: true, requiredVersion: hostDependencies.react });
    expect(shared['react/']).toEqual(shared.react);
    expect(shared['react-dom/']?.requiredVersion).toBe(hostDependencies['react-dom']);
    expect(shared['react-router']?.requiredVersion).toBe(hostDependencies['react-router']);
    expect(shared.react.version).toMatch(/^19\./);
  });

  it("keep their own range when the installed version is outside the host's (another major), to be refused", () => {
    // A package of the browser-test fixtures with React 18 installed in its own node_modules.
    const shared = hostSharedDependencies(path.join(repoRoot, 'e2e', 'fixtures', 'foreign', 'react18'));
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^18.3.1', version: '18.3.1' });
  });
});
