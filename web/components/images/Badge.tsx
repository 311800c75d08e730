import styled from '@emotion/styled';
import { color } from '../../theme/tokens.ts';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** Tinted backgrounds with full-strength text keep AA contrast in every theme. */
const tones: Record<BadgeTone, string> = {
  neutral: `background: color-mix(in srgb, ${color.foreground} 8%, ${color.surface}); color: ${color.foreground};`,
  primary: `background: ${color.primarySoft}; color: ${color.foreground};`,
  success: 'background: #dcfce7; color: #14532d;',
  info: 'background: #dbeafe; color: #1e3a8a;',
  warning: 'background: #fef3c7; color: #78350f;',
  danger: 'background: #b91c1c; color: #ffffff;',
};

export const Badge = styled.span<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ tone = 'neutral' }) => tones[tone]}
`;

export const statusTone = (status: string): BadgeTone =>
  status === 'final_version' ? 'success' : status === 'happy_accident' ? 'warning' : status === 'learning_attempt' ? 'info' : 'neutral';
