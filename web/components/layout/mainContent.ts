/** Id of the <main> element: the skip link's target and where focus goes after a route change. */
export const MAIN_CONTENT_ID = 'main-content';
