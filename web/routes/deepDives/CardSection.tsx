import { useId } from 'react';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Section, SectionHeader, type SectionTone } from '../../components/ui/Section.tsx';
import type { CardSection as CardSectionContent } from '../../content/deepDives.ts';
import type { Card as CardContent } from '../../content/types.ts';

export interface CardSectionProps {
  readonly content: CardSectionContent<CardContent>;
  readonly tone?: SectionTone;
  readonly eyebrow?: string;
  /** Narrowest card before the grid wraps. */
  readonly minCardWidth?: string;
}

/** A titled section of text cards (problems, principles, mediums, use cases). */
export function CardSection({ content, tone, eyebrow, minCardWidth }: CardSectionProps) {
  const titleId = useId();
  return (
    <Section tone={tone} labelledBy={titleId}>
      <SectionHeader id={titleId} eyebrow={eyebrow} title={content.title} intro={content.intro} />
      <CardGrid min={minCardWidth}>
        {content.cards.map((card) => (
          <Card key={card.title}>
            <CardTitle>{card.title}</CardTitle>
            <CardBody>{card.body}</CardBody>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
