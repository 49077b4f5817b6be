// Chat constants of product-spec §9.
export const PAGE_SIZE = 50;
export const MESSAGE_CACHE_CONVERSATIONS = 20;
export const PREVIEW_LENGTH = 50;
export const TYPING_LIFETIME_MS = 10_000;
export const TYPING_THROTTLE_MS = 3_000;
export const WINDOW_WIDTH = { regular: 350, expanded: 500, minimised: 224 } as const;
export const LIST_WIDTH = { mobile: 320, desktop: 384, collapsed: 160 } as const;
export const OPEN_RETRY_MS = 500;
