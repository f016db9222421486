import { sriOf } from '../files/releaseIntegrity';
import { recordIntegrity } from './recordIntegrity';

describe('recordIntegrity', () => {
  it('adds one version without touching the others: its manifest and entry, and every file', () => {
    const first = { manifest: sriOf(Buffer.from('a')), entry: sriOf(Buffer.from('b')) };
    const second = { manifest: sriOf(Buffer.from('c')), entry: sriOf(Buffer.from('d')) };
    const files = (text: string) => ({ 'remoteEntry.js': sriOf(Buffer.from(text)) });
    const remote: { integrity?: Record<string, typeof first>; files?: Record<string, Record<string, string>> } = {};
    recordIntegrity(remote, '1.0.0', { release: first, files: files('1') });
    recordIntegrity(remote, '1.1.0', { release: second, files: files('2') });
    expect(remote.integrity).toEqual({ '1.0.0': first, '1.1.0': second });
    expect(remote.files).toEqual({ '1.0.0': files('1'), '1.1.0': files('2') });
  });

  it("records a version's files even when it has no manifest or entry to record", () => {
    const remote: { integrity?: Record<string, never>; files?: Record<string, Record<string, string>> } = {};
    recordIntegrity(remote, '1.0.0', { release: undefined, files: {} });
    expect(remote).toEqual({ files: { '1.0.0': {} } });
  });
});
