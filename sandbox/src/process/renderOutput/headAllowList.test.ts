import { defaultTreeAdapter, html, parseFragment, serializeOuter } from 'parse5';
import { judgeHeadElement } from './headAllowList';

/** The verdict on the one element of `markup`: its kept markup, or why it was dropped. */
function judged(markup: string): string {
  const [element] = parseFragment(defaultTreeAdapter.createElement('head', html.NS.HTML, []), markup, {}).childNodes;
  if (!element || !defaultTreeAdapter.isElementNode(element)) throw new Error(`no element in ${markup}`);
  const verdict = judgeHeadElement(element);
  return 'keep' in verdict ? serializeOuter(verdict.keep) : `dropped: ${verdict.reason}`;
}

describe('judgeHeadElement', () => {
  it('keeps the title, the describing metas and the canonical link, with only the attributes they need', () => {
    expect(judged('<title id="t">Cup &amp; saucer</title>')).toBe('<title>Cup &amp; saucer</title>');
    expect(judged('<meta name="description" content="A &quot;cup&quot;" onclick="x" itemprop="y"/>')).toBe(
      '<meta name="description" content="A &quot;cup&quot;">',
    );
    expect(judged('<meta name="Robots" content="noindex"/>')).toBe('<meta name="robots" content="noindex">');
    expect(judged('<meta property="og:image" content="https://x/a.png"/>')).toBe(
      '<meta property="og:image" content="https://x/a.png">',
    );
    expect(judged('<meta name="twitter:card" content="summary"/>')).toBe(
      '<meta name="twitter:card" content="summary">',
    );
    expect(judged('<meta name="mfp:status" content="404"/>')).toBe('<meta name="mfp:status" content="404">');
    expect(judged('<link rel="canonical" href="/catalog/cup" hreflang="en"/>')).toBe(
      '<link rel="canonical" href="/catalog/cup">',
    );
    expect(judged('<link rel="canonical" href="https://shop.example/cup"/>')).toBe(
      '<link rel="canonical" href="https://shop.example/cup">',
    );
  });

  it("drops what changes how the host's page loads, runs or is served", () => {
    expect(judged('<meta http-equiv="refresh" content="0;url=https://evil.example"/>')).toMatch(/^dropped: http-equiv/);
    expect(judged(`<meta http-equiv="Content-Security-Policy" content="script-src 'none'"/>`)).toMatch(
      /^dropped: http-equiv/,
    );
    expect(judged('<meta name="description" http-equiv="refresh" content="0"/>')).toMatch(/^dropped: http-equiv/);
    expect(judged('<meta charset="utf-7"/>')).toMatch(/^dropped: charset/);
    expect(judged('<base href="https://evil.example/"/>')).toMatch(/^dropped: would change every URL/);
    expect(judged('<script async="" src="/a.js"></script>')).toMatch(/^dropped: the page's scripts/);
    expect(judged('<style data-href="a" data-precedence="d">p{}</style>')).toMatch(/decision 0066/);
    expect(judged('<link rel="stylesheet" href="/s.css" data-precedence="d"/>')).toMatch(/decision 0066/);
    expect(judged('<link rel="preload" href="/a.png" as="image"/>')).toMatch(/canonical only/);
    expect(judged('<link rel="canonical icon" href="/a"/>')).toMatch(/canonical only/);
    expect(judged('<meta name="viewport" content="width=10"/>')).toMatch(/outside the allow-list/);
    expect(judged('<meta name="description"/>')).toBe('dropped: meta without content');
  });

  it('drops a canonical link that is not an http(s) or relative URL', () => {
    for (const href of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'http://[x'])
      expect(judged(`<link rel="canonical" href="${href}"/>`)).toMatch(/^dropped: canonical href/);
  });
});
