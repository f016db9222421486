import { useOverrideSession } from '../overrides/OverrideSessionContext';
import { useOverriddenRegistry } from '../overrides/useOverriddenRegistry';
import type { RegistryEntry } from '@mfp/shared/registry';
import { usePrefetchItem } from '../prefetch/usePrefetchItem';
import { usePrefetchRemote } from '../prefetch/usePrefetchRemote';
import { useReportRegistryProblems } from '../registry/useReportRegistryProblems';
import type { RegistryProblem } from '../registry/parseRegistry';
import type { RegistrySource } from '../registry/registrySource';
import { navigationOf } from '../registry/navigationOf';
import { useRegistry } from '../registry/useRegistry';
import { useRouteChangeClock } from './useRouteChangeClock';
import { Header } from './Header';
import { OverrideBanner } from './OverrideBanner';
import { ShellRoutes } from './ShellRoutes';
import { mainStyle, pageStyle } from './shellLook';

const NO_PROBLEMS: RegistryProblem[] = [];
const NO_REMOTES: RegistryEntry[] = [];

export function App({ registry: source }: { registry: RegistrySource }) {
  const fetched = useRegistry(source.load, source.initial);
  useReportRegistryProblems(fetched.status === 'ready' ? fetched.problems : NO_PROBLEMS);
  const { registry, overrides } = useOverriddenRegistry(fetched);
  const session = useOverrideSession();
  const remotes = registry.status === 'ready' ? registry.remotes : NO_REMOTES;
  const prefetch = usePrefetchItem(remotes, usePrefetchRemote());
  useRouteChangeClock();
  // While the page knows only its route's entry, the navigation names every remote (decision 0043).
  const navigation = navigationOf(registry);
  return (
    <div style={pageStyle}>
      <OverrideBanner overrides={overrides} onClear={session.clear} />
      <Header remotes={navigation} prefetch={prefetch} />
      <main style={mainStyle}>
        <ShellRoutes registry={registry} />
      </main>
    </div>
  );
}
