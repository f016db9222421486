import { registryFromReleases, type ReleasesStore } from '@mfp/store/releases';
import { DeployRefusal } from '../refusal/deployRefusal';

/**
 * Checks that a host would serve `version` of `remote` through a preview link, by the registry's own rule (decision
 * 0074): the running rollout's release, or one of the latest releases published without switching that never went
 * live and whose files are in the store. A link to anything else would be refused by every host as not offered.
 * Returns the remote's route, where the link opens.
 */
export async function previewableVersion(store: ReleasesStore, remote: string, version: string): Promise<string> {
  const releases = (await store.readReleases()).remotes[remote];
  if (!releases)
    throw new DeployRefusal('version-unknown', `${remote} has no releases, so none of them can be previewed.`);
  if (releases.live === version)
    throw new DeployRefusal(
      'preview-invalid',
      `${remote}@${version} is live: open the host at ${releases.route} to see it, no preview link needed.`,
    );
  const published = new Map([[remote, new Set(await store.listVersions(remote))]]);
  const [entry] = registryFromReleases({ remotes: { [remote]: releases } }, '', { published }).remotes;
  const offered = [...(entry?.rollout ? [entry.rollout.release] : []), ...(entry?.previews ?? [])].map(
    (release) => release.version,
  );
  if (offered.includes(version)) return releases.route;
  throw new DeployRefusal(
    'version-unknown',
    `${remote}@${version} is not open to preview: hosts serve a preview of the rollout's release and of the latest ` +
      `releases published without switching (mfp deploy --no-switch) that never went live. Open to preview now: ` +
      `${offered.join(', ') || 'none'}.`,
  );
}
