import type { PreviewLink } from '@mfp/shared/deploy';

/** The preview link's lines: what it shows, until when, and the link on a line of its own, to copy. */
export const describePreview = (remote: string, version: string, preview: PreviewLink): string[] => [
  `  preview link (shows ${remote} ${version} in the host, in one tab; until ${preview.expiresAt}):`,
  `  ${preview.url}`,
];
