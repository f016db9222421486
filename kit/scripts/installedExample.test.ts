import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installOnce } from './installedExample';

let work: string;
let tarball: string;
let cache: string;

/** A folder as `exampleOutsideWorkspace` hands it over: a package.json, nothing installed. */
async function copyWith(manifest: string): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'copy-'));
  await writeFile(path.join(dir, 'package.json'), manifest);
  return dir;
}

/** What `npm install` leaves: node_modules, a lockfile, and package.json naming the tarball. */
function fakeInstall(dir: string, calls: string[]) {
  return async () => {
    calls.push(dir);
    await mkdir(path.join(dir, 'node_modules', 'kit'), { recursive: true });
    await writeFile(path.join(dir, 'node_modules', 'kit', 'index.js'), `installed in ${dir}`);
    await writeFile(path.join(dir, 'package-lock.json'), '{}');
    await writeFile(path.join(dir, 'package.json'), '{"installed":true}');
  };
}

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'installed-example-'));
  tarball = path.join(work, 'kit.tgz');
  cache = path.join(work, 'cache');
  await writeFile(tarball, `kit bytes ${work}`);
});
afterEach(() => rm(work, { recursive: true, force: true }));

it('installs once per kit and package.json, and copies that install to the next copy', async () => {
  const calls: string[] = [];
  const first = await copyWith('{"name":"reviews"}');
  await installOnce(first, tarball, fakeInstall(first, calls), cache);
  const second = await copyWith('{"name":"reviews"}');
  await installOnce(second, tarball, fakeInstall(second, calls), cache);
  expect(calls).toEqual([first]);
  expect(await readFile(path.join(second, 'node_modules', 'kit', 'index.js'), 'utf8')).toBe(`installed in ${first}`);
  expect(JSON.parse(await readFile(path.join(second, 'package.json'), 'utf8'))).toEqual({ installed: true });
});

it('installs again for another package.json or another kit', async () => {
  const calls: string[] = [];
  const webpack = await copyWith('{"name":"reviews"}');
  await installOnce(webpack, tarball, fakeInstall(webpack, calls), cache);
  const rspack = await copyWith('{"name":"reviews","devDependencies":{"@rspack/core":"1"}}');
  await installOnce(rspack, tarball, fakeInstall(rspack, calls), cache);
  await writeFile(tarball, 'another kit');
  const repacked = await copyWith('{"name":"reviews"}');
  await installOnce(repacked, tarball, fakeInstall(repacked, calls), cache);
  expect(calls).toEqual([webpack, rspack, repacked]);
});
