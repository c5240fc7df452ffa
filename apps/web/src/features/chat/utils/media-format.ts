const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A file's size as people read it: 900 B, 12.5 KB, 3.2 MB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  const [unit, size] = bytes < MB ? ['KB', KB] : bytes < GB ? ['MB', MB] : ['GB', GB];
  const value = bytes / (size as number);
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${unit}`;
}

/** A length in seconds as a clock: 0:07, 1:05, 1:02:03. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The extension of a file name in capitals (PDF, DOCX), or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1
    ? name
        .slice(dot + 1)
        .slice(0, 5)
        .toUpperCase()
    : '';
}
