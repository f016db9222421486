import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UserFacingError } from '@mfp/settings/command';
import { parseOrigin } from '@mfp/shared/origins';

/**
 * A remote's API origins in development, `mfp.apiOrigins` in its package.json (decision 0093): `npm run dev`'s host
 * renders nothing on its server, so the slot runs the remote's loader in the browser against these, and the dev page's
 * policy lets it fetch them. None when unset.
 */
export function readDevApiOrigins(remoteDir: string): string[] {
  const packagePath = path.join(remoteDir, 'package.json');
  const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as { mfp?: { apiOrigins?: unknown } };
  const given = pkg.mfp?.apiOrigins;
  if (given === undefined) return [];
  const list = Array.isArray(given) ? (given as unknown[]) : [given];
  return list.map((item) => {
    const reading = typeof item === 'string' ? parseOrigin(item) : undefined;
    if (reading?.kind === 'origin') return reading.origin;
    throw new UserFacingError(
      `${packagePath}: "mfp.apiOrigins" holds ${JSON.stringify(item)}, which is not an http(s) origin` +
        `${reading ? `: it ${reading.problem}` : ''}. Give a list of origins, e.g. "apiOrigins": ["http://127.0.0.1:3200"].`,
    );
  });
}
