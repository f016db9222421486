import { KIT_STAMP_FILE, kitStampSchema, REMOTE_CONTRACT_VERSION } from '@mfp/shared/deploy';
import type { GateProblem } from './gateProblem';
import type { ReleaseFiles } from './releaseFiles';

/**
 * The kit stamp's verdict: a release built by `@mfp/remote-kit` carries `mfp-kit.json`, saying which contract its kit
 * speaks; one that speaks another contract, or whose stamp cannot be read, is refused. No stamp is allowed: a remote
 * built from the documented config blocks (docs/remote-contract.md) has none, and the other checks cover it.
 */
export async function kitStampProblem(files: ReleaseFiles): Promise<GateProblem | undefined> {
  const bytes = await files.read(KIT_STAMP_FILE);
  if (bytes === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { kind: 'kit-incompatible', detail: `${KIT_STAMP_FILE} is not JSON` };
  }
  const stamp = kitStampSchema.safeParse(json);
  if (!stamp.success)
    return {
      kind: 'kit-incompatible',
      detail: `${KIT_STAMP_FILE} is not a kit stamp (${stamp.error.issues[0]?.path.join('.') || 'top'}: ${stamp.error.issues[0]?.message})`,
    };
  const { kit, version, contract } = stamp.data;
  if (contract === REMOTE_CONTRACT_VERSION) return undefined;
  return {
    kind: 'kit-incompatible',
    detail: `it was built with ${kit}@${version}, which speaks contract ${contract}; this platform speaks contract ${REMOTE_CONTRACT_VERSION}`,
  };
}
