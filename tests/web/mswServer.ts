import { setupServer } from 'msw/node';

/**
 * The one mock server of the component tests: every test adds the handlers it needs with
 * `mockServer.use(...)`; a request no handler answers fails the test (setup.ts).
 */
export const mockServer = setupServer();
