/** The fields of a driver error these checks read: pg's SQLSTATE `code` and message, better-sqlite3's code and message. */
interface DriverError {
  code?: unknown;
  message?: unknown;
}

const driverError = (error: unknown): DriverError => (typeof error === 'object' && error !== null ? error : {});

/** A unique index (or the primary key) on `column` refused the row, on either database. */
export function violatesUnique(error: unknown, column: string): boolean {
  const { code, message } = driverError(error);
  const unique = code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  return unique && typeof message === 'string' && message.includes(column);
}

/** PostgreSQL ended the transaction to break a deadlock or a serialization conflict: running it again may succeed. */
export function isTransientConflict(error: unknown): boolean {
  const { code } = driverError(error);
  return code === '40P01' || code === '40001';
}
