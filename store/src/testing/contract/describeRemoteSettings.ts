import { expect, it } from '@jest/globals';
import type { ControlRecords } from '../../control/ControlRecords';
import { MAX_API_ORIGINS } from '@mfp/shared/registry';
import type { RemoteSettings } from '../../control/controlRecordSchemas';

/**
 * The part of `describeControlRecordsContract` about the platform team's settings of each remote, in a file of its
 * own so the suite stays readable: run inside its `describe`, over the same instance (`current`, fresh per test).
 */
export function describeRemoteSettings(current: () => ControlRecords, at: (minute: number) => string): void {
  it('keeps one settings record a remote, replaced whole, listed by name', async () => {
    const control = current();
    const settings = (name: string, minute: number, extra: Partial<RemoteSettings> = {}): RemoteSettings => ({
      name,
      changedAt: at(minute),
      changedBy: 'ana@build-1',
      ...extra,
    });
    const off = settings('search', 1, { serverRender: { enabled: false } });
    const limits = { deadlineMs: 500, memoryMb: 256, outputKb: 1024 };
    const limited = settings('catalog', 2, { serverRender: { enabled: true, ...limits } });
    await control.setRemoteSettings(off);
    await control.setRemoteSettings(limited);
    await control.setRemoteSettings(settings('cart_2', 3, { serverRender: { enabled: true, memoryMb: 64 } }));
    expect((await control.listRemoteSettings()).map((stored) => stored.name)).toEqual(['cart_2', 'catalog', 'search']);
    const on = settings('catalog', 4, { serverRender: { enabled: true } });
    await control.setRemoteSettings(on);
    expect(await control.listRemoteSettings()).toEqual([
      settings('cart_2', 3, { serverRender: { enabled: true, memoryMb: 64 } }),
      on,
      off,
    ]);
    const outOfBounds = { ...off, serverRender: { enabled: true, deadlineMs: 5 } };
    await expect(control.setRemoteSettings(outOfBounds)).rejects.toThrow();
    const outputOutOfBounds = { ...off, serverRender: { enabled: true, outputKb: 65_537 } };
    await expect(control.setRemoteSettings(outputOutOfBounds)).rejects.toThrow();
    await expect(control.setRemoteSettings({ ...off, name: 'Search' })).rejects.toThrow();
    expect(await control.listRemoteSettings()).toHaveLength(3);
  });

  it("keeps a remote's budget in its settings record beside server render, and refuses one out of bounds", async () => {
    const control = current();
    const both: RemoteSettings = {
      name: 'catalog',
      serverRender: { enabled: false },
      budget: { maxBytes: 150_000 },
      changedAt: at(1),
      changedBy: 'ana@build-1',
    };
    await control.setRemoteSettings(both);
    await control.setRemoteSettings({ name: 'cart', budget: { maxBytes: 1 }, changedAt: at(2) });
    expect(await control.listRemoteSettings()).toEqual([
      { name: 'cart', budget: { maxBytes: 1 }, changedAt: at(2) },
      both,
    ]);
    for (const maxBytes of [0, -5, 1.5, 100_000_001])
      await expect(control.setRemoteSettings({ ...both, budget: { maxBytes } })).rejects.toThrow();
    await control.appendAudit({ at: at(3), action: 'budget', result: 'ok', remote: 'cart', detail: 'budget off' });
    expect((await control.readAudit({ remote: 'cart' })).map((entry) => entry.action)).toEqual(['budget']);
    expect((await control.listRemoteSettings()).find((stored) => stored.name === 'catalog')).toEqual(both);
  });

  it("keeps a remote's API origins in its server-render settings, in order, and refuses a list the registry refuses", async () => {
    const control = current();
    const apiOrigins = ['https://api.example.com', 'http://localhost:4000'];
    const withOrigins: RemoteSettings = {
      name: 'catalog',
      serverRender: { enabled: false, deadlineMs: 500, apiOrigins },
      changedAt: at(1),
      changedBy: 'ana@build-1',
    };
    await control.setRemoteSettings(withOrigins);
    expect(await control.listRemoteSettings()).toEqual([withOrigins]);
    const refused = [
      ['https://API.example.com/'],
      ['api.example.com'],
      ['https://api.example.com/v1'],
      Array.from({ length: MAX_API_ORIGINS + 1 }, (_, index) => `https://api-${index}.example.com`),
    ];
    for (const list of refused)
      await expect(
        control.setRemoteSettings({ ...withOrigins, serverRender: { enabled: true, apiOrigins: list } }),
      ).rejects.toThrow();
    await control.appendAudit({ at: at(2), action: 'api-origins', result: 'ok', remote: 'catalog', detail: 'none' });
    expect((await control.readAudit({ remote: 'catalog' })).map((entry) => entry.action)).toEqual(['api-origins']);
    expect(await control.listRemoteSettings()).toEqual([withOrigins]);
  });
}
