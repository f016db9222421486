import { AUTHORIZATION_SCHEME, DEPLOY_HEADERS, KIT_PACKAGE } from '@mfp/shared/deploy';
import kitPackage from '../../package.json';
import { UsageError } from '@mfp/settings/command';
import { ciProvenance } from './ciProvenance';

const TOKEN_VARIABLE = 'MFP_DEPLOY_TOKEN';

/** Who sends the request, for the server's log: `@mfp/remote-kit@1.0.0`. */
const KIT_CLIENT = `${KIT_PACKAGE}@${kitPackage.version}`;

/** The deploy token from the environment; never an option, so it stays out of shell history and process lists. */
export function deployToken(env: NodeJS.ProcessEnv, remote: string): string {
  const token = env[TOKEN_VARIABLE]?.trim();
  if (token) return token;
  throw new UsageError(
    `${TOKEN_VARIABLE} is not set: put the deploy token of ${remote} there (in CI, from a secret). The platform team ` +
      `creates one with: npm run tokens -- create --remote ${remote}`,
  );
}

/** The headers of every call: the token, the client, and the commit and CI run when the CI's variables carry them. */
export function apiHeaders(token: string, env: NodeJS.ProcessEnv): Record<string, string> {
  const { commit, ciUrl } = ciProvenance(env);
  return {
    authorization: `${AUTHORIZATION_SCHEME} ${token}`,
    accept: 'application/json',
    [DEPLOY_HEADERS.client]: KIT_CLIENT,
    ...(commit ? { [DEPLOY_HEADERS.commit]: commit } : {}),
    ...(ciUrl ? { [DEPLOY_HEADERS.ciUrl]: ciUrl } : {}),
  };
}
