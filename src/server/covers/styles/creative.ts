import { COVER_HEIGHT, COVER_WIDTH } from '../canvas.js';
import { toHex, withLightness, withSaturation } from '../color.js';
import { randomSequence, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';

/** Playful: confetti of rings, triangles, dots and squiggles around a tilted card holding an italic serif title. */
export const creative: CoverDesign = ({ title, author, palette, seed }) => {
  const ground = toHex(withLightness(withSaturation(palette.primary, 55), palette.tone === 'dark' ? 14 : 30));
  const colors = [palette.accentHex, toHex(withLightness(palette.secondary, 62)), '#ffffff'];
  const random = randomSequence(seed);
  const confetti = Array.from({ length: 22 }, (_, i) => {
    const x = Math.round(80 + random() * 1440);
    const y = Math.round(i % 2 === 0 ? 80 + random() * 380 : 1960 + random() * 360);
    const color = colors[i % colors.length]!;
    const size = 24 + random() * 46;
    const turn = Math.round(random() * 360);
    switch (i % 4) {
      case 0:
        return `<circle cx="${x}" cy="${y}" r="${Math.round(size)}" fill="none" stroke="${color}" stroke-width="10"/>`;
      case 1:
        return `<polygon points="0,${-size} ${size},${size} ${-size},${size}" fill="${color}" transform="translate(${x} ${y}) rotate(${turn})"/>`;
      case 2:
        return `<circle cx="${x}" cy="${y}" r="${Math.round(size / 2)}" fill="${color}"/>`;
      default:
        return `<path d="M0 0 q 30 -40 60 0 t 60 0 t 60 0" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round" transform="translate(${x - 90} ${y}) rotate(${turn})"/>`;
    }
  }).join('');
  const card = { x: 170, y: 600, width: 1260, height: 1180 };
  const ink = toHex(withLightness(withSaturation(palette.primary, 60), 16));
  const titleType = setTitle(title, {
    font: FONTS.loraBoldItalic,
    box: { x: card.x + 90, y: card.y + 90, width: card.width - 180, height: card.height - 290 },
    maxSize: 290,
    minSize: 38,
    lineHeight: 1.12,
    anchor: 'start',
    align: 'middle',
    fill: ink,
  });
  const authorType = setType(author, {
    font: FONTS.loraRegular,
    box: { x: card.x + 90, y: card.y + card.height - 170, width: card.width - 180, height: 100 },
    maxSize: 56,
    minSize: 28,
    lineHeight: 1.2,
    anchor: 'end',
    align: 'bottom',
    fill: toHex(withLightness(palette.accent, 40)),
  });
  const tilt = `rotate(-3 ${COVER_WIDTH / 2} ${card.y + card.height / 2})`;
  return {
    fonts: [FONTS.loraBoldItalic, FONTS.loraRegular],
    background: `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${ground}"/>${confetti}`,
    foreground:
      `<g transform="${tilt}">` +
      `<rect x="${card.x + 34}" y="${card.y + 34}" width="${card.width}" height="${card.height}" rx="36" fill="${palette.accentHex}"/>` +
      `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="36" fill="#fffaf0"/>` +
      `</g>` +
      titleType.svg +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
