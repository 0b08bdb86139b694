/** The texts of the login, sign-up and forgot-password screens (their routes load them with the code). */
export const AUTH_NAMESPACES = ['auth', 'validation'] as const;
