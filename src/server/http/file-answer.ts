/** A file made for its owner while they wait, as its download answers it: named as made, never kept by a cache. */
export const fileAnswer = (file: { bytes: Uint8Array; contentType: string; disposition: string }) =>
  new Response(file.bytes, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      'content-disposition': file.disposition,
      'cache-control': 'private, no-cache',
    },
  });
