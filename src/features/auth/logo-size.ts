/** The auth screens' logo box (auth.css): index.html's boot script draws a prerendered page's logo at it too. */
export const AUTH_LOGO_SIZE = { width: 192, height: 48 } as const;
