import type { Decision, StatelessDecider } from '../store/handleCommand.ts';
import { ReadModelsRebuilt } from './events.ts';

export type MaintenanceCommand = { type: 'RecordReadModelsRebuilt'; result: { events: number; lastPosition: bigint; digest: string; milliseconds: number; swapMilliseconds: number } };

/** The rebuild itself happens in events/rebuild.ts; the log records only that it did, and its result. */
export function decideMaintenance(command: MaintenanceCommand): Decision {
  const { result } = command;
  return [
    ReadModelsRebuilt({
      events: result.events,
      lastPosition: String(result.lastPosition),
      digest: result.digest,
      milliseconds: Math.round(result.milliseconds),
      swapMilliseconds: Math.round(result.swapMilliseconds),
    }),
  ];
}

export const maintenanceDecider: StatelessDecider<MaintenanceCommand> = { decide: decideMaintenance };
