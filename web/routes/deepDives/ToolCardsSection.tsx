import styled from '@emotion/styled';
import { useId } from 'react';
import { ProductSymbol } from '../../components/ProductSymbol.tsx';
import { Card, CardBody } from '../../components/ui/Card.tsx';
import { CheckList } from '../../components/ui/CheckList.tsx';
import { Section, SectionHeader, type SectionTone } from '../../components/ui/Section.tsx';
import type { CardSection as CardSectionContent, ToolCard } from '../../content/deepDives.ts';
import { products } from '../../content/products.ts';
import { color, media } from '../../theme/tokens.ts';

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const Name = styled.h3`
  font-size: 1.5rem;
`;

const Headline = styled.p`
  font-weight: 600;
  color: ${color.muted};
`;

/** Two product cards (Hash and Semi, or Scout and Workshop) told for the page's audience. */
export function ToolCardsSection({ content, tone }: { readonly content: CardSectionContent<ToolCard>; readonly tone?: SectionTone }) {
  const titleId = useId();
  return (
    <Section tone={tone} labelledBy={titleId}>
      <SectionHeader id={titleId} title={content.title} intro={content.intro} />
      <Grid>
        {content.cards.map((tool) => (
          <Card key={tool.productId}>
            <Head>
              <ProductSymbol tone={products[tool.productId].color} large aria-hidden="true">
                {tool.symbol}
              </ProductSymbol>
              <div>
                <Name>{tool.name}</Name>
                <Headline>{tool.headline}</Headline>
              </div>
            </Head>
            <CardBody>{tool.body}</CardBody>
            <CheckList>
              {tool.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </CheckList>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
