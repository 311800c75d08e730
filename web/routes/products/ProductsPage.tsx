import styled from '@emotion/styled';
import { CatalogImage } from '../../components/CatalogImage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { products, productsPage, productsPageOrder } from '../../content/products.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { layout, media } from '../../theme/tokens.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductPromos } from './ProductPromos.tsx';
import { WorkTogetherSection } from './WorkTogetherSection.tsx';

const Cards = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    & > :nth-of-type(even) {
      margin-top: ${layout.gridStagger};
    }
  }
`;

export default function ProductsPage() {
  const { perspective } = usePerspective();
  return (
    <>
      <PageHeader
        title={productsPage.title}
        lead={productsPage.subtitle[perspective]}
        figure={<CatalogImage image={productsPage.headerImage} priority sizes="(min-width: 1024px) 560px, 100vw" />}
      />
      <Section>
        <Cards>
          {productsPageOrder.map((id) => (
            <ProductCard key={id} product={products[id]} perspective={perspective} />
          ))}
        </Cards>
      </Section>
      <ProductPromos perspective={perspective} />
      <WorkTogetherSection perspective={perspective} />
    </>
  );
}
