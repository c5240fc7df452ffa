/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hosts the web view may frame, comma-separated; `*.example.com` allows its subdomains. None by default. */
  readonly VITE_WEB_VIEW_HOSTS?: string;
}
