import type { ImageFile, ImageManifest } from '../domain/imageFile.ts';
import type { ProcessedImage } from './processImage.ts';


const fileOf = ({ format, width, height, bytes, hash }: ImageFile): ImageFile => ({ format, width, height, bytes, hash });

export function manifestOf(image: ProcessedImage): ImageManifest {
  return {
    sourceFormat: image.source.format,
    original: fileOf(image.original),
    derivatives: image.derivatives.map(fileOf),
    hasAlpha: image.hasAlpha,
    placeholder: image.placeholder,
    dominantColor: image.dominantColor,
  };
}
