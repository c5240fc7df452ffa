import type { FastifyInstance } from 'fastify';

/**
 * One module of the server (decision 054): built from the platform and what earlier modules offer, it answers what it
 * offers later ones, registers its routes when app.ts asks, and stops its timers on close.
 */
export interface ServerModule<Offers = undefined> {
  offers: Offers;
  register?(app: FastifyInstance): Promise<void>;
  close?(): void | Promise<void>;
}

/**
 * A port a module needs from a module listed after it (a cycle not yet split, decision 054): app.ts provides it by name
 * right after building that module, and the app refuses to start while one is missing.
 */
export interface Later<T> {
  readonly what: string;
  get(): T;
  provide(value: T): void;
  readonly provided: boolean;
}

export function later<T>(what: string): Later<T> {
  let value: T | undefined;
  let provided = false;
  return {
    what,
    get() {
      if (!provided) throw new Error(`${what} is used before app.ts provided it`);
      return value as T;
    },
    provide(given) {
      if (provided) throw new Error(`${what} is provided twice`);
      value = given;
      provided = true;
    },
    get provided() {
      return provided;
    },
  };
}

/** A change a module announces to the modules listed after it; each listens when it is built, in list order. */
export function announcer<A extends unknown[]>() {
  const listeners: ((...args: A) => Promise<void> | void)[] = [];
  return {
    listen(listener: (...args: A) => Promise<void> | void) {
      listeners.push(listener);
    },
    async announce(...args: A) {
      for (const listener of listeners) await listener(...args);
    },
  };
}

export type Announcer<A extends unknown[]> = ReturnType<typeof announcer<A>>;
/** The side of an announcer that later modules see. */
export type Announcements<A extends unknown[]> = Pick<Announcer<A>, 'listen'>;
