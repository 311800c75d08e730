import { resolve } from 'node:path';
import type { App } from '../app.ts';

export const generatedFileNamePattern = /^[a-f0-9]{32}\.png$/;
export const generatedDirectory = (app: App) => resolve(app.config.DATA_DIR, 'images', 'generated');
export const generatedFileName = (hash: string) => `${hash}.png`;
export const generatedImageUrl = (hash: string) => `/images/generated/${generatedFileName(hash)}`;
