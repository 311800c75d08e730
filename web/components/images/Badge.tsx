import styled from '@emotion/styled';
import { color, fixedText, status } from '../../theme/tokens.ts';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** Tinted backgrounds with full-strength text keep AA contrast in every theme. */
const tones: Record<BadgeTone, string> = {
  neutral: `background: color-mix(in srgb, ${color.foreground} 8%, ${color.surface}); color: ${color.foreground};`,
  primary: `background: ${color.primarySoft}; color: ${color.foreground};`,
  success: `background: ${status.success.soft}; color: ${status.success.text};`,
  info: `background: ${status.info.soft}; color: ${status.info.text};`,
  warning: `background: ${status.warning.soft}; color: ${status.warning.text};`,
  danger: `background: ${status.danger.strong}; color: ${fixedText.onStrong};`,
};

/** A small pill label, on public and admin pages alike. */
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

/**
 * One tone per learning status: final versions succeed (green); learning attempts are the excluded
 * images, shown with their rejection reason in amber, so they take the caution tone; happy
 * accidents are included breakthroughs, a positive surprise rather than a warning, so blue.
 */
const learningStatusTones: Record<string, BadgeTone> = {
  final_version: 'success',
  learning_attempt: 'warning',
  happy_accident: 'info',
};

export function statusTone(learningStatus: string): BadgeTone {
  return learningStatusTones[learningStatus] ?? 'neutral';
}
