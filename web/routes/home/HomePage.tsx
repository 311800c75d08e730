import { CallToActionPanel } from '../../components/CallToActionPanel.tsx';
import { home } from '../../content/home.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { ControlBox } from './ControlBox.tsx';
import { HomeHero } from './HomeHero.tsx';
import { HomeProductsSection } from './HomeProductsSection.tsx';
import { PhilosophySection } from './PhilosophySection.tsx';
import { PunctuationSection } from './PunctuationSection.tsx';
import { ResistanceSection } from './ResistanceSection.tsx';
import { StatementsSection } from './StatementsSection.tsx';
import { ValuesDivider } from './ValuesDivider.tsx';

export default function HomePage() {
  const { perspective } = usePerspective();
  const controlBox = home.controlBox[perspective];
  return (
    <>
      <HomeHero perspective={perspective} />
      <PhilosophySection perspective={perspective} />
      <ValuesDivider perspective={perspective} />
      <ResistanceSection perspective={perspective} />
      {controlBox && <ControlBox content={controlBox} />}
      <StatementsSection perspective={perspective} />
      <HomeProductsSection perspective={perspective} />
      <PunctuationSection perspective={perspective} />
      <CallToActionPanel
        title={home.closing.title[perspective]}
        actions={[
          { cta: home.closing.mail[perspective], variant: 'primary' },
          { cta: home.closing.social, variant: 'inverse' },
        ]}
      >
        <p>{home.closing.body[perspective]}</p>
      </CallToActionPanel>
    </>
  );
}
