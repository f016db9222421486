import { useOverrideSession } from '../overrides/OverrideSessionContext';
import { useOverriddenRegistry } from '../overrides/useOverriddenRegistry';
import { usePrefetchRemote } from '../prefetch/usePrefetchRemote';
import { useReportRegistryProblems } from '../registry/useReportRegistryProblems';
import type { RegistryProblem } from '../registry/parseRegistry';
import type { RegistrySource } from '../registry/registrySource';
import { useRegistry } from '../registry/useRegistry';
import { useRouteChangeClock } from '../timings/useMountTiming';
import { Header } from './Header';
import { OverrideBanner } from './OverrideBanner';
import { ShellRoutes } from './ShellRoutes';
import { mainStyle, pageStyle } from './theme';

const NO_PROBLEMS: RegistryProblem[] = [];

export function App({ registry: source }: { registry: RegistrySource }) {
  const fetched = useRegistry(source.load, source.initial);
  useReportRegistryProblems(fetched.status === 'ready' ? fetched.problems : NO_PROBLEMS);
  const { registry, overrides } = useOverriddenRegistry(fetched);
  const session = useOverrideSession();
  const prefetch = usePrefetchRemote();
  useRouteChangeClock();
  return (
    <div style={pageStyle}>
      <OverrideBanner overrides={overrides} onClear={session.clear} />
      <Header remotes={registry.status === 'ready' ? registry.remotes : []} prefetch={prefetch} />
      <main style={mainStyle}>
        <ShellRoutes registry={registry} />
      </main>
    </div>
  );
}
