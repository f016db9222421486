import type { NativeSheetCalls } from './nativeSheetCalls';
import { RuntimeStyleScoping } from './RuntimeStyleScoping';
import type { RuleScoper } from './scoper/RuleScoper';

/** A sheet holding rule texts; jsdom's CSSOM is not Chromium's, so the scoping's bookkeeping is tested on its own. */
function fakeSheet() {
  const rules: { cssText: string }[] = [];
  const sheet = {
    cssRules: rules,
    deleteRule: (index: number) => void rules.splice(index, 1),
  } as unknown as CSSStyleSheet;
  return { sheet, texts: () => rules.map((rule) => rule.cssText) };
}

const native: NativeSheetCalls = {
  insertRule(this: CSSStyleSheet, rule: string, index = 0) {
    (this.cssRules as unknown as { cssText: string }[]).splice(index, 0, { cssText: rule });
    return index;
  },
  replaceSync(this: CSSStyleSheet, text: string) {
    const rules = this.cssRules as unknown as { cssText: string }[];
    rules.splice(0, rules.length, ...(text ? [{ cssText: text }] : []));
  },
  replace: () => Promise.reject(new Error('not used')),
};

const scoper: RuleScoper = {
  scope: (text, remote) => ({
    text: `[s="${remote}"] ${text}`,
    pageWide: text.startsWith('body') ? ['body'] : [],
  }),
};
const owner = { remote: 'r', version: '1.0.0' };

describe('RuntimeStyleScoping', () => {
  it('inserts scoped rules once the scoper is there, and tells what targeted the whole page', async () => {
    const pageWide = jest.fn();
    const scoping = new RuntimeStyleScoping(native, () => Promise.resolve(scoper), pageWide);
    await scoping.prepare();
    const { sheet, texts } = fakeSheet();
    expect(scoping.insertRule(sheet, '.a {}', 0, owner)).toBe(0);
    scoping.insertRule(sheet, 'body {}', 1, owner);
    expect(texts()).toEqual(['[s="r"] .a {}', '[s="r"] body {}']);
    expect(pageWide).toHaveBeenCalledWith(owner, ['body']);
  });

  it('holds the place of rules inserted before the scoper arrives with rules that match nothing, then scopes them', async () => {
    let arrive: (scoper: RuleScoper) => void = () => undefined;
    const scoping = new RuntimeStyleScoping(native, () => new Promise((resolve) => (arrive = resolve)), jest.fn());
    const { sheet, texts } = fakeSheet();
    scoping.insertRule(sheet, '.a {}', 0, owner);
    scoping.insertRule(sheet, '.b {}', 0, owner);
    native.insertRule.call(sheet, '.host {}', 0);
    expect(texts()).toEqual(['.host {}', '@media not all {}', '@media not all {}']);
    arrive(scoper);
    await scoping.prepare();
    expect(texts()).toEqual(['.host {}', '[s="r"] .b {}', '[s="r"] .a {}']);
  });

  it('keeps a held rule unapplied when the scoper cannot be loaded, and tries again on the next insert', async () => {
    const load = jest.fn<Promise<RuleScoper>, []>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(scoper);
    const scoping = new RuntimeStyleScoping(native, load, jest.fn());
    const { sheet, texts } = fakeSheet();
    scoping.insertRule(sheet, '.a {}', 0, owner);
    await scoping.prepare().catch(() => undefined);
    await Promise.resolve();
    expect(texts()).toEqual(['@media not all {}']);
    scoping.replaceSync(sheet, '.c {}', owner);
    await scoping.prepare();
    expect(texts()).toEqual(['[s="r"] .c {}']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
