/** The first `words` words of a text, with an ellipsis when there is more (inbox 5, chat promotions 100). */
export function previewWords(text: string, words: number): string {
  const list = text.trim().split(/\s+/).filter(Boolean);
  return list.length > words ? `${list.slice(0, words).join(' ')}…` : list.join(' ');
}
