import type { CSSProperties } from 'react';
import { useHydrated } from '../hydration/useHydrated';
import type { OverrideState } from '../overrides/OverrideState';
import { bannerStyle } from './shellLook';

const listStyle: CSSProperties = { margin: '0.25rem 0 0', paddingLeft: '1.25rem' };
const codeStyle: CSSProperties = { wordBreak: 'break-all' };

/**
 * Says, on every page of the tab, which remotes come from somewhere else than the registry, and which overrides were
 * refused and why, with one button that clears them all. Shown only while overrides are on and there is something to
 * say. Values are rendered as text, never as links or markup: they are whatever someone put in a URL. Only the tab
 * knows them, so the banner appears once the page has hydrated the server's markup (decision 0064).
 */
export function OverrideBanner({ overrides, onClear }: { overrides: OverrideState; onClear: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated || overrides.status !== 'on') return null;
  const { active, refused } = overrides;
  if (active.length === 0 && refused.length === 0) return null;
  return (
    <aside aria-label="Remote overrides" data-testid="override-banner" style={bannerStyle}>
      <div>
        {active.length > 0 && (
          <>
            <strong>Overrides active in this tab:</strong>
            <ul style={listStyle} data-testid="active-overrides">
              {active.map((override) => (
                <li key={override.name}>
                  <code>{override.name}</code> from <code style={codeStyle}>{override.manifestUrl}</code>
                  {override.addsRemote ? ' (added to the navigation)' : ''}
                </li>
              ))}
            </ul>
          </>
        )}
        {refused.length > 0 && (
          <>
            <strong>Overrides refused (nothing was loaded from them):</strong>
            <ul style={listStyle} data-testid="refused-overrides">
              {refused.map((override, index) => (
                <li key={index}>
                  <code style={codeStyle}>{override.value}</code>: {override.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button type="button" onClick={onClear}>
        Clear overrides
      </button>
    </aside>
  );
}
