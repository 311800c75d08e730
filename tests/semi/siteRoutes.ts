/** Routes registered by the site. */
export const ROUTES = new Set([
  '/',
  '/products',
  '/chb-case-study',
  '/image-gallery',
  '/image-demo',
  '/roadmap',
  '/memory-capturers-deep-dive',
  '/startup-founders-deep-dive',
  '/content-creators-deep-dive',
  '/creative-process',
  '/image-admin',
  '/contact',
]);
