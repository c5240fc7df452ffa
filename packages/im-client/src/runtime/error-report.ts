import { reportError } from '../api/report-error';

import type { ImClient } from '../client';
/** One message is reported at most once a minute, so a failing loop does not flood the error log. */
export const REPORT_INTERVAL_MS = 60_000;

function report(imClient: ImClient, message: string, stack: string | undefined): void {
  const text = message.slice(0, 2000) || 'Unknown error';
  const now = Date.now();
  const { lastReported } = imClient.parts.errors;
  const last = lastReported.get(text);
  if (last !== undefined && now - last < REPORT_INTERVAL_MS) return;
  lastReported.set(text, now);
  void reportError(imClient, {
    message: text,
    ...(stack ? { stack: stack.slice(0, 8000) } : {}),
    url: window.location.href.slice(0, 1024),
  }).catch(() => {
    // Reporting must never add an error of its own.
  });
}

function describe(reason: unknown): { message: string; stack: string | undefined } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason, stack: undefined };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: undefined };
  } catch {
    return { message: String(reason), stack: undefined };
  }
}

/**
 * Reports unexpected page errors while the chat runs (PRODUCT.md#chat-calls: they go to the error log, where they are
 * counted). Answers a function that stops.
 */
export function startErrorReporting(imClient: ImClient): () => void {
  const onError = (event: ErrorEvent) => {
    const described = event.error !== undefined && event.error !== null ? describe(event.error) : undefined;
    report(imClient, described?.message ?? event.message, described?.stack);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    report(imClient, message, stack);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Forgets when messages were last reported: tests. */
export function resetErrorReporting(imClient: ImClient): void {
  imClient.parts.errors.lastReported.clear();
}
