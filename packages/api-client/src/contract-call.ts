// The one typed call of the browser apps: a contract of packages/shared/src/contracts names the path, what the call
// takes and what it answers. Only the contract's type is used, so no schema reaches the browser.
import type { z } from 'zod';

/** A call's contract: its path (`:name` for a path field), its body, its path fields and its answer. */
export interface Contract {
  path: string;
  request?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
}

type NoFields = Record<never, never>;

/** The fields of a contract's part; an empty object's (`z.object({})`, read as an index of never) has none. */
type FieldsOf<C, K extends 'request' | 'params'> = C extends { [key in K]: infer S extends z.ZodType }
  ? string extends keyof z.input<S>
    ? NoFields
    : z.input<S>
  : NoFields;

/** What a call is given: the body's fields and the path's, in one object. */
export type InputOf<C extends Contract> = FieldsOf<C, 'request'> & FieldsOf<C, 'params'>;

/** What a call answers: the data of the envelope. */
export type AnswerOf<C extends Contract> = z.output<C['response']>;

/** Sends a body to a path and resolves with the answer's data; each app brings its own (tokens, errors, time-outs). */
export type Transport<Options> = (
  path: string,
  body: object,
  signal?: AbortSignal,
  options?: Options,
) => Promise<unknown>;

/** The arguments after the path: the input may be left out when none of its fields is required. */
export type CallArgs<C extends Contract, Options> =
  NoFields extends InputOf<C>
    ? [input?: InputOf<C>, signal?: AbortSignal, options?: Options]
    : [input: InputOf<C>, signal?: AbortSignal, options?: Options];

const PATH_FIELD = /:(\w+)/g;

/** The path with its `:name` fields filled from the input, and the rest of the input as the body. */
export function fillPath(path: string, input: object = {}): { path: string; body: object } {
  if (!path.includes(':')) return { path, body: input };
  const body: Record<string, unknown> = { ...input };
  const filled = path.replace(PATH_FIELD, (_, name: string) => {
    const value = body[name];
    delete body[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, body };
}

/**
 * The app's typed call over its transport: `call<typeof contract>(contract's path, input, signal, options)`. The
 * path must be the contract's own; the input and the answer are the contract's types.
 */
export function contractCall<Options>(transport: Transport<Options>) {
  return function call<C extends Contract>(path: C['path'], ...[input, signal, options]: CallArgs<C, Options>) {
    const filled = fillPath(path, input ?? {});
    return transport(filled.path, filled.body, signal, options) as Promise<AnswerOf<C>>;
  };
}
