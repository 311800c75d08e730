import styled from '@emotion/styled';
import { useId } from 'react';
import { ProductSymbol } from '../../components/ProductSymbol.tsx';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { home } from '../../content/home.ts';
import { homeProductCtas, homeProductOrder, products } from '../../content/products.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color } from '../../theme/tokens.ts';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.875rem;
`;

const Status = styled.p`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color.muted};
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
`;

const ComingSoon = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 1.5px dashed ${color.border};
  border-radius: 999px;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${color.muted};
`;

/** Section #products: Hash and Semi with their 'Try' links, Scout and Pipes coming soon. */
export function HomeProductsSection({ perspective }: { readonly perspective: Perspective }) {
  const titleId = useId();
  return (
    <Section id={home.productsSection.anchorId} labelledBy={titleId}>
      <SectionHeader id={titleId} title={home.productsSection.title[perspective]} intro={home.productsSection.intro[perspective]} />
      <CardGrid min="15rem">
        {homeProductOrder.map((id) => {
          const product = products[id];
          const action = homeProductCtas[id];
          return (
            <Card key={id}>
              <Top>
                <ProductSymbol tone={product.color} aria-hidden="true">
                  {product.symbol}
                </ProductSymbol>
                <div>
                  <CardTitle>{product.name}</CardTitle>
                  <Status>{product.statusLabel}</Status>
                </div>
              </Top>
              <CardBody>{product.description[perspective]}</CardBody>
              <Footer>
                {action.kind === 'link' ? (
                  <ActionLink cta={action.cta} variant="primary" trailing="↗" />
                ) : (
                  <ComingSoon>{action.label}</ComingSoon>
                )}
              </Footer>
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}
