import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import type { Cta } from '../content/types.ts';
import { color, font, layout, media } from '../theme/tokens.ts';
import { ActionLink } from './ui/ActionLink.tsx';
import type { ButtonVariant } from './ui/buttonStyles.ts';
import { Container } from './ui/Container.tsx';

const Band = styled.section`
  padding-block: ${layout.sectionPaddingNarrow};
  ${media.md} {
    padding-block: ${layout.sectionPadding};
  }
`;

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  padding: clamp(2rem, 1.25rem + 4vw, 4rem);
  border-radius: calc(${layout.radius} * 2);
  background: ${color.ink};
  color: ${color.onInk};
  &::before {
    content: '';
    position: absolute;
    inset: auto -10% -60% 40%;
    height: 120%;
    background: radial-gradient(closest-side, color-mix(in srgb, ${color.primary} 35%, transparent), transparent);
    pointer-events: none;
  }
  & > * {
    position: relative;
  }
`;

const Title = styled.h2`
  max-width: 22ch;
  font-size: clamp(1.75rem, 1.2rem + 2.4vw, 3rem);
`;

const Body = styled.div`
  display: grid;
  gap: 1rem;
  max-width: ${layout.measure};
  font-size: calc(${font.bodySize} * 1.1);
  color: ${color.onInkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

export interface PanelAction {
  readonly cta: Cta;
  readonly variant: Extract<ButtonVariant, 'primary' | 'inverse'>;
}

export interface CallToActionPanelProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly actions: readonly PanelAction[];
  readonly id?: string;
}

/** The dark closing panel most pages end with: a title, a few lines and one or two actions. */
export function CallToActionPanel({ title, children, actions, id }: CallToActionPanelProps) {
  const titleId = useId();
  return (
    <Band id={id} data-band="plain" aria-labelledby={titleId}>
      <Container>
        <Panel>
          <Title id={titleId}>{title}</Title>
          <Body>{children}</Body>
          <Actions>
            {actions.map((action) => (
              <ActionLink key={action.cta.label} cta={action.cta} variant={action.variant} trailing={action.variant === 'primary' ? '→' : undefined} />
            ))}
          </Actions>
        </Panel>
      </Container>
    </Band>
  );
}
