// A file's size as people read it: "812 KB", "4.2 MB" (1 KB = 1024 bytes, as file
// managers show it).

const units = ["bytes", "KB", "MB", "GB"] as const;

export function fileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
