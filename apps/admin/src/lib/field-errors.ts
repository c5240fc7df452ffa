import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

/** The `field: text` parts of a server message, as its validation writes them (`username: taken; phone: …`). */
export function fieldMessages(message: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z][\w.]*): (.+)$/.exec(part.trim());
    if (match?.[1] && match[2]) named.set(match[1], match[2]);
  }
  return named;
}

/**
 * Shows a failed save's error next to the form's fields the server's message names; answers the message to show
 * above the form when it names none of them.
 */
export function showFieldErrors<T>(
  form: FormInstance<T>,
  fields: readonly string[],
  error: unknown,
): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return message;
  const named = [...fieldMessages(message)].filter(([name]) => fields.includes(name));
  if (named.length === 0) return message;
  form.setFields(named.map(([name, text]) => ({ name: name as never, errors: [text] })));
  return undefined;
}
