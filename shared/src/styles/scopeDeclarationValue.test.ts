import { scopeDeclarationValue } from './scopeDeclarationValue';

describe('scopeDeclarationValue', () => {
  it.each([
    ['animation', 'spin 1s linear infinite', 'r__spin 1s linear infinite'],
    [
      'animation',
      'fade 200ms ease-in, spin 1s infinite reverse both',
      'r__fade 200ms ease-in, r__spin 1s infinite reverse both',
    ],
    ['animation', 'none', 'none'],
    ['animation', 'var(--a) 1s', 'var(--a) 1s'],
    ['animation-name', 'spin, fade', 'r__spin, r__fade'],
    ['animation-name', 'r__spin', 'r__spin'],
    [
      'font-family',
      'Inter, "Open Sans", system-ui, sans-serif',
      '"r__Inter", Inter, "r__Open Sans", "Open Sans", system-ui, sans-serif',
    ],
    ['font-family', 'var(--mfp-font-family)', 'var(--mfp-font-family)'],
    ['font-family', 'inherit', 'inherit'],
    ['font', 'italic bold 12px/30px Georgia, serif', 'italic bold 12px/30px "r__Georgia", Georgia, serif'],
    ['font', '700 1rem system-ui', '700 1rem system-ui'],
    ['font', 'caption', 'caption'],
    ['font', 'var(--f)', 'var(--f)'],
    ['list-style-type', 'thumbs', 'r__thumbs'],
    ['list-style-type', 'decimal', 'decimal'],
    ['list-style', 'inside thumbs', 'inside r__thumbs'],
    ['content', 'counter(item, thumbs) ". "', 'counter(item, r__thumbs) ". "'],
    ['content', 'counters(item, ".", upper-roman)', 'counters(item, ".", upper-roman)'],
    ['--brand', 'spin', 'spin'],
    ['color', 'red', 'red'],
  ])('%s: %s → %s', (property, value, scoped) => {
    expect(scopeDeclarationValue(property, value, 'r')).toBe(scoped);
    expect(scopeDeclarationValue(property, scoped, 'r')).toBe(scoped);
  });

  it('names the family an @font-face defines, and the styles a @counter-style extends or falls back to', () => {
    expect(scopeDeclarationValue('font-family', '"Inter"', 'r', 'font-face')).toBe('"r__Inter"');
    expect(scopeDeclarationValue('font-family', 'Open Sans', 'r', 'font-face')).toBe('"r__Open Sans"');
    expect(scopeDeclarationValue('src', 'url(a.woff2)', 'r', 'font-face')).toBe('url(a.woff2)');
    expect(scopeDeclarationValue('system', 'extends thumbs', 'r', 'counter-style')).toBe('extends r__thumbs');
    expect(scopeDeclarationValue('system', 'extends decimal', 'r', 'counter-style')).toBe('extends decimal');
    expect(scopeDeclarationValue('fallback', 'stars', 'r', 'counter-style')).toBe('r__stars');
  });
});
