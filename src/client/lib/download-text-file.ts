/** Saves a blob as a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Saves text as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string, type = 'text/plain') {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}
