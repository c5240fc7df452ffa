import { type Config, loadConfig } from './config';
import { type DbHandle, openDatabase } from './db/connect';

/** The server's configuration for a command (backup, restore), and its PostgreSQL database when it has one; a bad setting ends the command, named. */
export function configForCommand(): { config: Config; database: DbHandle | undefined } {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = config.databaseUrl ? openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: '' }) : undefined;
  return { config, database };
}
