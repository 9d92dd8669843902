import type { CoverStyle } from '../../../../shared/catalog.js';

/** User text quoted, so it reads as a value and never as an instruction. */
const quoted = (text: string) => JSON.stringify(text.trim());

export interface CoverArtRequest {
  title: string;
  style: CoverStyle;
  colorScheme: string;
  customPrompt?: string | undefined;
  tone?: string | undefined;
}

const STYLE_DIRECTIONS: Record<CoverStyle, string> = {
  professional: 'polished, refined corporate photography or abstract shapes, calm and trustworthy',
  modern: 'clean contemporary geometric composition, flat colour fields, strong shapes',
  minimalist: 'very sparse, one simple subject on a plain field, generous empty space',
  vibrant: 'saturated, energetic colour, dynamic light and movement',
  bold: 'high contrast, striking graphic forms, dramatic lighting',
  elegant: 'luxurious, soft light, fine textures, understated sophistication',
  creative: 'playful, imaginative, collage-like, unexpected artistic composition',
  '3d': 'three-dimensional rendered objects with depth, soft shadows and studio lighting',
  illustrated: 'hand-drawn editorial illustration, painterly textures',
};

/** The image prompt: background art only. The title and author are set in real type afterwards. */
export function coverArtPrompt(request: CoverArtRequest): string {
  return [
    'Background artwork for a book cover, portrait orientation.',
    `Subject: imagery that suits a book titled ${quoted(request.title)}.`,
    `Style: ${STYLE_DIRECTIONS[request.style]}.`,
    `Colour scheme: ${quoted(request.colorScheme)}.`,
    request.tone ? `Mood: ${quoted(request.tone)}.` : '',
    request.customPrompt ? `Further direction from the author: ${quoted(request.customPrompt)}.` : '',
    'Draw no text at all: no letters, words, numbers, logos or watermarks. Keep the upper half calm and',
    'uncluttered, because a title will be set over it.',
  ]
    .filter(Boolean)
    .join(' ');
}
