import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, layout, media, shadow } from '../theme/tokens.ts';
import { Container } from './ui/Container.tsx';
import { Eyebrow } from './ui/Section.tsx';

const Band = styled.header`
  padding-block: calc(${layout.spacing} * 1.5) calc(${layout.spacing} * 1.25);
  background:
    radial-gradient(60rem 24rem at 85% -10%, color-mix(in srgb, ${color.primary} 14%, transparent), transparent),
    ${color.tint};
  border-bottom: 1px solid ${color.border};
  ${media.md} {
    padding-block: calc(${layout.spacing} * 2.25) calc(${layout.spacing} * 1.75);
  }
`;

const Layout = styled.div<{ withFigure: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.lg} {
    grid-template-columns: ${({ withFigure }) => (withFigure ? '1.1fr 1fr' : '1fr')};
    gap: 3.5rem;
  }
`;

const Inner = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  text-align: ${layout.textAlign};
`;

const Figure = styled.div`
  img {
    width: 100%;
    height: auto;
    border-radius: calc(${layout.radius} * 1.5);
    box-shadow: ${shadow.raised};
  }
`;

export const PageTitle = styled.h1`
  max-width: 20ch;
  font-size: clamp(2.25rem, 1.4rem + 3.6vw, 4rem);
`;

const Subtitle = styled.p`
  max-width: 40ch;
  font-family: ${font.headline};
  font-size: clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem);
  line-height: 1.35;
  color: ${color.foreground};
`;

const Lead = styled.p`
  max-width: ${layout.measure};
  font-size: calc(${font.bodySize} * 1.15);
  color: ${color.muted};
`;

export interface PageHeaderProps {
  readonly eyebrow?: string;
  readonly title: string;
  readonly subtitle?: string;
  readonly lead?: string;
  /** Rendered above the eyebrow (back links). */
  readonly before?: ReactNode;
  /** Rendered after the text (buttons). */
  readonly children?: ReactNode;
  /** An image beside the text on wide screens, below it on narrow ones. */
  readonly figure?: ReactNode;
}

/** The opening band of an inner page: eyebrow, the page's h1, subtitle and lead. */
export function PageHeader({ eyebrow, title, subtitle, lead, before, children, figure }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        <Layout withFigure={Boolean(figure)}>
          <Inner>
            {before}
            <div>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              <PageTitle>{title}</PageTitle>
            </div>
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
            {lead && <Lead>{lead}</Lead>}
            {children}
          </Inner>
          {figure && <Figure>{figure}</Figure>}
        </Layout>
      </Container>
    </Band>
  );
}
