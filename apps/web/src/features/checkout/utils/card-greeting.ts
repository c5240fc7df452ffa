/**
 * The card's message with a ready greeting put in where the caret was (replacing what was selected there), or null
 * when the result would be longer than the card takes. Lengths count characters as the field counts them.
 */
export function insertGreeting(
  message: string,
  greeting: string,
  selection: { start: number; end: number },
  maxLength: number,
): string | null {
  const start = Math.max(0, Math.min(selection.start, message.length));
  const end = Math.max(start, Math.min(selection.end, message.length));
  const next = message.slice(0, start) + greeting + message.slice(end);
  return [...next].length <= maxLength ? next : null;
}
