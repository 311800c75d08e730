import styled from '@emotion/styled';
import { useId } from 'react';
import { CatalogImage } from '../../components/CatalogImage.tsx';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { home } from '../../content/home.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, font, hero, layout, media, shadow } from '../../theme/tokens.ts';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  align-items: center;
  min-height: calc(100svh - ${layout.headerHeight});
  padding-block: 3rem;
  background: ${hero.overlayGradient}, ${color.ink};
  color: ${color.onInk};
`;

const Grid = styled(Container)`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1.05fr 1fr;
    gap: 4rem;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  text-align: ${layout.textAlign};
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.375rem 0.875rem;
  border: 1px solid color-mix(in srgb, ${color.onInk} 25%, transparent);
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  color: ${color.onInk};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${color.primary};
  }
`;

const Title = styled.h1`
  max-width: 16ch;
  font-size: clamp(2.5rem, 1.5rem + 4.2vw, 4.5rem);
  line-height: 1.04;
`;

const Description = styled.p`
  max-width: 36rem;
  font-size: calc(${font.bodySize} * 1.2);
  color: ${color.onInkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  &::before {
    content: '';
    position: absolute;
    inset: -12% -8%;
    background: radial-gradient(closest-side, ${color.primary}, transparent);
    opacity: calc(${hero.overlayOpacity} * 0.6);
    filter: blur(40px);
  }
  img {
    position: relative;
    width: 100%;
    height: auto;
    border-radius: calc(${layout.radius} * 1.5);
    box-shadow: ${shadow.raised};
    filter: ${hero.imageFilter};
  }
`;

/** Full-height opening of the home page: the perspective's title, description and two actions. */
export function HomeHero({ perspective }: { readonly perspective: Perspective }) {
  const content = home.hero[perspective];
  const titleId = useId();
  return (
    <Band aria-labelledby={titleId}>
      <Grid>
        <Copy>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Title id={titleId}>{content.title}</Title>
          <Description>{content.description}</Description>
          <Actions>
            <ActionLink cta={home.heroCtas.startConversation} variant="primary" trailing="→" />
            <ActionLink cta={home.heroCtas.explore} variant="inverse" />
          </Actions>
        </Copy>
        <Figure>
          <CatalogImage image={content.image} priority sizes="(min-width: 1024px) 560px, 100vw" />
        </Figure>
      </Grid>
    </Band>
  );
}
