import type { ImageManifest } from '../../domain/imageFile.ts';
import { contentTypeOf } from '../../media/mediaFiles.ts';
import { pictureFor } from '../../media/srcset.ts';
import { builder } from '../graphql/builder.ts';
import { viewerOf, type RequestContext } from '../graphql/context.ts';
import { ImageFormatEnum } from '../graphql/vocabularyEnums.ts';

/** A file as a reader gets it: its manifest, and whether the links must be signed (an administrator's). */
export interface ImageFileView {
  manifest: ImageManifest;
  admin: boolean;
}

export const imageFileViewOf = (manifest: ImageManifest | null | undefined, ctx: RequestContext): ImageFileView | null =>
  manifest ? { manifest, admin: viewerOf(ctx).admin } : null;

const ImageSourceRef = builder.objectRef<{ type: string; srcset: string }>('ImageSource').implement({
  description: 'One <source> of a <picture>: a format and its widths.',
  fields: (t) => ({
    type: t.exposeString('type', { description: "The format's content type, e.g. image/avif." }),
    srcset: t.exposeString('srcset', { description: "Every width in this format, as a srcset: '<url> 480w, <url> 960w, …'." }),
  }),
});

export const ImageFileRef = builder.objectRef<ImageFileView>('ImageFile').implement({
  description:
    "An image's files, as a <picture> shows them: AVIF and WebP sources and a fallback in several widths, the size to reserve and a placeholder to paint while they load. Files are served by hash (/media/<sha256>.<ext>) and never change; an administrator's links are signed.",
  fields: (t) => ({
    width: t.int({ description: 'Width of the full-resolution file, in pixels.', resolve: ({ manifest }) => manifest.original.width }),
    height: t.int({ description: 'Height of the full-resolution file, in pixels.', resolve: ({ manifest }) => manifest.original.height }),
    format: t.field({ type: ImageFormatEnum, description: 'Format of the full-resolution file.', resolve: ({ manifest }) => manifest.original.format }),
    contentType: t.string({ description: 'Content type of the full-resolution file.', resolve: ({ manifest }) => contentTypeOf(manifest.original.format) }),
    bytes: t.int({ description: 'Size of the full-resolution file.', resolve: ({ manifest }) => manifest.original.bytes }),
    hash: t.string({ description: 'SHA-256 of the full-resolution file (hex).', resolve: ({ manifest }) => manifest.original.hash }),
    url: t.string({
      description: 'The full-resolution file (what "Download Full Resolution" saves; add ?download=1, or &download=1 after a signed link).',
      resolve: (view, _, ctx) => ctx.app.mediaAccess.urlOf(view.manifest.original, view.admin),
    }),
    sources: t.field({
      type: [ImageSourceRef],
      description: "The <picture>'s <source> elements, best format first (the fallback is src and srcset).",
      resolve: (view, _, ctx) => pictureFor(view.manifest, '', (file) => ctx.app.mediaAccess.urlOf(file, view.admin)).sources,
    }),
    srcset: t.string({
      description: "The fallback format (JPEG, or PNG when the image has transparency) in every width, for the <img>'s srcset.",
      resolve: (view, _, ctx) => pictureFor(view.manifest, '', (file) => ctx.app.mediaAccess.urlOf(file, view.admin)).img.srcset,
    }),
    src: t.string({
      description: "The <img>'s src: the fallback format at the largest responsive width, for browsers that ignore srcset.",
      resolve: (view, _, ctx) => pictureFor(view.manifest, '', (file) => ctx.app.mediaAccess.urlOf(file, view.admin)).img.src,
    }),
    placeholder: t.string({ description: 'A ThumbHash of the image (base64): paint it while the files load.', resolve: ({ manifest }) => manifest.placeholder }),
    dominantColor: t.string({ description: "The image's dominant colour, '#rrggbb'.", resolve: ({ manifest }) => manifest.dominantColor }),
    hasAlpha: t.boolean({ description: 'Whether the image has transparent pixels.', resolve: ({ manifest }) => manifest.hasAlpha }),
  }),
});
