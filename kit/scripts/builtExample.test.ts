import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildExampleOnce, exampleBuildKey, keepExampleBuild } from './builtExample';

/** Each test runs `npm run build` up to four times, a second or more each on a loaded machine. */
jest.setTimeout(30_000);

let work: string;
let tarball: string;
let cache: string;
let builds: string;

/**
 * A copy whose `npm run build` writes its source into dist/ and a map into sourcemaps/, and notes each run in
 * `builds`, outside the copy: the cache hands out what a build wrote, and only when nothing it reads changed.
 */
async function copyWith(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'copy-'));
  const build = [
    "const fs = require('node:fs');",
    "fs.mkdirSync('dist'); fs.mkdirSync('sourcemaps');",
    "fs.writeFileSync('dist/main.js', fs.readFileSync('src/main.js'));",
    "fs.writeFileSync('sourcemaps/main.js.map', 'map');",
    `fs.appendFileSync(${JSON.stringify(builds)}, process.cwd() + '\\n');`,
  ].join('\n');
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ scripts: { build: 'node build.js' } }));
  await writeFile(path.join(dir, 'build.js'), build);
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'src', 'main.js'), source);
  return dir;
}

const builtIn = async () => (await readFile(builds, 'utf8').catch(() => '')).split('\n').filter(Boolean);
const distOf = (dir: string) => readFile(path.join(dir, 'dist', 'main.js'), 'utf8');

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'built-example-'));
  tarball = path.join(work, 'kit.tgz');
  cache = path.join(work, 'cache');
  builds = path.join(work, 'builds.txt');
  await writeFile(tarball, 'kit bytes');
});
afterEach(() => rm(work, { recursive: true, force: true }));

it('builds once per set of inputs, and copies that build, maps included, into the next copy', async () => {
  const first = await copyWith('one');
  expect(await buildExampleOnce(first, tarball, cache)).toBe(true);
  const second = await copyWith('one');
  // Not an input: what the install put in node_modules (the lockfile and the kit's tarball stand for it).
  await mkdir(path.join(second, 'node_modules'));
  await writeFile(path.join(second, 'node_modules', 'other.js'), 'other');
  expect(await buildExampleOnce(second, tarball, cache)).toBe(false);
  expect(await builtIn()).toEqual([first]);
  expect(await distOf(second)).toBe('one');
  expect(await readdir(path.join(second, 'sourcemaps'))).toEqual(['main.js.map']);
});

it('builds again for a changed source, another kit or a file added to the copy', async () => {
  const first = await copyWith('one');
  await buildExampleOnce(first, tarball, cache);
  const edited = await copyWith('two');
  await buildExampleOnce(edited, tarball, cache);
  const added = await copyWith('one');
  await writeFile(path.join(added, 'rspack.config.js'), '');
  await buildExampleOnce(added, tarball, cache);
  await writeFile(tarball, 'another kit');
  const repacked = await copyWith('one');
  await buildExampleOnce(repacked, tarball, cache);
  expect(await builtIn()).toEqual([first, edited, added, repacked]);
  expect(await distOf(edited)).toBe('two');
  // Only the newest kit's builds are kept.
  expect(await readdir(cache)).toEqual([await exampleBuildKey(repacked, tarball)]);
});

it('hands out a build kept by whoever built it, under the key taken before that build', async () => {
  const built = await copyWith('one');
  const key = await exampleBuildKey(built, tarball);
  await mkdir(path.join(built, 'dist'));
  await writeFile(path.join(built, 'dist', 'main.js'), 'built by the slow test');
  await keepExampleBuild(built, key, cache);
  const next = await copyWith('one');
  expect(await buildExampleOnce(next, tarball, cache)).toBe(false);
  expect(await distOf(next)).toBe('built by the slow test');
});
