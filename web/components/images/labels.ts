import { journeyStageLabels, learningStatusLabels, perspectiveLabels } from '../../content/creativeJourney.ts';

/** Labels for values the server sends as plain strings; an unknown value shows as it is. */
export const perspectiveLabel = (value: string): string => (perspectiveLabels as Record<string, string>)[value] ?? value;
export const statusLabel = (value: string): string => (learningStatusLabels as Record<string, string>)[value] ?? value;
export const stageLabel = (value: string): string => (journeyStageLabels as Record<string, string>)[value] ?? value;
