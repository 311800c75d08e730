import { z } from 'zod';
import { defineEvent } from '../store/eventType.ts';

export const assetsStream = 'assets';

export const AssetsRepaired = defineEvent(
  'AssetsRepaired',
  z.object({
    repaired: z.array(z.object({ imageId: z.string().min(1), files: z.array(z.string().min(1)).min(1) })).max(10000),
  }),
);

export const ImageGenerated = defineEvent(
  'ImageGenerated',
  z.object({ parametersHash: z.string().regex(/^[a-f0-9]{16,64}$/), perspective: z.string().max(40) }),
);
