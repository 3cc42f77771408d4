/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** YouTube id of the product demo shown on the landing page; unset until the demo is published. */
  readonly VITE_DEMO_VIDEO_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A language's messages, parsed at build time (scripts/precompiled-messages.ts). */
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

/** A screen's part of the messages, fetched in the page's language (src/i18n/load-messages.ts). */
declare module 'virtual:message-part/*' {}
