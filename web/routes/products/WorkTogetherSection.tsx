import styled from '@emotion/styled';
import { useId } from 'react';
import { ProductSymbol } from '../../components/ProductSymbol.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { products, productsPage } from '../../content/products.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, media } from '../../theme/tokens.ts';

const Steps = styled.ol`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  justify-items: start;
  ${media.md} {
    &:not(:last-of-type)::after {
      content: '→' / '';
      position: absolute;
      top: 0.75rem;
      right: -1.25rem;
      font-size: 1.5rem;
      color: ${color.primary};
    }
  }
`;

const Title = styled.h3`
  font-size: 1.25rem;
`;

const Body = styled.p`
  color: ${color.muted};
`;

/** 'Designed to work together': Capture with Hash, Develop with Semi, Discover with Scout. */
export function WorkTogetherSection({ perspective }: { readonly perspective: Perspective }) {
  const { workTogether } = productsPage;
  const titleId = useId();
  return (
    <Section tone="tint" labelledBy={titleId}>
      <SectionHeader id={titleId} title={workTogether.title} intro={workTogether.intro[perspective]} />
      <Steps>
        {workTogether.steps.map((step) => (
          <Step key={step.productId}>
            <ProductSymbol tone={products[step.productId].color} aria-hidden="true">
              {products[step.productId].symbol}
            </ProductSymbol>
            <Title>{step.title}</Title>
            <Body>{step.body[perspective]}</Body>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
