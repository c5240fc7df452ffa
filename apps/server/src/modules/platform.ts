import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/connect';
import type { EventBus } from '../platform/event-bus';
import type { FileStorage } from '../platform/file-storage';
import type { AuditRepository } from './audit/audit.repository';
import type { ShopPictures } from './images/shop-pictures';

/** What every module may use: built once in app.ts before the first module (decision 054). */
export interface Platform {
  app: FastifyInstance;
  config: Config;
  database: DbHandle;
  bus: EventBus;
  tokenSecret: string;
  /** A secret of its own for `purpose`, derived from the token secret. */
  secretFor: (purpose: string) => string;
  /** The one audit trail: staff writes of every module record into it with their own transaction. */
  audit: AuditRepository;
  storage: FileStorage;
  pictures: ShopPictures;
  imageUrl: ImageUrl;
}

// Platform pieces by name, so a module's files need not reach into the folder that builds them.
export type { AuditRepository };
/** A stored picture's path to the address the pages load it from. */
export type ImageUrl = (path: string) => string;
