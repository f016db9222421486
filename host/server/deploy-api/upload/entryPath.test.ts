import { checkEntryPath, entryLabel } from './entryPath';

describe('checkEntryPath', () => {
  it.each([
    ['index.js', 'index.js'],
    ['./index.js', 'index.js'],
    ['././index.js', 'index.js'],
    ['static/js/', 'static/js'],
    ['./', ''],
    ['.', ''],
    ['ünïcødé/файл.js', 'ünïcødé/файл.js'],
    ['...', '...'],
    ['a..b/c..', 'a..b/c..'],
    [`${'é'.repeat(126)}.js`, `${'é'.repeat(126)}.js`], // 129 characters, 255 bytes: the most a segment may have
  ])('accepts %j as %j', (name, relative) => {
    expect(checkEntryPath(name)).toEqual({ ok: true, path: relative });
  });

  it.each([
    ['', /empty/],
    ['..', /climbs out/],
    ['./../x', /climbs out/],
    ['a/..', /climbs out/],
    ['/x', /absolute/],
    ['//x', /absolute/],
    ['\\\\server\\share\\x', /backslash/],
    ['Z:x', /Windows drive/],
    ['x\0y', /NUL/],
    ['x\ty', /control character/],
    ['x\u007fy', /control character/],
    ['a//b', /empty or \. segment/],
    ['a/./b', /empty or \. segment/],
    [`${'é'.repeat(127)}.js`, /segment of its path is longer than 255 bytes/], // 257 bytes in 130 characters
  ])('refuses %j', (name, reason) => {
    const checked = checkEntryPath(name);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toMatch(reason);
  });
});

describe('entryLabel', () => {
  it('quotes a name and escapes what a log line must not carry', () => {
    expect(entryLabel('a\nb\0c')).toBe('"a\\nb\\u0000c"');
  });

  it('cuts a very long name and says how long it was', () => {
    const label = entryLabel('x'.repeat(5000));
    expect(label.length).toBeLessThan(220);
    expect(label).toMatch(/…" \(5000 characters\)$/);
  });
});
