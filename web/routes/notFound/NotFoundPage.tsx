import styled from '@emotion/styled';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { notFoundPage } from '../../content/site.ts';
import { color, font, layout } from '../../theme/tokens.ts';

const Body = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  padding-block: calc(${layout.spacing} * 3);
`;

const Code = styled.p`
  font-family: ${font.headline};
  font-size: clamp(4rem, 3rem + 6vw, 8rem);
  font-weight: 700;
  line-height: 1;
  color: ${color.primary};
`;

const Title = styled.h1`
  font-size: clamp(2rem, 1.5rem + 2vw, 3rem);
`;

const Text = styled.p`
  font-size: 1.125rem;
  color: ${color.muted};
`;

export default function NotFoundPage() {
  return (
    <Container>
      <Body>
        <Code aria-hidden="true">404</Code>
        <Title>{notFoundPage.title}</Title>
        <Text>{notFoundPage.body}</Text>
        <ActionLink cta={notFoundPage.homeLink} variant="primary" />
      </Body>
    </Container>
  );
}
