import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import { CreativeImageRef } from './imageSchema.ts';
import { UploadedImageInput } from './imageInputSchema.ts';
import { uploadedFile } from './uploadedFile.ts';

builder.mutationFields((t) => ({
  uploadImage: t.field({
    type: CreativeImageRef,
    description:
      'Adds an image from a file (the GraphQL multipart request spec: multipart/form-data with operations, map and the file). The bytes decide the format (PNG, JPEG, WebP, AVIF); it is turned upright, converted to sRGB, stripped of every camera and location tag, and stored in every width and format before it is recorded. Administrators only.',
    authScopes: { admin: true },
    args: {
      file: t.arg({ type: 'Upload', required: true, description: 'The image file.' }),
      input: t.arg({ type: UploadedImageInput, required: true, description: 'What the image is.' }),
    },
    resolve: async (_, args, ctx) => ctx.app.services.images.upload(await uploadedFile(args.file, ctx.app.config), args.input, metadataFor(ctx)),
  }),
  replaceImageFile: t.field({
    type: CreativeImageRef,
    description:
      "Replaces an image's file with an uploaded one, processed as uploadImage's: a new version in its history (undoImageEdit brings the earlier file back). A generated image becomes an uploaded one. Administrators only.",
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The image.' }),
      file: t.arg({ type: 'Upload', required: true, description: 'The new file.' }),
      expectedVersion: t.arg.int({ description: 'The version the replacement is based on; when the image has moved on, it is refused with CONFLICT.' }),
    },
    resolve: async (_, args, ctx) =>
      ctx.app.services.images.replaceFile(String(args.id), await uploadedFile(args.file, ctx.app.config), metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
}));
