import type { FailureReport } from '@mfp/shared/failures';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RegistryProblem } from './parseRegistry';
import { PlatformServicesProvider } from '../boundary/PlatformServices';
import { createFailureReporter } from '../failures/failureReporter';
import { useReportRegistryProblems } from './useReportRegistryProblems';

const unusedLoader = {} as RemoteLoader;

function setup() {
  const sent: FailureReport[] = [];
  const reportFailure = createFailureReporter(async (report) => {
    sent.push(report);
    return '123';
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformServicesProvider services={{ loader: unusedLoader, reportFailure }}>{children}</PlatformServicesProvider>
  );
  const hook = renderHook((problems: RegistryProblem[]) => useReportRegistryProblems(problems), {
    wrapper,
    initialProps: [] as RegistryProblem[],
  });
  return { sent, hook };
}

describe('useReportRegistryProblems', () => {
  it('reports each skipped entry as registry-invalid (MFP-102), named after the entry when it has a name', () => {
    const { sent, hook } = setup();
    hook.rerender([
      { index: 2, name: 'intruder', message: 'entry origin http://evil.example is not an allowed remote origin' },
      { index: 3, message: 'name: expected string' },
    ]);
    expect(sent.map(({ culprit, remote, kind, message }) => ({ culprit, remote, kind, message }))).toEqual([
      {
        culprit: 'registry',
        remote: 'intruder',
        kind: 'registry-invalid',
        message:
          '[MFP-102 registry-invalid] intruder: registry.json entry 2 skipped: entry origin http://evil.example is not an allowed remote origin',
      },
      {
        culprit: 'registry',
        remote: 'registry entry 3',
        kind: 'registry-invalid',
        message: '[MFP-102 registry-invalid] registry entry 3: registry.json entry 3 skipped: name: expected string',
      },
    ]);
  });

  it('does not report the same problem again when the registry is refetched', () => {
    const { sent, hook } = setup();
    const problem = { index: 0, name: 'broken', message: 'route: must start with /' };
    hook.rerender([problem]);
    hook.rerender([{ ...problem }]);
    hook.rerender([{ ...problem }]);
    expect(sent).toHaveLength(1);
  });
});
