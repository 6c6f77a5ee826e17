/** What Chromium's Network Information API says; Firefox and Safari do not have it. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the visitor asked to save data (the browser's data saver, which also sends the
 * `Save-Data` header) or the connection is as slow as 2G: downloads the current page does not
 * need are then left until the visitor asks for them.
 */
export function wantsLessData(connection = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}
