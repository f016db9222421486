import { printServed } from './printServed';

it('prints the standalone page and the manifest once the first build is done', async () => {
  const lines: string[] = [];
  await printServed({ name: 'catalog', route: '/catalog', port: 3011 }, 2_345, (line) => lines.push(line));
  expect(lines).toEqual([
    '✓ catalog is served (first build 2.3 s)',
    '  standalone page: http://localhost:3011/catalog',
    '  manifest:        http://localhost:3011/mf-manifest.json',
  ]);
});
