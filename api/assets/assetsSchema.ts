import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import type { BrokenImage as BrokenImageShape } from '../media/catalogFiles.ts';
import type { AssetValidation as AssetValidationShape, RepairResult } from './service.ts';

const BrokenImage = builder.objectRef<BrokenImageShape>('BrokenImage').implement({
  description: 'A catalog image with files missing from the blob store.',
  fields: (t) => ({
    imageId: t.exposeID('imageId', { description: 'The catalog image.' }),
    files: t.exposeStringList('files', { description: 'The files missing from the blob store (their served names), or why the image has none to check.' }),
  }),
});

const AssetValidation = builder.objectRef<AssetValidationShape>('AssetValidation').implement({
  description: "The result of checking every catalog image's files.",
  fields: (t) => ({
    brokenImages: t.exposeInt('brokenImages', { description: 'How many images have a missing or corrupt file.' }),
    broken: t.field({ type: [BrokenImage], description: 'Those images and their bad files.', resolve: (result) => result.broken }),
  }),
});

const AssetRepair = builder.objectRef<RepairResult>('AssetRepair').implement({
  description: 'The result of regenerating broken catalog files.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true when the repair ran; brokenImages says what is left.' }),
    repaired: t.field({ type: [BrokenImage], description: 'The images whose files were regenerated, with those files.', resolve: (result) => result.repaired }),
    brokenImages: t.exposeInt('brokenImages', { description: 'Images still broken afterwards.' }),
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
