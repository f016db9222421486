import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RenderBoundaryProps {
  children: ReactNode;
  /** Called once per caught error; the owner decides what to show instead. */
  onError: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Catches what React lets error boundaries catch: errors thrown while rendering, in lifecycle methods and in effects
 * of its subtree. It does NOT catch errors thrown in event handlers or in async code; `useInteractionErrors` covers
 * event handlers. While errored it renders nothing; the owner swaps it for the fallback screen.
 */
export class RenderBoundary extends Component<RenderBoundaryProps, { errored: boolean }> {
  override state = { errored: false };

  static getDerivedStateFromError(): { errored: boolean } {
    return { errored: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    return this.state.errored ? null : this.props.children;
  }
}
