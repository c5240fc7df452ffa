import type { AuditAction } from '@ffe/shared/domain/audit';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import type { AuditRepository } from '../platform';
import type { HomePageRepository } from './home-page.repository';

export interface HomeWriteDeps {
  repo: HomePageRepository;
  audit: AuditRepository;
  now?: () => number;
  /** Called after each write commits. */
  onWritten?: () => void;
}

/** What one write did, for its audit entry. */
export interface HomeChange<T> {
  result: T;
  record: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/**
 * Runs one home write: the version moves first (every process's cached home goes stale), then the change, then its
 * audit entry, all in one transaction, so a refused change leaves nothing behind.
 */
export function homeWriter(deps: HomeWriteDeps) {
  const now = deps.now ?? (() => Date.now());
  return {
    now,
    async write<T>(actor: AuditActor, action: AuditAction, change: (trx: Db) => Promise<HomeChange<T>>): Promise<T> {
      const result = await deps.repo.transaction(async (trx) => {
        await deps.repo.bumpVersion(trx, actor.id, now());
        const { result, record, before, after } = await change(trx);
        await deps.audit.record(trx, { actor, area: 'home', action, record, before, after });
        return result;
      });
      deps.onWritten?.();
      return result;
    },
  };
}

export type HomeWriter = ReturnType<typeof homeWriter>;

/** The first place a list of `ids` names one id twice, for the 400 that names it. */
export function firstRepeat(ids: readonly string[]): number {
  return ids.findIndex((id, i) => ids.indexOf(id) < i);
}
