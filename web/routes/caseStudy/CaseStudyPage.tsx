import { BackLink } from '../../components/BackLink.tsx';
import { CallToActionPanel } from '../../components/CallToActionPanel.tsx';
import { CatalogImage } from '../../components/CatalogImage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { caseStudy } from '../../content/caseStudy.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { ChallengeSection } from './ChallengeSection.tsx';
import { FutureSection } from './FutureSection.tsx';
import { LearningsSection } from './LearningsSection.tsx';
import { ResultsSection } from './ResultsSection.tsx';
import { SolutionSection } from './SolutionSection.tsx';

export default function CaseStudyPage() {
  const { perspective } = usePerspective();
  const study = caseStudy.byPerspective[perspective];
  const { products, contact } = caseStudy.closingButtons;
  return (
    <>
      <PageHeader
        before={<BackLink cta={caseStudy.backLink} />}
        eyebrow={study.hero.eyebrow}
        title={study.hero.title}
        subtitle={study.hero.subtitle}
        lead={study.hero.description}
        figure={<CatalogImage image={study.hero.image} priority sizes="(min-width: 1024px) 560px, 100vw" />}
      />
      <ChallengeSection heading={caseStudy.headings.challenge} challenge={study.challenge} />
      <SolutionSection heading={caseStudy.headings.solution} solution={study.solution} />
      <ResultsSection heading={caseStudy.headings.results} results={study.results} />
      <LearningsSection heading={caseStudy.headings.learnings} learnings={study.learnings} />
      <FutureSection heading={caseStudy.headings.futureOpportunities} future={study.futureOpportunities} />
      <CallToActionPanel
        title={study.closingCta.title}
        actions={[
          { cta: products, variant: 'primary' },
          { cta: contact, variant: 'inverse' },
        ]}
      >
        <p>{study.closingCta.body}</p>
      </CallToActionPanel>
    </>
  );
}
