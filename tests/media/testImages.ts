/** Images built in the tests with sharp, and hostile files built byte by byte. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const cameraMake = 'ChbTestCamera';
export const cameraModel = 'Model-X9000';

/** A deterministic pseudo-random sequence, so every run builds the same bytes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Pixels like a photograph's: smooth colour blobs over gradients, with fine sensor-like noise (a flat
 * colour would make every encoder look far faster and smaller than on a real photo).
 */
export async function photoLikePixels(width: number, height: number, seed = 42): Promise<Buffer> {
  const random = seededRandom(seed);
  const coarse = { width: Math.ceil(width / 40), height: Math.ceil(height / 40) };
  const seeds = Buffer.alloc(coarse.width * coarse.height * 3);
  for (let index = 0; index < seeds.length; index += 1) seeds[index] = Math.floor(random() * 256);
  const blobs = await sharp(seeds, { raw: { ...coarse, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 3;
      const gradient = [(x / width) * 200, (y / height) * 180, ((x + y) / (width + height)) * 220];
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[index + channel] = Math.max(0, Math.min(255, gradient[channel]! * 0.5 + blobs[index + channel]! * 0.5 + (random() - 0.5) * 16));
      }
    }
  }
  return pixels;
}

const xmpPacket = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:tiff="http://ns.adobe.com/tiff/1.0/"
 exif:GPSLatitude="51,30.0N" exif:GPSLongitude="0,7.5W" tiff:Make="${cameraMake}"/>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** An APP13 (Photoshop IRB) segment holding IPTC: the by-line (2:80) names the camera maker. */
function iptcSegment(): Buffer {
  const byline = Buffer.from(cameraMake, 'latin1');
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 80, 0, byline.length]), byline]);
  const resourceLength = Buffer.alloc(4);
  resourceLength.writeUInt32BE(dataset.length);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), resourceLength, dataset]);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource.length % 2 ? Buffer.concat([resource, Buffer.from([0])]) : resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xed]), length, body]);
}

/**
 * A camera's JPEG: stored landscape with EXIF orientation 6 (shown portrait), camera make and model, a GPS
 * position in EXIF and XMP, and IPTC.
 */
export async function cameraJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const jpeg = await sharp(await photoLikePixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: cameraMake, Model: cameraModel },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 30/1', GPSMapDatum: 'WGS-84' },
    })
    .withXmp(xmpPacket)
    .toBuffer();
  // Right after SOI: where cameras put their APP segments.
  return Buffer.concat([jpeg.subarray(0, 2), iptcSegment(), jpeg.subarray(2)]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** IHDR of an 8-bit RGB, not interlaced image. */
function rgbHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return header;
}

/** A PNG whose header declares width × height, with a valid CRC and a tiny IDAT: a decompression bomb's header. */
export function bombPng(width: number, height: number): Buffer {
  // A zlib stream of a few zero bytes: what a bomb compresses gigabytes of zeros down to, cut short.
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x18, 0x05, 0x00, 0x00]);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', rgbHeader(width, height)), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * An animated PNG of two frames, red then blue (sharp cannot write APNG, and reads only its first frame):
 * an acTL chunk before the image data, each frame with its fcTL, the second frame's data in fdAT.
 */
export function animatedPng(size = 32): Buffer {
  const frame = (rgb: [number, number, number]) => {
    const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
    return deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  };
  const frameControl = (sequence: number) => {
    const control = Buffer.alloc(26);
    control.writeUInt32BE(sequence, 0);
    control.writeUInt32BE(size, 4);
    control.writeUInt32BE(size, 8);
    control.writeUInt16BE(1, 20); // a delay of 1/2 s
    control.writeUInt16BE(2, 22);
    return control;
  };
  const animationControl = Buffer.alloc(8);
  animationControl.writeUInt32BE(2, 0); // frames; 0 plays forever
  const sequence = Buffer.alloc(4);
  sequence.writeUInt32BE(2);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', rgbHeader(size, size)),
    pngChunk('acTL', animationControl),
    pngChunk('fcTL', frameControl(0)),
    pngChunk('IDAT', frame([255, 0, 0])),
    pngChunk('fcTL', frameControl(1)),
    pngChunk('fdAT', Buffer.concat([sequence, frame([0, 0, 255])])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgFile = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#c33"/></svg>\n',
);

/** Opaque test images of the other accepted formats (small, so the suite stays quick). */
export async function plainImage(format: 'png' | 'webp' | 'avif' | 'jpeg', width = 800, height = 600): Promise<Buffer> {
  const image = sharp(await photoLikePixels(width, height, 7), { raw: { width, height, channels: 3 } });
  return image.toFormat(format === 'avif' ? 'heif' : format, format === 'avif' ? { compression: 'av1', quality: 60, effort: 0 } : {}).toBuffer();
}

/** A WebP with real transparency: an opaque disc on a transparent ground. */
export async function transparentWebp(size = 600): Promise<Buffer> {
  const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#2a7"/></svg>`;
  return sharp(Buffer.from(disc)).webp({ quality: 90 }).toBuffer();
}
