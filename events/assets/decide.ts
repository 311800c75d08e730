import type { EventData } from '../store/eventType.ts';
import type { Decision, StatelessDecider } from '../store/handleCommand.ts';
import { AssetsRepaired, ImageGenerated } from './events.ts';

/** Files are written first; the log then records what was rendered. */
export type AssetsCommand =
  | ({ type: 'RecordAssetsRepaired' } & EventData<typeof AssetsRepaired>)
  | ({ type: 'RecordImageGenerated' } & EventData<typeof ImageGenerated>);

export function decideAssets(command: AssetsCommand): Decision {
  switch (command.type) {
    case 'RecordAssetsRepaired':
      // A repair that found nothing to repair changes nothing worth recording.
      return command.repaired.length ? [AssetsRepaired({ repaired: command.repaired })] : [];
    case 'RecordImageGenerated':
      return [ImageGenerated({ parametersHash: command.parametersHash, perspective: command.perspective })];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const assetsDecider: StatelessDecider<AssetsCommand> = { decide: decideAssets };
