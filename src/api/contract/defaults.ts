/**
 * What the contract puts in a field an answer leaves out, in a module free of valibot: the boot
 * script reads raw answers before any module loads, and must order them as the screens will.
 */
export const GAME_DEFAULTS = { display_order: 0 } as const;
