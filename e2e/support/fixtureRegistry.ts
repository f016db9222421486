import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryEntry, ReleaseIntegrity } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { sriOf } from '@mfp/store/files';
import { FIXTURES, fixtureByName, type Fault, type Fixture, type FixtureVariant } from '../fixtures/fixtureCatalogue';
import { FOREIGN_FIXTURES } from '../fixtures/foreignFixtures';
import { VITE_FIXTURES } from '../fixtures/viteFixtures';
import { faultForFile, servedBodyOf } from './faultAnswers';
import { moduleIntegrity } from './moduleIntegrity';
import { stylesheetIntegrity } from './stylesheetIntegrity';

export interface FixtureRegistryOptions {
  /** Output folder of `buildFixtures`, where the integrity of each variant is read from. */
  fixturesDir: string;
  /** Origin of the fault server, e.g. `http://localhost:3460` (no trailing slash). */
  faultOrigin: string;
  /** Origin nothing listens on until `heal('fx_refused')`, e.g. `http://localhost:3461`. */
  refusedOrigin: string;
  /** Load timeout for every fixture but `fx_hang`; omitted from the entries when undefined (host default). */
  timeoutMs?: number;
  /** Load timeout of `fx_hang`, short so the test sees the timeout well within its own. */
  hangTimeoutMs?: number;
}

export const DEFAULT_HANG_TIMEOUT_MS = 1500;

/** `fx_throws_in_render` → `/fx-throws-in-render`: the registry's routes allow no underscores. */
export function fixtureRoute(name: string): string {
  return `/${name.replace(/_/g, '-')}`;
}

/** `fx_throws_in_render` → `Fixture throws in render`: the navigation text. */
export function fixtureTitle(name: string): string {
  return `Fixture ${name.slice('fx_'.length).replace(/_/g, ' ')}`;
}

/** Manifest URL of one built variant on `origin`. */
export function fixtureManifestUrl(origin: string, name: string, variant: FixtureVariant): string {
  return `${origin.replace(/\/$/, '')}/${name}/${variant}/mf-manifest.json`;
}

/**
 * The integrity of one fixture variant as the fault server serves it, which is what a deploy of that release would
 * have recorded: a production host loads no entry without it. A fault that serves other bytes with a 200 (garbage
 * JavaScript, a manifest that is not one) is the release as deployed, not a file changed since, so its bytes are the
 * recorded ones; the other faults answer no file, and the built files are recorded.
 */
function fixtureIntegrity(fixturesDir: string, name: string, variant: FixtureVariant, fault?: Fault): ReleaseIntegrity {
  const served = (file: string) => {
    const injected = variant === 'v1' && fault ? faultForFile(fault, file) : undefined;
    const body = injected && servedBodyOf(injected);
    return body === undefined ? readFileSync(path.join(fixturesDir, name, variant, file)) : Buffer.from(body);
  };
  return { manifest: sriOf(served(REMOTE_MANIFEST_FILE)), entry: sriOf(served(REMOTE_ENTRY_FILE)) };
}

function entryFor(
  fixture: Fixture,
  variant: FixtureVariant,
  origin: string,
  options: FixtureRegistryOptions,
): RegistryEntry {
  const timeoutMs = fixture.fault === 'hang' ? (options.hangTimeoutMs ?? DEFAULT_HANG_TIMEOUT_MS) : options.timeoutMs;
  return {
    name: fixture.name,
    title: fixtureTitle(fixture.name),
    route: fixtureRoute(fixture.name),
    entry: fixtureManifestUrl(origin, fixture.name, variant),
    module: './App',
    version: variant,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    integrity: fixtureIntegrity(options.fixturesDir, fixture.name, variant, fixture.fault),
  };
}

/** What a deploy records beside the manifest's and the entry's integrity for a release whose entry is an ES module. */
function esModuleIntegrity(dir: string): Pick<ReleaseIntegrity, 'modules' | 'styles'> {
  return { modules: moduleIntegrity(dir), styles: stylesheetIntegrity(dir) };
}

/**
 * Registry entries for every fixture at v1: the broken version (behaviour fixtures) or the healthy build the fault
 * server breaks (fault fixtures). `fx_refused` points at `refusedOrigin`, every other fixture at `faultOrigin`.
 */
export function fixtureRegistryEntries(options: FixtureRegistryOptions): RegistryEntry[] {
  const vite = new Set(VITE_FIXTURES.map(({ name }) => name));
  const foreign = [...FOREIGN_FIXTURES, ...VITE_FIXTURES].map(({ name }): RegistryEntry => ({
    name,
    title: fixtureTitle(name),
    route: fixtureRoute(name),
    entry: fixtureManifestUrl(options.faultOrigin, name, 'v1'),
    module: './App',
    version: 'v1',
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    integrity: {
      ...fixtureIntegrity(options.fixturesDir, name, 'v1'),
      // An ES-module entry: a deploy records every module file's and stylesheet's integrity (decisions 0055, 0058).
      ...(vite.has(name) ? esModuleIntegrity(path.join(options.fixturesDir, name, 'v1')) : {}),
    },
  }));
  return [
    ...FIXTURES.map((fixture) =>
      entryFor(fixture, 'v1', fixture.fault === 'refused' ? options.refusedOrigin : options.faultOrigin, options),
    ),
    ...foreign,
  ];
}

/**
 * The "fixed and redeployed" entry of a fixture: the same name and route, at v2 (always healthy) on the fault
 * server, which never faults v2 files. For `fx_refused` this is a redeploy to a working origin; to bring back the
 * refusing origin itself, call the fault server's `heal('fx_refused')` instead.
 */
export function healedEntry(name: string, options: FixtureRegistryOptions): RegistryEntry {
  return entryFor(fixtureByName(name), 'v2', options.faultOrigin, options);
}
