/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Another origin for the API; '' (default) means same origin. */
  readonly VITE_API_BASE_URL?: string;
}
