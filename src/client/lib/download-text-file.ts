/** Saves text as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
