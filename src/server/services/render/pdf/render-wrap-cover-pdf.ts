import { typesetPdf, warmTypesetter, type Typesetter } from './typeset-typst.js';
import { WRAP_COVER_FILES, wrapCoverToTypst, type WrapCoverSheet } from './wrap-cover-typst.js';

export interface WrapCoverPictures {
  backGroundPng: Uint8Array;
  frontBleedPng: Uint8Array;
  frontGroundPng: Uint8Array;
  frontTypeSvg: string;
}

const typesetters = new Map<string, Typesetter>();

/** The full-wrap cover sheet as a one-page PDF, set in the given font files (one warm typesetter per set). */
export function renderWrapCoverPdf(
  sheet: WrapCoverSheet,
  pictures: WrapCoverPictures,
  fontFiles: readonly string[],
): Buffer {
  const key = fontFiles.join('\n');
  let typesetter = typesetters.get(key);
  if (!typesetter) {
    typesetter = warmTypesetter('/infoforge-wrap-cover', fontFiles);
    typesetters.set(key, typesetter);
  }
  return typesetPdf(typesetter, wrapCoverToTypst(sheet), {
    [WRAP_COVER_FILES.backGround]: pictures.backGroundPng,
    [WRAP_COVER_FILES.frontBleed]: pictures.frontBleedPng,
    [WRAP_COVER_FILES.frontGround]: pictures.frontGroundPng,
    [WRAP_COVER_FILES.frontType]: Buffer.from(pictures.frontTypeSvg),
  });
}
