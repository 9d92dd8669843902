import type { CoverStyle } from '../../../../../shared/catalog.js';
import type { CoverDesign } from '../design.js';
import { bold } from './bold.js';
import { creative } from './creative.js';
import { elegant } from './elegant.js';
import { illustrated } from './illustrated.js';
import { minimalist } from './minimalist.js';
import { modern } from './modern.js';
import { professional } from './professional.js';
import { threeD } from './three-d.js';
import { vibrant } from './vibrant.js';

/** One design per cover style (docs/product-rules.md R35). */
export const COVER_DESIGNS: Record<CoverStyle, CoverDesign> = {
  professional,
  modern,
  minimalist,
  vibrant,
  bold,
  elegant,
  creative,
  '3d': threeD,
  illustrated,
};
