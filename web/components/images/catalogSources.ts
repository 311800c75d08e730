/**
 * Responsive sources of a catalog image: the server keeps <name>-480.webp and <name>-960.webp
 * beside each full-resolution <name>.png.
 */
export interface ImageSources {
  readonly src: string;
  readonly srcSet: string;
  readonly full: string;
  readonly download: string;
}

export function catalogSources(filePath: string): ImageSources {
  const base = filePath.replace(/\.png$/i, '');
  return {
    src: `${base}-960.webp`,
    srcSet: `${base}-480.webp 480w, ${base}-960.webp 960w, ${filePath} 1600w`,
    full: filePath,
    download: `${filePath}?download=1`,
  };
}
