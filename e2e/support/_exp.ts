import { chromium } from '@playwright/test';
import { startFaultServer } from './faultServer';
(async () => {
  const s = await startFaultServer({ fixturesDir: '/tmp/fx', port: 3570, refusedPort: 3571 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(`${s.url}/fx_healthy/v1/index.html`);
  const load = async (version: string) => {
    await page.addScriptTag({ url: `${s.url}/fx_throws_in_render/${version}/remoteEntry.js` });
    return page.evaluate(async () => {
      const c = (window as unknown as Record<string, any>).fx_throws_in_render;
      try { await c.init({}); } catch (e) { return 'init failed ' + (e as Error).message; }
      const factory = await c.get('./App');
      const mod = factory();
      return mod.default.name;
    });
  };
  console.log('v1 App is', await load('v1'));
  console.log('v2 App is', await load('v2'));
  await browser.close();
  await s.close();
})();
