/**
 * `npx tsx bench/load/heldHeap/main.ts`: the held-heap case alone (`npm run load` runs it with the other
 * server-rendering cases); needs no build, server or browser. Prints its table.
 */
import { runMain } from '../../../scripts/lib/runMain';
import { formatTable } from '../formatTable';
import { heldHeapTableRows } from './heldHeapTableRows';
import { runHeldHeapCase } from './runHeldHeapCase';

runMain(async () => {
  const result = await runHeldHeapCase((line) => console.log(line));
  for (const line of formatTable(heldHeapTableRows(result))) console.log(line);
  console.log(JSON.stringify(result));
});
