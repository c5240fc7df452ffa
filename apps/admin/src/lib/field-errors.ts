import { parseFieldProblem } from '@ffe/shared/field-problems';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { ApiError } from './api-client';
import i18n from './i18n';

/** The `field: text` parts of a server message, as its validation writes them (`username: taken; slots.1.end: …`). */
export function fieldMessages(message: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z][\w.]*): (.+)$/.exec(part.trim());
    if (match?.[1] && match[2]) named.set(match[1], match[2]);
  }
  return named;
}

/**
 * A field's part of a server message as the page says it: its stable problem (`TOO_BIG 100000`, `OUT_OF_BOUNDS
 * 0..999`) in the page's language; a sentence that is no problem code is said as a plain "check it", never shown.
 */
export function wordFieldMessage(text: string): string {
  const problem = parseFieldProblem(text);
  if (!problem) return i18n.t('fieldProblem.INVALID');
  const [min, max] = problem.limit?.split('..') ?? [];
  return i18n.t(`fieldProblem.${problem.code}`, { limit: problem.limit, min, max });
}

/** A server field name as a form's name path: `slots.1.end` is `['slots', 1, 'end']`. */
export const namePathOf = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Which of the form's fields shows the error the server names: the form's own field names (a flat form), or a function
 * answering the name path for a server field name, undefined when the form has no field for it.
 */
export type FieldsShown = readonly string[] | ((field: string) => NamePath | undefined);

/**
 * Shows a failed save's error next to the form's fields the server's message names; answers the message to show
 * above the form when it names none of them.
 */
export function showFieldErrors<T>(form: FormInstance<T>, fields: FieldsShown, error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return message;
  const named = fieldMessages(error.detail);
  const pathOf =
    typeof fields === 'function' ? fields : (field: string) => (fields.includes(field) ? field : undefined);
  // Two parts of a message may land on one field (two closed dates wrong): it shows both.
  const shown = new Map<string, { name: NamePath; errors: string[] }>();
  for (const [field, text] of named) {
    const name = pathOf(field);
    if (name === undefined) continue;
    const key = JSON.stringify(name);
    const entry = shown.get(key) ?? { name, errors: [] };
    entry.errors.push(wordFieldMessage(text));
    shown.set(key, entry);
  }
  if (shown.size === 0) return message;
  form.setFields([...shown.values()].map(({ name, errors }) => ({ name: name as never, errors })));
  return undefined;
}
