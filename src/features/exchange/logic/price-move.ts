/** 'up' when the price rose, 'down' when it fell, nothing when either side is unknown or equal. */
export function priceMove(before: number | undefined, after: number | undefined): 'up' | 'down' | undefined {
  if (before === undefined || after === undefined || before === after) return undefined;
  return after > before ? 'up' : 'down';
}
