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
import { PreviewBanner } from './PreviewBanner';
import { useKeepPreviewLink } from '../previews/useKeepPreviewLink';
import type { Preview } from '@mfp/shared/page';
import { ShellRoutes } from './ShellRoutes';
import { mainStyle, pageStyle } from './shellLook';

const NO_PROBLEMS: RegistryProblem[] = [];
const NO_REMOTES: RegistryEntry[] = [];

export interface AppProps {
  registry: RegistrySource;
  /** What the server made of the page's preview link, for its banner (decision 0076); absent without one. */
  preview?: Preview;
  /** The tab's preview link, kept in its URLs across client navigations; none on the server. */
  previewLink?: string;
}

export function App({ registry: source, preview, previewLink }: AppProps) {
  const fetched = useRegistry(source.load, source.initial);
  useReportRegistryProblems(fetched.status === 'ready' ? fetched.problems : NO_PROBLEMS);
  const { registry, overrides } = useOverriddenRegistry(fetched);
  const session = useOverrideSession();
  const remotes = registry.status === 'ready' ? registry.remotes : NO_REMOTES;
  const prefetch = usePrefetchItem(remotes, usePrefetchRemote());
  useRouteChangeClock();
  useKeepPreviewLink(previewLink);
  // While the page knows only its route's entry, the navigation names every remote (decision 0043).
  const navigation = navigationOf(registry);
  return (
    <div style={pageStyle}>
      <PreviewBanner preview={preview} />
      <OverrideBanner overrides={overrides} onClear={session.clear} />
      <Header remotes={navigation} prefetch={prefetch} />
      <main style={mainStyle}>
        <ShellRoutes registry={registry} />
      </main>
    </div>
  );
}
