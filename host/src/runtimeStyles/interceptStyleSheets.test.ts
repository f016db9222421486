import { interceptStyleSheets } from './interceptStyleSheets';
import type { NativeSheetCalls } from './nativeSheetCalls';
import type { RuntimeStyleScoping } from './RuntimeStyleScoping';

function setUp(owner: { remote: string; version: string } | undefined) {
  const native = {
    insertRule: jest.fn(() => 7),
    replaceSync: jest.fn(),
    replace: jest.fn(() => Promise.resolve({} as CSSStyleSheet)),
  };
  const scoping = { insertRule: jest.fn(() => 3), replaceSync: jest.fn() };
  const prototype = {} as CSSStyleSheet;
  interceptStyleSheets(
    prototype,
    native as unknown as NativeSheetCalls,
    () => owner,
    scoping as unknown as RuntimeStyleScoping,
  );
  return { native, scoping, prototype };
}

describe('interceptStyleSheets', () => {
  it("sends a remote's inserts and replacements to the scoping, with the sheet they were made on", async () => {
    const owner = { remote: 'r', version: '1' };
    const { native, scoping, prototype } = setUp(owner);
    const sheet = Object.create(prototype) as CSSStyleSheet;
    expect(sheet.insertRule('body {}')).toBe(3);
    expect(scoping.insertRule).toHaveBeenCalledWith(sheet, 'body {}', 0, owner);
    sheet.replaceSync('a {}');
    await expect(sheet.replace('b {}')).resolves.toBe(sheet);
    expect(scoping.replaceSync.mock.calls).toEqual([
      [sheet, 'a {}', owner],
      [sheet, 'b {}', owner],
    ]);
    expect(native.insertRule).not.toHaveBeenCalled();
  });

  it("lets every other call through to the browser's own, unchanged", async () => {
    const { native, scoping, prototype } = setUp(undefined);
    const sheet = Object.create(prototype) as CSSStyleSheet;
    expect(sheet.insertRule('body {}', 2)).toBe(7);
    sheet.replaceSync('a {}');
    await sheet.replace('b {}');
    expect(native.insertRule).toHaveBeenCalledWith('body {}', 2);
    expect(native.replaceSync).toHaveBeenCalledWith('a {}');
    expect(native.replace).toHaveBeenCalledWith('b {}');
    expect(scoping.insertRule).not.toHaveBeenCalled();
  });
});
