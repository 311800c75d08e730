import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, in the order they start (the summary `npm test` prints measures them).
 * A long file that starts last keeps one worker busy after the others have finished; started first, it
 * runs beside the short ones. The integration files alternate between those that keep a core busy (servers
 * under load, rendering, replays) and those that mostly wait (feeds' heartbeats, stale periods, processes
 * starting): three of the first kind side by side overload the two cores while, later, three of the second
 * left them idle (up to 60 %, and 12 % on average, for the last 2.5 minutes of the integration files in a clean-clone
 * run; alternated, 0-5 % idle, and the Vitest run 283 s against 290-298 s). A file
 * missing here only runs later; a stale entry only orders the run differently, it changes no result.
 */
export const SLOWEST_FILES = [
  'semi/semi.unit.spec.ts',
  'semi/semanticIndex.unit.spec.ts',
  'semi/trust.unit.spec.ts',
  'semi/understanding.unit.spec.ts',
  'tests/reliability/crash.int.spec.ts',
  'tests/api/presence.int.spec.ts',
  'tests/media/sharedFiles.int.spec.ts',
  'tests/reliability/clientLimits.int.spec.ts',
  'tests/api/lifecycle.int.spec.ts',
  'tests/reliability/hostileGraphql.int.spec.ts',
  'tests/reliability/load.int.spec.ts',
  'tests/production/npmStart.int.spec.ts',
  'tests/production/backup.int.spec.ts',
  'tests/api/adminFeedsAfterSignOut.int.spec.ts',
  'tests/events/logCommands.int.spec.ts',
  'tests/api/migrationLock.int.spec.ts',
  'tests/reliability/responseCacheMemory.int.spec.ts',
  'tests/events/rebuild.int.spec.ts',
  'tests/api/crossProcess.int.spec.ts',
  'tests/api/dataDirLock.int.spec.ts',
  'tests/api/forgetVisitor.int.spec.ts',
  'tests/api/workers.int.spec.ts',
  'tests/events/importAllOrNothing.int.spec.ts',
  'tests/api/knowledgeEdits.int.spec.ts',
  'tests/reliability/adminSignInAndBrowserAttacks.int.spec.ts',
  'tests/assets/generatedBudget.int.spec.ts',
  'tests/media/uploads.int.spec.ts',
];

/**
 * Vitest's order (projects in turn; files it has timings for, slowest first; else the largest first),
 * with the files above moved to the front of the group that runs them (projects of the same
 * `sequence.groupOrder` share one pool of workers) in the order listed: a clean clone has no timings,
 * and size says little about how long a file waits on servers, databases or the sentence encoder.
 */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return at < 0 ? SLOWEST_FILES.length : at;
    };
    return sorted
      .map((spec, index) => ({ spec, index, group: spec.project.config.sequence.groupOrder ?? 0, rank: rank(spec) }))
      .sort((a, b) => a.group - b.group || a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
