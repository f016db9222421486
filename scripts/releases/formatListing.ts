import { shortHash } from '@mfp/store/files';
import type { ListedRelease, RemoteListing } from './releaseListing';

/** `2026-01-31 14:05:09 UTC`: sortable, and unambiguous for a team in several time zones. */
const when = (at: string | undefined) => (at ? `${at.slice(0, 10)} ${at.slice(11, 19)} UTC` : 'time not recorded');

function notes(release: ListedRelease): string[] {
  const notes: string[] = [];
  if (release.live) notes.push('LIVE');
  if (release.lastKnownGood) notes.push('last known good');
  if (release.forcedOver)
    notes.push(`forced over ${release.forcedOver.length} gate problem${release.forcedOver.length === 1 ? '' : 's'}`);
  if (release.abandoned) notes.push('rolled back');
  if (!release.published) notes.push('folder deleted');
  return notes;
}

/** A commit as git shows it short: 7 characters of a hash, anything else as sent. */
const shortCommit = (commit: string) => (/^[0-9a-f]{8,64}$/i.test(commit) ? commit.slice(0, 7) : commit);

/**
 * Who made the release live: the token and the client's address for a deploy through the API (with the commit when
 * the CI sent it), else the user and machine that ran the command.
 */
function who(release: ListedRelease): string {
  if (release.tokenId === undefined) return `by ${release.user}@${release.host}`;
  const from = [
    ...(release.commit !== undefined ? [`commit ${shortCommit(release.commit)}`] : []),
    ...(release.client !== undefined ? [`from ${release.client}`] : []),
  ];
  return `by token ${release.tokenId}${from.length ? ` (${from.join(', ')})` : ''}`;
}

function releaseLines(release: ListedRelease, versionWidth: number): string[] {
  const mark = release.live ? '*' : release.lastKnownGood ? '↩' : ' ';
  const how =
    release.action === 'unrecorded'
      ? 'unrecorded (went live before the history kept details)'
      : `${release.action.padEnd(8)} ${when(release.at)}  ${who(release)}  content ` +
        `${shortHash(release.contentHash ?? '')}`;
  const extra = notes(release);
  const first = `  ${mark} ${release.version.padEnd(versionWidth)}  ${how}${extra.length ? `  [${extra.join(', ')}]` : ''}`;
  // A CI run's address is long: on a line of its own, under the version's columns.
  return release.ciUrl === undefined ? [first] : [first, `    ${' '.repeat(versionWidth)}  CI run ${release.ciUrl}`];
}

/** The text `npm run releases -- <remote>` prints: newest first, `*` live, `↩` the fallback (last known good). */
export function formatListing(listing: RemoteListing): string {
  const width = Math.max(...listing.releases.map((release) => release.version.length), 7);
  const lines = [
    `${listing.remote}: live ${listing.live}, last known good ${listing.lastKnownGood ?? 'none'} ` +
      `(newest first; * live, ↩ last known good)`,
    ...listing.releases.flatMap((release) => releaseLines(release, width)),
  ];
  if (listing.neverLive.length > 0) lines.push(`  published but never live: ${listing.neverLive.join(', ')}`);
  const { rollout } = listing;
  if (rollout)
    lines.push(
      `  rollout of ${rollout.version}: ${rollout.share}% of visitors, ${rollout.state} ` +
        `(npm run deploy -- ${listing.remote} --rollout status)`,
    );
  return lines.join('\n');
}
