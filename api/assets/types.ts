import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import type { RepairResult } from './repair.ts';
import type { AssetValidation as AssetValidationShape, BrokenImage as BrokenImageShape } from './validation.ts';

const BrokenImage = builder.objectRef<BrokenImageShape>('BrokenImage').implement({
  description: 'A catalog image with files that are missing or do not decode.',
  fields: (t) => ({
    imageId: t.exposeID('imageId'),
    files: t.exposeStringList('files'),
  }),
});

const AssetValidation = builder.objectRef<AssetValidationShape>('AssetValidation').implement({
  fields: (t) => ({
    brokenImages: t.exposeInt('brokenImages'),
    broken: t.field({ type: [BrokenImage], resolve: (result) => result.broken }),
  }),
});

const AssetRepair = builder.objectRef<RepairResult>('AssetRepair').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    repaired: t.field({ type: [BrokenImage], resolve: (result) => result.repaired }),
    brokenImages: t.exposeInt('brokenImages'),
  }),
});

builder.queryField('assetValidation', (t) =>
  t.field({
    type: AssetValidation,
    description: 'Checks that every catalog image has its PNG and two WebP thumbnails and that they decode.',
    resolve: (_, __, ctx) => ctx.app.services.assets.validate(),
  }),
);

builder.mutationField('repairAssets', (t) =>
  t.field({
    type: AssetRepair,
    description: 'Regenerates the missing or corrupt catalog files from their stored generation parameters.',
    resolve: (_, __, ctx) => ctx.app.services.assets.repair(metadataFor(ctx)),
  }),
);
