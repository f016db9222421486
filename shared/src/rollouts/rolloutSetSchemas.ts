import * as z from 'zod';
import { ROLLOUT_ENDERS, ROLLOUT_OUTCOMES, ROLLOUT_STATES, ROLLOUT_VERDICTS } from './rolloutSets';

// The records' and the deploy API's schemas of the sets (`rolloutSets.ts`); the status page builds its own in zod/mini.
export const rolloutStateSchema = z.enum(ROLLOUT_STATES);
export const rolloutVerdictSchema = z.enum(ROLLOUT_VERDICTS);
export const rolloutOutcomeSchema = z.enum(ROLLOUT_OUTCOMES);
export const rolloutEnderSchema = z.enum(ROLLOUT_ENDERS);
