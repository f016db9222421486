/**
 * `npx tsx bench/load/outputFlood/main.ts`: the output flood alone (`npm run load` runs it with the other
 * server-rendering cases), against the builds `npm run load` or `npm run bench` left; prints its table.
 */
import { runMain } from '../../../scripts/lib/runMain';
import { formatTable } from '../formatTable';
import { outputFloodTableRows } from './outputFloodTableRows';
import { runOutputFloodCase } from './runOutputFloodCase';

runMain(async () => {
  const result = await runOutputFloodCase((line) => console.log(line));
  for (const line of formatTable(outputFloodTableRows(result))) console.log(line);
  console.log(JSON.stringify(result));
});
