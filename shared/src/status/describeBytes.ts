import { BYTES_PER_KB } from './bytesPerKb';

const grouped = new Intl.NumberFormat('en-US');

/** `152.3 KB (152,301 bytes)`: a byte count in the budget's KB (`BYTES_PER_KB`), with the exact bytes beside it. */
export function describeBytes(bytes: number): string {
  return `${(bytes / BYTES_PER_KB).toFixed(1)} KB (${grouped.format(bytes)} bytes)`;
}
