// npm run restore -- <backup>: restores a backup into an empty DATA_DIR / DATABASE_URL (decision 056); a refusal
// names its reason, changes nothing and exits 1.
import path from 'node:path';
import { configForCommand } from './cli-config';
import { restoreServiceFor } from './modules/backups/backups.module';

const [given] = process.argv.slice(2);
if (!given) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(1);
}
const { config, database } = configForCommand();
try {
  const restored = await restoreServiceFor(config, database).restore(path.resolve(given));
  const where = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
  console.info(`Restored the ${restored.manifest.kind} backup of ${restored.manifest.takenAt} into ${where}`);
  console.info(`Schema ${restored.manifest.schemaVersion}; the server migrates it to the newest on start`);
  for (const [table, n] of Object.entries(restored.rowCounts)) console.info(`  ${table}: ${n}`);
  console.info(`Uploads: ${restored.uploads} files`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.db.destroy();
}
