import { describeBytes, type RemoteStatus } from '@mfp/shared/status';
import { COLOURS, mutedStyle } from './statusLook';

export interface CriticalPathFactProps {
  criticalPath: RemoteStatus['criticalPath'];
}

/**
 * The live release's critical-path gzip bytes against the remote's budget (decision 0072): red when over it (a
 * release forced over the gate, or a budget lowered since), muted parts for what is not known.
 */
export function CriticalPathFact({ criticalPath }: CriticalPathFactProps) {
  const { gzipBytes, budgetBytes } = criticalPath ?? {};
  const over = gzipBytes !== undefined && budgetBytes !== undefined && gzipBytes > budgetBytes;
  return (
    <span data-testid="critical-path" style={over ? { color: COLOURS.bad, fontWeight: 600 } : undefined}>
      {gzipBytes === undefined ? (
        <span style={mutedStyle}>not measured (deployed before releases were weighed)</span>
      ) : (
        `${describeBytes(gzipBytes)} gzip`
      )}
      {budgetBytes === undefined ? (
        <span style={mutedStyle}> · no budget</span>
      ) : (
        ` of a ${describeBytes(budgetBytes)} budget${over ? ', over it' : ''}`
      )}
    </span>
  );
}
