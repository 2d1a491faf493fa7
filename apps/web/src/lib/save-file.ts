/** Hands a downloaded Blob to the browser as a file, through a short-lived object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start reading the file before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
