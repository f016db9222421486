import type { PlatformFailure } from '@mfp/shared/failures';
import { ErrorScreen } from './ErrorScreen';
import { usePlatformServices } from '../boundary/PlatformServices';
import { useFailureDigest } from './useFailureDigest';

/** The fallback screen for one failure: reports it and shows the digest once the server has it. */
export function FailureScreen({ failure, fill }: { failure: PlatformFailure; fill: 'page' | 'slot' }) {
  const { reportFailure } = usePlatformServices();
  const digest = useFailureDigest(failure, reportFailure);
  return (
    <div data-failure-kind={failure.kind} data-failure-code={failure.code} style={{ height: '100%' }}>
      <ErrorScreen fill={fill} digest={digest} />
    </div>
  );
}
