import { useRegistry } from '../registry/useRegistry';
import { Header } from './Header';
import { ShellRoutes } from './ShellRoutes';
import { mainStyle, pageStyle } from './theme';

export function App() {
  const registry = useRegistry();
  return (
    <div style={pageStyle}>
      <Header remotes={registry.status === 'ready' ? registry.remotes : []} />
      <main style={mainStyle}>
        <ShellRoutes registry={registry} />
      </main>
    </div>
  );
}
