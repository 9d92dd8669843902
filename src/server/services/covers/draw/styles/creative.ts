import { toHex, withLightness, withSaturation } from '../color.js';
import { randomSequence, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';

/** Playful: confetti of rings, triangles, dots and squiggles around a tilted card holding an italic serif title. */
export const creative: CoverDesign = ({ title, author, palette, seed, frame }) => {
  const ground = toHex(withLightness(withSaturation(palette.primary, 55), palette.tone === 'dark' ? 14 : 30));
  const colors = [palette.accentHex, toHex(withLightness(palette.secondary, 62)), '#ffffff'];
  const random = randomSequence(seed);
  const confetti = Array.from({ length: 22 }, (_, i) => {
    const x = Math.round(frame.x(80 + random() * 1440));
    const y = Math.round(frame.y(i % 2 === 0 ? 80 + random() * 380 : 1960 + random() * 360));
    const color = colors[i % colors.length]!;
    const size = frame.length(24 + random() * 46);
    const stroke = frame.length(10);
    const wave = frame.length(30);
    const turn = Math.round(random() * 360);
    switch (i % 4) {
      case 0:
        return `<circle cx="${x}" cy="${y}" r="${Math.round(size)}" fill="none" stroke="${color}" stroke-width="${stroke}"/>`;
      case 1:
        return `<polygon points="0,${-size} ${size},${size} ${-size},${size}" fill="${color}" transform="translate(${x} ${y}) rotate(${turn})"/>`;
      case 2:
        return `<circle cx="${x}" cy="${y}" r="${Math.round(size / 2)}" fill="${color}"/>`;
      default:
        return `<path d="M0 0 q ${wave} ${(-4 * wave) / 3} ${2 * wave} 0 t ${2 * wave} 0 t ${2 * wave} 0" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" transform="translate(${x - 3 * wave} ${y}) rotate(${turn})"/>`;
    }
  }).join('');
  const card = frame.box({ x: 170, y: 600, width: 1260, height: 1180 });
  const inset = { x: frame.x(90), y: frame.y(90) };
  const ink = toHex(withLightness(withSaturation(palette.primary, 60), 16));
  const titleType = setTitle(title, {
    font: FONTS.loraBoldItalic,
    box: {
      x: card.x + inset.x,
      y: card.y + inset.y,
      width: card.width - 2 * inset.x,
      height: card.height - frame.y(290),
    },
    maxSize: frame.type(290),
    minSize: frame.type(38),
    lineHeight: 1.12,
    anchor: 'start',
    align: 'middle',
    fill: ink,
  });
  const authorType = setType(author, {
    font: FONTS.loraRegular,
    box: {
      x: card.x + inset.x,
      y: card.y + card.height - frame.y(170),
      width: card.width - 2 * inset.x,
      height: frame.y(100),
    },
    maxSize: frame.type(56),
    minSize: frame.type(28),
    lineHeight: 1.2,
    anchor: 'end',
    align: 'bottom',
    fill: toHex(withLightness(palette.accent, 40)),
  });
  const tilt = `rotate(-3 ${frame.width / 2} ${card.y + card.height / 2})`;
  const [shadow, corner] = [frame.length(34), frame.length(36)];
  return {
    fonts: [FONTS.loraBoldItalic, FONTS.loraRegular],
    background: `<rect width="${frame.width}" height="${frame.height}" fill="${ground}"/>${confetti}`,
    foreground:
      `<g transform="${tilt}">` +
      `<rect x="${card.x + shadow}" y="${card.y + shadow}" width="${card.width}" height="${card.height}" rx="${corner}" fill="${palette.accentHex}"/>` +
      `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="${corner}" fill="#fffaf0"/>` +
      `</g>` +
      titleType.svg +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
