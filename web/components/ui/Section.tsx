import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, layout, media } from '../../theme/tokens.ts';
import { Container } from './Container.tsx';

export type SectionTone = 'plain' | 'tint' | 'ink';

const toneStyles: Record<SectionTone, string> = {
  plain: '',
  tint: `background: ${color.tint};`,
  ink: `background: ${color.ink}; color: ${color.onInk};`,
};

/** A page band with the perspective's vertical rhythm (twice the spacing variable). */
const SectionBand = styled.section<{ tone?: SectionTone }>`
  position: relative;
  padding-block: ${layout.sectionPaddingNarrow};
  ${({ tone = 'plain' }) => toneStyles[tone]}
  ${media.md} {
    padding-block: ${layout.sectionPadding};
  }
`;

export const Eyebrow = styled.p<{ inverse?: boolean }>`
  margin: 0 0 0.75rem;
  font-size: 0.8125rem;
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ inverse }) => (inverse ? color.onInkMuted : color.accent)};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.75rem, 1.2rem + 2.2vw, 2.75rem);
`;

export const Lead = styled.p<{ inverse?: boolean }>`
  max-width: ${layout.measure};
  font-size: calc(${font.bodySize} * 1.15);
  color: ${({ inverse }) => (inverse ? color.onInkMuted : color.muted)};
`;

const HeaderBlock = styled.header<{ centered: boolean }>`
  display: grid;
  gap: 1rem;
  margin-bottom: calc(${layout.spacing} * 1.25);
  text-align: ${({ centered }) => (centered ? 'center' : layout.textAlign)};
  justify-items: ${({ centered }) => (centered ? 'center' : 'start')};
`;

export interface SectionHeaderProps {
  readonly id?: string;
  readonly eyebrow?: string;
  readonly title: ReactNode;
  readonly intro?: ReactNode;
  readonly inverse?: boolean;
  readonly centered?: boolean;
}

export function SectionHeader({ id, eyebrow, title, intro, inverse = false, centered = false }: SectionHeaderProps) {
  return (
    <HeaderBlock centered={centered}>
      <div>
        {eyebrow && eyebrow !== title && <Eyebrow inverse={inverse}>{eyebrow}</Eyebrow>}
        <SectionTitle id={id}>{title}</SectionTitle>
      </div>
      {intro && <Lead inverse={inverse}>{intro}</Lead>}
    </HeaderBlock>
  );
}

export interface SectionProps {
  readonly tone?: SectionTone;
  readonly id?: string;
  /** Id of the heading that names this section (aria-labelledby). */
  readonly labelledBy?: string;
  readonly children: ReactNode;
}

/** A section band with a centred container. */
export function Section({ tone = 'plain', id, labelledBy, children }: SectionProps) {
  return (
    <SectionBand tone={tone} data-band={tone} id={id} aria-labelledby={labelledBy}>
      <Container>{children}</Container>
    </SectionBand>
  );
}
