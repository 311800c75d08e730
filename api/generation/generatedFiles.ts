import { resolve } from 'node:path';
import type { Config } from '../config.ts';

export const generatedFileNamePattern = /^[a-f0-9]{32}\.png$/;
export const generatedDirectory = (config: Pick<Config, 'DATA_DIR'>) => resolve(config.DATA_DIR, 'images', 'generated');
export const generatedFileName = (hash: string) => `${hash}.png`;
export const generatedImageUrl = (hash: string) => `/images/generated/${generatedFileName(hash)}`;
