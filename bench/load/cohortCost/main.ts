/**
 * `npx tsx bench/load/cohortCost/main.ts`: the cohort's extra cost per page alone, the case `npm run load` runs last
 * (bench/README.md), without building or starting anything else.
 */
import { cohortCostLine } from './cohortCostLine';
import { measureCohortCost } from './measureCohortCost';

void measureCohortCost(console.log).then((cost) => console.log(`${cohortCostLine(cost)}\n${JSON.stringify(cost)}`));
