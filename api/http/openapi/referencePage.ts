/**
 * The API reference page: Swagger UI from swagger-ui-dist, every file served from this origin, so the
 * page runs under the site's Content-Security-Policy (script-src 'self', no inline script).
 */
export const referenceAssetsPath = '/api/docs/assets';

export const referencePageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>REST API reference</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${referenceAssetsPath}/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="${referenceAssetsPath}/swagger-ui-bundle.js"></script>
    <script src="${referenceAssetsPath}/reference.js"></script>
  </body>
</html>
`;

/**
 * Starts Swagger UI on the document. validatorUrl null: the default shows a badge loaded from
 * validator.swagger.io, another origin the policy refuses.
 */
export const referenceScript = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;
