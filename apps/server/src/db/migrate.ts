import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connect';
import * as m001 from './migrations/001-catalogue';
import * as m002 from './migrations/002-accounts';
import * as m003 from './migrations/003-orders';
import * as m004 from './migrations/004-messaging';
import * as m005 from './migrations/005-friends';
import * as m006 from './migrations/006-chat-uploads';
import * as m007 from './migrations/007-group-join-requests';
import * as m008 from './migrations/008-login-limits';
import * as m009 from './migrations/009-refund-jobs';
import * as m011 from './migrations/011-write-quotas';
import * as m012 from './migrations/012-staff-and-audit';
import * as m013 from './migrations/013-dashboard-indexes';
import * as m014 from './migrations/014-order-workbench';
import * as m015 from './migrations/015-delivery-settings';
import * as m016 from './migrations/016-order-list-index';
import * as m017 from './migrations/017-goods-specs-and-add-ons';
import * as m019 from './migrations/019-home-page';
import * as m020 from './migrations/020-coupon-console';
import * as m021 from './migrations/021-customers-and-comment-moderation';
import * as m022 from './migrations/022-service-desk';
import * as m023 from './migrations/023-real-name';
import * as m024 from './migrations/024-order-sender';
import * as m025 from './migrations/025-catalogue-in-english';
import * as m026 from './migrations/026-paid-order-changes';
import * as m027 from './migrations/027-occasions';
import * as m028 from './migrations/028-goods-details-in-english';
import * as m029 from './migrations/029-order-sender-phone-index';
import * as m030 from './migrations/030-goods-live-state-index';
import * as m031 from './migrations/031-record-versions';
import * as m034 from './migrations/034-desk-defaults';
import * as m035 from './migrations/035-courier-outcomes';
import * as m036 from './migrations/036-english-hot-words';
import * as m037 from './migrations/037-english-size-names';
import * as m038 from './migrations/038-wechat-identities';
import * as m039 from './migrations/039-recipient-sms';
import * as m041 from './migrations/041-wechat-sign-in-and-js-sdk';
import * as m042 from './migrations/042-english-goods-names-on-orders';
import * as m043 from './migrations/043-cooler';
import * as m044 from './migrations/044-order-lines-from-cooler';
import * as m045 from './migrations/045-subscriptions';

// Migrations are imported, not read from disk, so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '001-catalogue': m001,
  '002-accounts': m002,
  '003-orders': m003,
  '004-messaging': m004,
  '005-friends': m005,
  '006-chat-uploads': m006,
  '007-group-join-requests': m007,
  '008-login-limits': m008,
  '009-refund-jobs': m009,
  '011-write-quotas': m011,
  '012-staff-and-audit': m012,
  '013-dashboard-indexes': m013,
  '014-order-workbench': m014,
  '015-delivery-settings': m015,
  '016-order-list-index': m016,
  '017-goods-specs-and-add-ons': m017,
  '019-home-page': m019,
  '020-coupon-console': m020,
  '021-customers-and-comment-moderation': m021,
  '022-service-desk': m022,
  '023-real-name': m023,
  '024-order-sender': m024,
  '025-catalogue-in-english': m025,
  '026-paid-order-changes': m026,
  '027-occasions': m027,
  '028-goods-details-in-english': m028,
  '029-order-sender-phone-index': m029,
  '030-goods-live-state-index': m030,
  '031-record-versions': m031,
  '034-desk-defaults': m034,
  '035-courier-outcomes': m035,
  '036-english-hot-words': m036,
  '037-english-size-names': m037,
  '038-wechat-identities': m038,
  '039-recipient-sms': m039,
  '041-wechat-sign-in-and-js-sdk': m041,
  '042-english-goods-names-on-orders': m042,
  '043-cooler': m043,
  '044-order-lines-from-cooler': m044,
  '045-subscriptions': m045,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The newest migration this code knows: a database whose schema is newer is not this code's (backups, decision 056). */
export const newestMigration: string = Object.keys(migrations).sort().at(-1) ?? '';

/** Brings the schema to the latest migration; the same migrations run on SQLite and PostgreSQL. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
