import { useReportRegistryProblems } from '../registry/useReportRegistryProblems';
import type { RegistryProblem } from '../registry/parseRegistry';
import { useRegistry } from '../registry/useRegistry';
import { Header } from './Header';
import { ShellRoutes } from './ShellRoutes';
import { mainStyle, pageStyle } from './theme';

const NO_PROBLEMS: RegistryProblem[] = [];

export function App() {
  const registry = useRegistry();
  useReportRegistryProblems(registry.status === 'ready' ? registry.problems : NO_PROBLEMS);
  return (
    <div style={pageStyle}>
      <Header remotes={registry.status === 'ready' ? registry.remotes : []} />
      <main style={mainStyle}>
        <ShellRoutes registry={registry} />
      </main>
    </div>
  );
}
