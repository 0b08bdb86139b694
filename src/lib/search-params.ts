/**
 * How a search value typed in an address becomes a value (the router's JSON reading of each value,
 * with one exception): a bare number is kept as the text typed when a number would not give that
 * text back. A market id like 1.2300 stays "1.2300" (as a number it would be 1.23, another market);
 * 25 or 1.5 are still numbers, so routes that read numbers keep reading them.
 */
export function parseSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' && String(value) !== text ? text : value;
}
