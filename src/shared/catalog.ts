/** Business constants of the product (docs/product-rules.md R7, R8, R10, R17, R21, R22, R26, R27, R31, R35). */

export const PRODUCT_TYPE_VALUES = ['ebook', 'course', 'guide', 'workbook', 'template', 'plr'] as const;
export type ProductType = (typeof PRODUCT_TYPE_VALUES)[number];
const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  ebook: 'eBook',
  course: 'Online Course',
  guide: 'Guide/Tutorial',
  workbook: 'Workbook',
  template: 'Template Pack',
  plr: 'PLR Content',
};
/** The product types in the order the pickers show them, each with its label. */
export const PRODUCT_TYPES = PRODUCT_TYPE_VALUES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));

/** The budget choices of the niche form, sent as the budget range text. */
export const BUDGET_RANGES = ['Low ($0–$500)', 'Medium ($500–$2,000)', 'High ($2,000+)'] as const;

export const TITLE_TONES = [
  'professional',
  'casual',
  'urgent',
  'friendly',
  'authoritative',
  'inspiring',
  'playful',
] as const;
export type TitleTone = (typeof TITLE_TONES)[number];

export const COVER_STYLES = [
  'professional',
  'modern',
  'minimalist',
  'vibrant',
  'bold',
  'elegant',
  'creative',
  '3d',
  'illustrated',
] as const;
export type CoverStyle = (typeof COVER_STYLES)[number];
export const COVER_STYLE_LABELS: Record<CoverStyle, string> = {
  professional: 'Professional',
  modern: 'Modern',
  minimalist: 'Minimalist',
  vibrant: 'Vibrant',
  bold: 'Bold',
  elegant: 'Elegant',
  creative: 'Creative',
  '3d': '3D',
  illustrated: 'Illustrated',
};
const COVER_STYLE_LABEL_OF = new Map<string, string>(Object.entries(COVER_STYLE_LABELS));
/** How a stored style is named to the user ('3d' is '3D'). */
export const coverStyleLabel = (style: string) => COVER_STYLE_LABEL_OF.get(style) ?? style;
export const DEFAULT_COVER_STYLE: CoverStyle = 'professional';
export const DEFAULT_COLOR_SCHEME = 'blue and purple gradients';

export const PROJECT_STATUSES = ['draft', 'ready'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The roles a user_roles row grants; an admin sees the Admin pages. */
export const USER_ROLES = ['admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const DOCUMENTS_STATUSES = ['not_generated', 'generating', 'completed', 'failed'] as const;
export type DocumentsStatus = (typeof DOCUMENTS_STATUSES)[number];
export const DOCUMENTS_STATUS_LABELS: Record<DocumentsStatus, string> = {
  not_generated: 'Not Generated',
  generating: 'Generating…',
  completed: 'PDF Ready',
  failed: 'Failed',
};

export const RECENT_PROJECTS_LIMIT = 5;
export const DEFAULT_SECTION_NAME = 'Chapter 1: Introduction';
export const WORDS_PER_MINUTE = 200;
export const DATE_FORMAT = 'MMM d, yyyy';
