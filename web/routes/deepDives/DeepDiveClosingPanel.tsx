import { CallToActionPanel } from '../../components/CallToActionPanel.tsx';
import type { DeepDiveClosing } from '../../content/deepDives.ts';

/** The closing call to action of a deep dive: an external start link and a contact link. */
export function DeepDiveClosingPanel({ closing }: { readonly closing: DeepDiveClosing }) {
  return (
    <CallToActionPanel
      title={closing.title}
      actions={[
        { cta: closing.primary, variant: 'primary' },
        { cta: closing.secondary, variant: 'inverse' },
      ]}
    >
      <p>{closing.body}</p>
    </CallToActionPanel>
  );
}
