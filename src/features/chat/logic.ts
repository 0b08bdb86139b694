/** True when a typed message has something to send (not empty, not only whitespace). */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}
