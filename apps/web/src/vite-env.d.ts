/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_LEGAL_EMAIL?: string;
  readonly VITE_SALES_EMAIL?: string;
}
