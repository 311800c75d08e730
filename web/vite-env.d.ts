/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'off' builds the site without page analytics. */
  readonly VITE_ANALYTICS?: string;
}
