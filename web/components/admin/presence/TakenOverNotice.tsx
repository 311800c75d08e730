import { AmberBox } from '../adminStyles.ts';
import { presenceCopy } from './presenceCopy.ts';

/** Told at once when another administrator takes over this tab's edit; the form below keeps its values. */
export function TakenOverNotice({ by }: { readonly by: string }) {
  return (
    <AmberBox role="alert" data-testid="taken-over-notice">
      {presenceCopy.takenOver(by)}
    </AmberBox>
  );
}
