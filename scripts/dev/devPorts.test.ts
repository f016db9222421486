import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserFacingError } from '@mfp/settings/command';
import { assertDistinctDevPorts, nextFreeDevPort, readDevPort } from './devPorts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-devports-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function remoteWith(mfp: unknown): string {
  const remote = path.join(dir, 'catalog');
  mkdirSync(remote, { recursive: true });
  writeFileSync(path.join(remote, 'package.json'), JSON.stringify({ mfp }));
  return remote;
}

describe('readDevPort', () => {
  it("reads the remote's fixed dev port", () => {
    expect(readDevPort(remoteWith({ devPort: 3004 }))).toBe(3004);
  });

  it.each([
    ['missing', {}, 'is not set'],
    ['a string', { devPort: '3001' }, 'is "3001"'],
    ['privileged', { devPort: 80 }, 'is 80'],
    ['out of range', { devPort: 70_000 }, 'is 70000'],
  ])('refuses a port that is %s, naming the file, the field and an example', (_what, mfp, given) => {
    const remote = remoteWith(mfp);
    expect(() => readDevPort(remote)).toThrow(UserFacingError);
    expect(() => readDevPort(remote)).toThrow(`${path.join(remote, 'package.json')}: "mfp.devPort" ${given}`);
    expect(() => readDevPort(remote)).toThrow('e.g. "devPort": 3001');
  });
});

describe('nextFreeDevPort', () => {
  it('takes the port after the highest one, starting after the host', () => {
    expect(nextFreeDevPort([])).toBe(3001);
    expect(nextFreeDevPort([3001, 3002])).toBe(3003);
    expect(nextFreeDevPort([3005, 3002])).toBe(3006);
  });
});

describe('assertDistinctDevPorts', () => {
  it('accepts distinct ports', () => {
    expect(() =>
      assertDistinctDevPorts([
        { name: 'catalog', port: 3001 },
        { name: 'cart', port: 3002 },
      ]),
    ).not.toThrow();
  });

  it('refuses two remotes on one port, naming both and a free port', () => {
    expect(() =>
      assertDistinctDevPorts([
        { name: 'catalog', port: 3001 },
        { name: 'cart', port: 3001 },
      ]),
    ).toThrow(
      'Remote "cart" has dev port 3001, which remote "catalog" uses too. Give it a free one, e.g. "devPort": 3002',
    );
  });

  it("refuses a remote on the host's port", () => {
    expect(() => assertDistinctDevPorts([{ name: 'catalog', port: 3000 }])).toThrow('the host dev server uses too');
  });
});
