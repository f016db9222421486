import { releaseAuthor, setApiOrigins } from '@mfp/store/releases';

/**
 * Makes `origin` the API origins of remote `name` (decision 0093), as the platform team would with `npm run remotes`,
 * so its loader may fetch the example's products API. Left alone when they are already that: each `npm start` would
 * otherwise add an `api-origins` entry to the audit trail.
 */
export async function registerApiOrigin(
  store: Parameters<typeof setApiOrigins>[0],
  storePublicUrl: string,
  { name, origin }: { name: string; origin: string },
): Promise<'set' | 'unchanged'> {
  const current = (await store.control.listRemoteSettings()).find((settings) => settings.name === name);
  const origins = current?.serverRender?.apiOrigins ?? [];
  if (origins.length === 1 && origins[0] === origin) return 'unchanged';
  const { user, host } = releaseAuthor();
  await setApiOrigins(
    store,
    storePublicUrl,
    { name, apiOrigins: [origin] },
    { now: new Date(), by: `${user}@${host}` },
  );
  return 'set';
}
