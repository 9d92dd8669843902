/** Width and height in pixels of a PNG, from its IHDR chunk. Throws when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const signature = png.byteLength >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452;
  if (!signature) throw new Error('The cover is not a PNG image');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
