import styled from '@emotion/styled';
import { ProductSymbol } from '../../components/ProductSymbol.tsx';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { buttonStyle } from '../../components/ui/buttonStyles.ts';
import { Card, CardBody } from '../../components/ui/Card.tsx';
import { CheckList } from '../../components/ui/CheckList.tsx';
import { productsPage, type Product } from '../../content/products.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color } from '../../theme/tokens.ts';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const Name = styled.h2`
  font-size: 1.75rem;
`;

const Tagline = styled.p`
  font-weight: 600;
  color: ${color.foreground};
`;

const Status = styled.p`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color.muted};
`;

const FeaturesHeading = styled.h3`
  margin-top: 0.5rem;
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: auto;
  padding-top: 1rem;
`;

const Integrated = styled.p`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${color.accent};
`;

/** One product on /products: symbol, name, perspective description, features and actions. */
export function ProductCard({ product, perspective }: { readonly product: Product; readonly perspective: Perspective }) {
  const { card } = productsPage;
  return (
    <Card>
      <Head>
        <ProductSymbol tone={product.color} large aria-hidden="true">
          {product.symbol}
        </ProductSymbol>
        <div>
          <Name>{product.name}</Name>
          <Status>{product.statusLabel}</Status>
        </div>
      </Head>
      <Tagline>{product.tagline}</Tagline>
      <CardBody>{product.description[perspective]}</CardBody>
      <FeaturesHeading>{card.featuresHeading}</FeaturesHeading>
      <CheckList>
        {product.features[perspective].map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </CheckList>
      <Actions>
        {product.url && product.tryLabel ? (
          <ActionLink cta={{ label: product.tryLabel, href: product.url, external: true }} variant="primary" trailing="↗" />
        ) : (
          <Integrated>{card.integratedLabel}</Integrated>
        )}
        <button type="button" disabled css={buttonStyle('secondary')}>
          {card.deepDiveLabel}
        </button>
      </Actions>
    </Card>
  );
}
