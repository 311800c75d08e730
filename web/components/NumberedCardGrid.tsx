import styled from '@emotion/styled';
import type { Card as CardContent } from '../content/types.ts';
import { color, font } from '../theme/tokens.ts';
import { Card, CardBody, CardGrid, CardTitle } from './ui/Card.tsx';

const Numeral = styled.span`
  font-family: ${font.headline};
  font-size: 2.25rem;
  font-weight: ${font.headlineWeight};
  line-height: 1;
  color: ${color.primary};
`;

/** Cards numbered from 1, for principles whose order matters. */
export function NumberedCardGrid({ cards }: { readonly cards: readonly CardContent[] }) {
  return (
    <CardGrid min="14rem">
      {cards.map((card, index) => (
        <Card key={card.title}>
          <Numeral aria-hidden="true">{index + 1}</Numeral>
          <CardTitle>{card.title}</CardTitle>
          <CardBody>{card.body}</CardBody>
        </Card>
      ))}
    </CardGrid>
  );
}
