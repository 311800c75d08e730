import styled from '@emotion/styled';
import { useId } from 'react';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import type { DeepDiveClosing, DeepDiveHero as DeepDiveHeroContent } from '../../content/deepDives.ts';
import { color, font, hero, layout, media } from '../../theme/tokens.ts';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: calc(${layout.spacing} * 2) calc(${layout.spacing} * 1.75);
  background: ${hero.overlayGradient}, ${color.ink};
  color: ${color.onInk};
  ${media.md} {
    padding-block: calc(${layout.spacing} * 3) calc(${layout.spacing} * 2.5);
  }
`;

const Symbol = styled.span`
  position: absolute;
  right: -2rem;
  bottom: -5rem;
  font-family: 'Fraunces', Georgia, serif;
  font-size: clamp(14rem, 10rem + 20vw, 28rem);
  font-weight: 600;
  line-height: 1;
  color: ${color.primary};
  opacity: calc(${hero.overlayOpacity} * 0.35);
  pointer-events: none;
`;

const Copy = styled.div`
  position: relative;
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  text-align: ${layout.textAlign};
`;

const Eyebrow = styled.p`
  font-size: 0.8125rem;
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.onInkMuted};
`;

const Title = styled.h1`
  max-width: 18ch;
  font-size: clamp(2.5rem, 1.5rem + 4vw, 4.25rem);
  line-height: 1.05;
`;

const Subtitle = styled.p`
  max-width: 36ch;
  font-family: ${font.headline};
  font-size: clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem);
  line-height: 1.35;
`;

const Body = styled.p`
  max-width: ${layout.measure};
  font-size: calc(${font.bodySize} * 1.15);
  color: ${color.onInkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

export interface DeepDiveHeroProps {
  readonly hero: DeepDiveHeroContent;
  /** The page's closing actions, offered at the top as well. */
  readonly actions: DeepDiveClosing;
  /** The punctuation mark drawn large behind the text. */
  readonly symbol: string;
}

export function DeepDiveHero({ hero: content, actions, symbol }: DeepDiveHeroProps) {
  const titleId = useId();
  return (
    <Band aria-labelledby={titleId}>
      <Symbol aria-hidden="true">{symbol}</Symbol>
      <Container>
        <Copy>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Title id={titleId}>{content.title}</Title>
          <Subtitle>{content.subtitle}</Subtitle>
          <Body>{content.body}</Body>
          <Actions>
            <ActionLink cta={actions.primary} variant="primary" trailing="↗" />
            <ActionLink cta={actions.secondary} variant="inverse" />
          </Actions>
        </Copy>
      </Container>
    </Band>
  );
}
