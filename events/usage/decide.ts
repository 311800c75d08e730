import type { EventData } from '../store/eventType.ts';
import type { Decision, StatelessDecider } from '../store/handleCommand.ts';
import { UsageScanCompleted } from './events.ts';

/** A scan's complete result: it replaces whatever the previous scan found. */
export type UsageCommand = { type: 'RecordUsageScan' } & EventData<typeof UsageScanCompleted>;

export function decideUsage(command: UsageCommand): Decision {
  switch (command.type) {
    case 'RecordUsageScan':
      return [UsageScanCompleted({ source: command.source, locations: command.locations })];
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
}

export const usageDecider: StatelessDecider<UsageCommand> = { decide: decideUsage };
