import { css } from '@emotion/react';
import { color, motion } from '../../theme/tokens.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'quiet';

const variants = {
  primary: css`
    background: ${color.primary};
    color: ${color.onPrimary};
    border-color: ${color.primary};
    &:hover {
      background: color-mix(in srgb, ${color.primary} 88%, black);
      border-color: color-mix(in srgb, ${color.primary} 88%, black);
    }
  `,
  secondary: css`
    background: ${color.surface};
    color: ${color.foreground};
    border-color: ${color.border};
    &:hover {
      border-color: ${color.foreground};
    }
  `,
  /** Outline button on a dark (ink) band. */
  inverse: css`
    background: transparent;
    color: ${color.onInk};
    border-color: color-mix(in srgb, ${color.onInk} 45%, transparent);
    &:hover {
      border-color: ${color.onInk};
      background: color-mix(in srgb, ${color.onInk} 10%, transparent);
    }
  `,
  quiet: css`
    background: transparent;
    color: ${color.foreground};
    border-color: transparent;
    padding-inline: 0.25rem;
    text-decoration: underline;
    text-decoration-color: ${color.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 0.3em;
    &:hover {
      color: ${color.accent};
    }
  `,
} as const;

export function buttonStyle(variant: ButtonVariant = 'primary') {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.625rem 1.25rem;
    border: 1.5px solid transparent;
    border-radius: 999px;
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color ${motion.fast},
      border-color ${motion.fast},
      color ${motion.fast},
      transform ${motion.fast};
    &:active:not(:disabled) {
      transform: translateY(1px);
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
    ${variants[variant]}
  `;
}
