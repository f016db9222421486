import { checkCompatibility } from './checkCompatibility';
import { describeProblem } from './describeProblem';
import { remoteManifestSchema, type RemoteManifest } from './manifestSchema';
import catalog from '@mfp/testing/manifests/catalog.json';
import foreignNoReact from '@mfp/testing/manifests/foreign_no_react.json';
import foreignNoRouter from '@mfp/testing/manifests/foreign_no_router.json';
import foreignOk from '@mfp/testing/manifests/foreign_ok.json';
import foreignReact18 from '@mfp/testing/manifests/foreign_react18.json';
import foreignReact18Strict from '@mfp/testing/manifests/foreign_react18_strict.json';
import foreignRouter6 from '@mfp/testing/manifests/foreign_router6.json';

// Real manifests written by @module-federation/enhanced 2.9.2: the catalog remote built by this project's factory, and
// the browser-test fixtures built from the copy-paste config in docs/remote-contract.md (e2e/fixtures/foreign*).
const HOST = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };

const manifest = (json: unknown): RemoteManifest => remoteManifestSchema.parse(json);
const check = (json: unknown) => checkCompatibility(manifest(json).shared, HOST);
const describeAll = (name: string, json: unknown) => {
  const result = check(json);
  return result.status === 'compatible' ? [] : result.problems.map((problem) => describeProblem(name, problem));
};

describe('checkCompatibility', () => {
  it('accepts the factory-built catalog and the documented foreign config', () => {
    expect(check(catalog)).toEqual({ status: 'compatible', softProblems: [] });
    // The foreign fixture exposes a component and renders no root of its own, so it never imports react-dom.
    expect(check(foreignOk)).toEqual({
      status: 'compatible',
      softProblems: [{ type: 'not-shared', package: 'react-dom', hostVersion: '19.3.1', severity: 'soft' }],
    });
  });

  it('refuses a remote built against React 18 (singleton, not strict), naming the package and both versions', () => {
    // The documented block requires the host's range; the version it was built with gives it away.
    expect(describeAll('reviews', foreignReact18)).toEqual([
      'remote `reviews` was built with react 18.3.1, the host provides 19.3.1; majors must agree: pin react to 19.3.1 (npm install react@19.3.1) and require ^19.3.1',
    ]);
  });

  it('refuses a strict React 18 remote the same way (the manifest does not record strictVersion)', () => {
    expect(check(foreignReact18Strict)).toEqual(check(foreignReact18));
    expect(check(foreignReact18Strict).status).toBe('incompatible');
  });

  it('refuses a remote that shares no React at all, so it would bundle its own', () => {
    const result = check(foreignNoReact);
    expect(result.status).toBe('incompatible');
    expect(result.status === 'incompatible' && result.problems).toEqual([
      { type: 'not-shared', package: 'react', hostVersion: '19.3.1', severity: 'hard' },
    ]);
    expect(describeAll('reviews', foreignNoReact)[0]).toMatch(/^remote `reviews` does not share react, so it bundles/);
  });

  it('only notes (soft) a remote that does not share react-router, since it may not use it', () => {
    expect(check(foreignNoRouter)).toEqual({
      status: 'compatible',
      softProblems: [
        { type: 'not-shared', package: 'react-dom', hostVersion: '19.3.1', severity: 'soft' },
        { type: 'not-shared', package: 'react-router', hostVersion: '7.18.5', severity: 'soft' },
      ],
    });
  });

  it('refuses a remote built with a react-router major the host does not have', () => {
    expect(describeAll('reviews', foreignRouter6)).toEqual([
      'remote `reviews` was built with react-router 6.30.6, the host provides 7.18.5; majors must agree: pin react-router to 7.18.5 (npm install react-router@7.18.5) and require ^7.18.5',
    ]);
  });

  it("accepts a remote built with a newer patch of the host's major that requires the host's range (the kit's)", () => {
    const shared = manifest(foreignOk).shared.map((entry) =>
      entry.name === 'react-router' ? { ...entry, version: '7.18.6', requiredVersion: '^7.18.5' } : entry,
    );
    expect(checkCompatibility(shared, HOST).status).toBe('compatible');
  });

  it('refuses a remote requiring a newer patch than the host provides, naming the pin and the host upgrade, not a major', () => {
    const shared = manifest(foreignOk).shared.map((entry) =>
      entry.name === 'react-router' ? { ...entry, version: '7.18.6', requiredVersion: '^7.18.6' } : entry,
    );
    const result = checkCompatibility(shared, HOST);
    expect(
      result.status === 'incompatible' && result.problems.map((problem) => describeProblem('reviews', problem)),
    ).toEqual([
      'remote `reviews` requires react-router ^7.18.6, the host provides 7.18.5; pin react-router to 7.18.5 ' +
        '(npm install react-router@7.18.5) and require ^7.18.5, or ask the platform team to upgrade the host to ' +
        'react-router 7.18.6 or later',
    ]);
  });

  it("accepts a webpack build with a newer React patch: its subpaths' ranges are webpack's `^` of their version", () => {
    // What the kit's webpack factory writes with react 19.3.2 installed: the host's range for react, and for
    // react/jsx-runtime (shared through `react/`) the manifest plugin's `^` of the installed version.
    const shared = manifest(catalog).shared.map((entry) =>
      entry.name === 'react' || entry.name === 'react/jsx-runtime'
        ? { ...entry, version: '19.3.2', requiredVersion: entry.name === 'react' ? '^19.3.1' : '^19.3.2' }
        : entry,
    );
    expect(checkCompatibility(shared, HOST).status).toBe('compatible');
  });

  it("still refuses a subpath's own range the host lacks (Rspack and Vite write the key's range)", () => {
    const shared = manifest(catalog).shared.map((entry) =>
      entry.name === 'react/jsx-runtime' ? { ...entry, requiredVersion: '^19.4.0' } : entry,
    );
    const result = checkCompatibility(shared, HOST);
    expect(result.status === 'incompatible' && result.problems).toEqual([
      expect.objectContaining({ type: 'version-unsatisfied', package: 'react', requiredVersion: '^19.4.0' }),
    ]);
  });

  it('refuses a platform singleton shared without singleton: true', () => {
    const shared = manifest(foreignOk).shared.map((entry) =>
      entry.name === 'react' ? { ...entry, singleton: false } : entry,
    );
    const result = checkCompatibility(shared, HOST);
    expect(result.status === 'incompatible' && result.problems).toEqual([
      { type: 'not-singleton', package: 'react', hostVersion: '19.3.1', severity: 'hard' },
    ]);
  });

  it('refuses subpaths shared without their package, which means the package itself is bundled', () => {
    const shared = manifest(foreignOk).shared.filter((entry) => entry.name !== 'react');
    const result = checkCompatibility(shared, HOST);
    expect(result.status === 'incompatible' && result.problems).toEqual([
      { type: 'not-shared', package: 'react', hostVersion: '19.3.1', severity: 'hard' },
    ]);
  });

  it('flags another major even when the range would accept the host (e.g. ">=18")', () => {
    const shared = manifest(foreignReact18).shared.map((entry) =>
      entry.name.startsWith('react-router') ? entry : { ...entry, requiredVersion: '>=18.0.0' },
    );
    const result = checkCompatibility(shared, HOST);
    expect(result.status === 'incompatible' && result.problems.map((problem) => problem.type)).toEqual([
      'major-mismatch',
    ]);
  });

  it('checks nothing the host does not share', () => {
    expect(checkCompatibility(manifest(foreignRouter6).shared, { react: '19.3.1' }).status).toBe('compatible');
  });
});
