import type { Frame } from '../canvas.js';
import { luminance, toHex, withLightness } from '../color.js';
import { onFrame, randomSequence, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient } from '../svg.js';

/** A ridge line across the cover, from a seed: a filled path from `baseY`, rising and falling `amplitude`. */
function ridge(frame: Frame, random: () => number, baseY: number, amplitude: number, fill: string): string {
  const { width, height } = frame;
  const points: string[] = [];
  const steps = 7;
  for (let i = 0; i <= steps; i += 1) {
    const x = Math.round((width / steps) * i);
    const y = Math.round(frame.y(baseY - random() * amplitude));
    points.push(`${x},${y}`);
  }
  return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${fill}" stroke="${fill}" stroke-linejoin="round" stroke-width="${frame.length(40)}"/>`;
}

/** Illustrated: a landscape of layered hills under a big sun and birds, the title set in the sky. */
export const illustrated: CoverDesign = ({ title, author, palette, seed, onArt, frame }) => {
  const random = randomSequence(seed);
  const skyTop = withLightness(palette.primary, palette.tone === 'dark' ? 14 : 70);
  const skyBottom = withLightness(palette.secondary, palette.tone === 'dark' ? 30 : 86);
  const ink = !onArt && luminance(skyTop) > 0.3 ? toHex(withLightness(palette.primary, 15)) : '#ffffff';
  const hills = [52, 40, 28, 18]
    .map((lightness, i) =>
      ridge(
        frame,
        random,
        1560 + i * 190,
        260 - i * 30,
        toHex(withLightness(i % 2 ? palette.secondary : palette.primary, lightness)),
      ),
    )
    .join('');
  const birds = Array.from({ length: 5 }, () => {
    const x = Math.round(frame.x(900 + random() * 500));
    const y = Math.round(frame.y(1150 + random() * 220));
    const w = frame.length(Math.round(22 + random() * 20));
    const [lift, dip] = [frame.length(10), frame.length(14)];
    return `<path d="M${x - w} ${y - lift} q ${w / 2} ${-dip} ${w} ${lift} q ${w / 2} ${-dip - lift} ${w} ${-lift}" fill="none" stroke="${ink}" stroke-width="${frame.length(5)}" stroke-linecap="round"/>`;
  }).join('');
  const titleType = setTitle(
    title,
    onFrame(frame, {
      font: FONTS.baskervilleBold,
      box: { x: 170, y: 220, width: 1260, height: 880 },
      maxSize: 250,
      minSize: 36,
      lineHeight: 1.18,
      anchor: 'middle',
      align: 'middle',
      fill: ink,
    }),
  );
  const authorType = setType(
    author,
    onFrame(frame, {
      font: FONTS.montserratSemiBold,
      box: { x: 200, y: 2150, width: 1200, height: 120 },
      maxSize: 50,
      minSize: 28,
      lineHeight: 1.25,
      tracking: 0.24,
      uppercase: true,
      anchor: 'middle',
      align: 'middle',
      fill: '#ffffff',
    }),
  );
  const sun = { cx: frame.x(520), cy: frame.y(1420) };
  return {
    fonts: [FONTS.baskervilleBold, FONTS.montserratSemiBold],
    background:
      `<defs>${linearGradient('sky', [toHex(skyTop), toHex(skyBottom)])}</defs>` +
      `<rect width="${frame.width}" height="${frame.height}" fill="url(#sky)"/>` +
      `<circle cx="${sun.cx}" cy="${sun.cy}" r="${frame.length(260)}" fill="${palette.accentHex}"/>` +
      `<circle cx="${sun.cx}" cy="${sun.cy}" r="${frame.length(330)}" fill="${palette.accentHex}" fill-opacity="0.25"/>` +
      birds +
      hills,
    foreground: titleType.svg + authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
