import { Component, type ReactNode } from 'react';
import type { PlatformFailure } from '@mfp/shared/failures';
import { toFailure } from '../failures/failureFactory';
import { FallbackScreen } from './FallbackScreen';

interface RootBoundaryState {
  failure: PlatformFailure | null;
}

/**
 * The last line of defence: a failure of the host itself (its shell, header or pages) shows the full-page fallback
 * screen instead of a blank page. Remote failures never reach it; each remote slot has its own boundary.
 * Like every error boundary it does not catch errors in event handlers or async code.
 */
export class RootBoundary extends Component<{ children: ReactNode }, RootBoundaryState> {
  override state: RootBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): RootBoundaryState {
    return { failure: toFailure(error, { culprit: 'host' }) };
  }

  override render(): ReactNode {
    return this.state.failure ? <FallbackScreen failure={this.state.failure} fill="page" /> : this.props.children;
  }
}
