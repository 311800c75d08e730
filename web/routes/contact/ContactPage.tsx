import styled from '@emotion/styled';
import { useId } from 'react';
import { CallToActionPanel } from '../../components/CallToActionPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { contact } from '../../content/contact.ts';
import { links } from '../../content/links.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { color } from '../../theme/tokens.ts';
import { FaqList } from './FaqList.tsx';

const CardAction = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
  a {
    color: ${color.accent};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.25em;
    overflow-wrap: anywhere;
  }
`;

export default function ContactPage() {
  const { perspective } = usePerspective();
  const hero = contact.hero[perspective];
  const cardsTitleId = useId();
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} title={hero.title} lead={hero.description}>
        <div>
          <ActionLink cta={{ label: hero.ctaText, href: links.mailto }} variant="primary" trailing="→" />
        </div>
      </PageHeader>
      <Section labelledBy={cardsTitleId}>
        <SectionHeader id={cardsTitleId} title={contact.cardsHeading} />
        <CardGrid min="15rem">
          {contact.cards.map((card) => (
            <Card key={card.id}>
              <CardTitle>{card.title}</CardTitle>
              <CardBody>{card.body}</CardBody>
              <CardAction>
                <ActionLink cta={card.cta} />
              </CardAction>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <CallToActionPanel
        title={contact.readyToStart.title}
        actions={[
          { cta: contact.readyToStart.primary[perspective], variant: 'primary' },
          { cta: contact.readyToStart.secondary, variant: 'inverse' },
        ]}
      >
        <p>{contact.readyToStart.body[perspective]}</p>
      </CallToActionPanel>
      <FaqList />
    </>
  );
}
