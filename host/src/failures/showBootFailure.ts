import {
  digestLine,
  fallbackScreenContainerStyle,
  fallbackScreenHeading,
  fallbackScreenTextStyle,
} from './fallbackScreenLook';
import { postFailureReport } from './postFailureReport';
import { toReport } from './failureReporter';
import { toFailure } from './failureFactory';

export interface BootFailureOptions {
  /** Where the screen goes; the page's `#root`, or the body when even that is missing. */
  root?: HTMLElement;
  send?: typeof postFailureReport;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: object, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  node.textContent = text;
  return node;
}

/**
 * The last resort, for when the host cannot start at all: its own code failed to download, shared-dependency
 * negotiation failed, or bootstrap threw while it evaluated. React may be unavailable, so the full-page fallback
 * screen is drawn with the DOM; then it is reported like any other failure (`host-failed`) and the digest shown.
 * Once the app has started, the root boundary takes over this job.
 */
export async function showBootFailure(error: unknown, options: BootFailureOptions = {}): Promise<void> {
  const { root = document.getElementById('root') ?? document.body, send = postFailureReport } = options;
  const failure = toFailure(error, { culprit: 'host' });
  console.error(failure);

  const hostname = window.location.hostname;
  const heading = element('h2', fallbackScreenTextStyle, fallbackScreenHeading(hostname, undefined));
  const screen = element('div', { ...fallbackScreenContainerStyle, height: '100vh' }, '');
  screen.setAttribute('role', 'alert');
  screen.dataset.testid = 'fallback-screen';
  screen.dataset.failureKind = failure.kind;
  screen.dataset.failureCode = failure.code;
  const text = document.createElement('div');
  text.append(heading);
  screen.append(text);
  root.replaceChildren(screen);

  const digest = await send(toReport(failure, window.location.href));
  if (!digest) return;
  heading.textContent = fallbackScreenHeading(hostname, digest);
  text.append(element('p', fallbackScreenTextStyle, digestLine(digest)));
}
