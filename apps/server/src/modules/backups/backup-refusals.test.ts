import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrderRow } from '../../../test/back-office';
import { anEmptyTarget, aShopOnDisk, postgresBackupSkipReason, type ShopOnDisk } from '../../../test/backing-up';
import { testDatabases } from '../../../test/databases';
import { aMember } from '../../../test/factories';
import { migrateToLatest } from '../../db/migrate';
import { backupRepository } from './backup.repository';
import { type BackupManifest, MANIFEST } from './backup-manifest';
import { backupServiceFor, restoreServiceFor } from './backups.module';

const postgresSkip = await postgresBackupSkipReason();

/** A copy of the backup at `dir` to spoil, removed with the suite's temporary folder. */
function copyOf(dir: string, into: string): string {
  const copy = path.join(into, `copy-${Math.random().toString(16).slice(2)}`);
  fs.cpSync(dir, copy, { recursive: true });
  return copy;
}

const manifestOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;

for (const target of testDatabases) {
  const skip = target.skipReason ?? (target.url ? postgresSkip : undefined);
  describe.skipIf(!!skip)(`Backups and their refusals on ${target.name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let shop: ShopOnDisk;
    let backup: string;
    let scratch: string;
    const kind = target.url ? 'postgres' : 'sqlite';
    const databaseFile = target.url ? 'database.pgdump' : 'database.sqlite';

    beforeAll(async () => {
      shop = await aShopOnDisk(target);
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-backup-copies-'));
      const member = await aMember(shop.db);
      await anOrderRow(shop.db, { user_id: member.id });
      fs.mkdirSync(path.join(shop.dataDir, 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(shop.dataDir, 'uploads', 'p-abc-750.webp'), 'picture bytes');
      const backups = backupServiceFor(shop.config, target.url ? shop.database : undefined, { info: () => undefined });
      backup = (await backups.take()).dir;
    });
    afterAll(async () => {
      await shop?.close();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    });

    it('writes a folder named by its UTC time with a manifest of the schema, the counts and every file checksummed', () => {
      expect(path.basename(backup)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/);
      expect(path.dirname(backup)).toBe(shop.config.backups.dir);
      const manifest = manifestOf(backup);
      expect(manifest).toMatchObject({ format: 1, kind, uploads: { storage: 'local', files: 1 } });
      expect(manifest.rowCounts).toMatchObject({ users: expect.any(Number), orders: 1, payments: 0, refunds: 0 });
      expect(manifest.files.map((f) => f.path).sort()).toEqual([databaseFile, 'uploads/p-abc-750.webp']);
      for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('says in the manifest that S3 uploads are not copied', async () => {
      const s3 = {
        ...shop.config,
        storage: {
          driver: 's3' as const,
          bucket: 'shop',
          endpoint: undefined,
          region: 'us-east-1',
          credentials: undefined,
          forcePathStyle: false,
        },
      };
      const taken = await backupServiceFor(s3, target.url ? shop.database : undefined, {
        info: () => undefined,
      }).take();
      expect(taken.manifest.uploads).toMatchObject({
        storage: 's3',
        files: 0,
        note: expect.stringContaining('not copied'),
      });
      expect(taken.manifest.files.map((f) => f.path)).toEqual([databaseFile]);
      fs.rmSync(taken.dir, { recursive: true });
    });

    it.each([
      ['the database', databaseFile],
      ['an upload', 'uploads/p-abc-750.webp'],
    ])('refuses a backup whose checksum of %s fails, naming the file and changing nothing', async (_what, file) => {
      const spoiled = copyOf(backup, scratch);
      fs.appendFileSync(path.join(spoiled, file), 'x');
      const into = await anEmptyTarget(target);
      try {
        await expect(restoreServiceFor(into.config, into.database).restore(spoiled)).rejects.toThrow(
          `${file} fails its checksum`,
        );
        expect(fs.readdirSync(into.dataDir)).toEqual([]);
        if (into.database) expect(await backupRepository(into.database.db).postgresTableCount()).toBe(0);
      } finally {
        await into.drop();
      }
    });

    it("refuses a backup of a schema newer than the code's newest migration", async () => {
      const newer = copyOf(backup, scratch);
      fs.writeFileSync(
        path.join(newer, MANIFEST),
        JSON.stringify({ ...manifestOf(newer), schemaVersion: '999-from-the-future' }),
      );
      const into = await anEmptyTarget(target);
      try {
        await expect(restoreServiceFor(into.config, into.database).restore(newer)).rejects.toThrow(
          /schema \(999-from-the-future\) is newer than this code's newest migration/,
        );
        expect(fs.readdirSync(into.dataDir)).toEqual([]);
      } finally {
        await into.drop();
      }
    });

    it('refuses a target that holds a database or uploads already, and restores once it is empty', async () => {
      const into = await anEmptyTarget(target);
      try {
        const restores = restoreServiceFor(into.config, into.database);
        const uploads = path.join(into.dataDir, 'uploads');
        fs.mkdirSync(uploads);
        fs.writeFileSync(path.join(uploads, 'theirs.webp'), 'someone else');
        await expect(restores.restore(backup)).rejects.toThrow(`the target is not empty: ${uploads} holds files`);
        fs.rmSync(uploads, { recursive: true });

        if (into.database) {
          await migrateToLatest(into.database.db);
          await expect(restores.restore(backup)).rejects.toThrow(
            /the target is not empty: the PostgreSQL database has \d+ tables/,
          );
          expect(await backupRepository(into.database.db).schemaVersion()).toBeDefined();
        } else {
          const file = path.join(into.dataDir, 'shop.sqlite');
          fs.writeFileSync(file, 'a database');
          await expect(restores.restore(backup)).rejects.toThrow(`the target is not empty: ${file} exists`);
          expect(fs.readFileSync(file, 'utf8')).toBe('a database');
          fs.rmSync(file);
          const restored = await restores.restore(backup);
          expect(restored.rowCounts).toEqual(manifestOf(backup).rowCounts);
          expect(fs.readFileSync(path.join(uploads, 'p-abc-750.webp'), 'utf8')).toBe('picture bytes');
        }
      } finally {
        await into.drop();
      }
    });

    it('counts the backups this process took and failed on the app, for a future /metrics', () => {
      expect(shop.app.backupCounts()).toEqual({ taken: 0, failures: 0, lastTakenAt: undefined });
    });

    it('refuses a folder that is not a backup', async () => {
      const into = await anEmptyTarget(target);
      try {
        await expect(restoreServiceFor(into.config, into.database).restore(scratch)).rejects.toThrow(
          'is not a backup: it has no manifest.json',
        );
      } finally {
        await into.drop();
      }
    });
  });
}
