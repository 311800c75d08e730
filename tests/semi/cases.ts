import type { SemiCase } from './caseTypes.ts';
import { developmentCases } from './development.ts';
import { heldOutCases } from './heldOut.ts';

/** Every evaluation case: the development set, then the held-out set. */
export const allCases: readonly SemiCase[] = [...developmentCases, ...heldOutCases];
