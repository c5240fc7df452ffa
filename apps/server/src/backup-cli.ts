// npm run backup: a consistent backup of DATA_DIR / DATABASE_URL under BACKUP_DIR while the shop serves (decision 056).
// Prints what it wrote, then the backup's path as the last line.
import { configForCommand } from './cli-config';
import { backupServiceFor } from './modules/backups/backups.module';

const { config, database } = configForCommand();
try {
  const backups = backupServiceFor(config, database, { info: () => undefined });
  const { dir, manifest } = await backups.take();
  const counts = Object.entries(manifest.rowCounts).map(([table, n]) => `${table} ${n}`);
  console.info(`Backed up ${manifest.kind} at schema ${manifest.schemaVersion}: ${counts.join(', ')}`);
  console.info(
    manifest.uploads.storage === 'local' ? `Uploads: ${manifest.uploads.files} files` : manifest.uploads.note,
  );
  console.info(dir);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.db.destroy();
}
