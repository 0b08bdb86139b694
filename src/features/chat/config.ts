/** The support account players chat with: build-time VITE_SUPPORT_USER_ID, default the reference API's seeded one. */
export const SUPPORT_USER_ID = Number(import.meta.env.VITE_SUPPORT_USER_ID || 900);
/** Promotion descriptions on /chat are cut to this many words. */
export const PROMO_PREVIEW_WORDS = 100;
