import type { RegistryEntry } from '@mfp/shared/registry';
import { serverRenderLimitsOf } from './serverRenderLimitsOf';

const host = { enabled: true, deadlineMs: 1000, memoryMb: 128, outputKb: 4096 };
const catalog: RegistryEntry = {
  name: 'catalog',
  title: 'Catalog',
  route: '/catalog',
  entry: 'http://store.test/remotes/catalog/1.0.0/mf-manifest.json',
  module: './App',
};

describe('serverRenderLimitsOf', () => {
  it("takes the host's limits for a remote the registry sets nothing for, or only switches on", () => {
    expect(serverRenderLimitsOf(host, catalog)).toEqual({ deadlineMs: 1000, memoryMb: 128, outputKb: 4096 });
    expect(serverRenderLimitsOf(host, { ...catalog, serverRender: { enabled: true } })).toEqual({
      deadlineMs: 1000,
      memoryMb: 128,
      outputKb: 4096,
    });
  });

  it("lets a remote's limits override the host's, each on its own", () => {
    const deadline = { ...catalog, serverRender: { enabled: true, deadlineMs: 250 } };
    expect(serverRenderLimitsOf(host, deadline)).toEqual({ deadlineMs: 250, memoryMb: 128, outputKb: 4096 });
    const memory = { ...catalog, serverRender: { enabled: true, memoryMb: 512 } };
    expect(serverRenderLimitsOf(host, memory)).toEqual({ deadlineMs: 1000, memoryMb: 512, outputKb: 4096 });
    const output = { ...catalog, serverRender: { enabled: true, outputKb: 16_384 } };
    expect(serverRenderLimitsOf(host, output)).toEqual({ deadlineMs: 1000, memoryMb: 128, outputKb: 16_384 });
    const all = { ...catalog, serverRender: { enabled: true, deadlineMs: 5000, memoryMb: 64, outputKb: 64 } };
    expect(serverRenderLimitsOf(host, all)).toEqual({ deadlineMs: 5000, memoryMb: 64, outputKb: 64 });
  });

  it('is off when the registry switches the remote off, whatever limits it names', () => {
    expect(serverRenderLimitsOf(host, { ...catalog, serverRender: { enabled: false } })).toBe('off');
    expect(serverRenderLimitsOf(host, { ...catalog, serverRender: { enabled: false, deadlineMs: 250 } })).toBe('off');
  });

  it('is off for every remote when the host switches server rendering off, even one the registry switches on', () => {
    const off = { ...host, enabled: false };
    expect(serverRenderLimitsOf(off, catalog)).toBe('off');
    expect(serverRenderLimitsOf(off, { ...catalog, serverRender: { enabled: true, deadlineMs: 250 } })).toBe('off');
  });
});
