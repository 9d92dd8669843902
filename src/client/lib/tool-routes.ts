import { BookOpenTextIcon, ImageIcon, LightbulbIcon, SearchIcon, TypeIcon, type LucideIcon } from 'lucide-react';

export interface ToolRoute {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

export const TOOL_ROUTES: readonly ToolRoute[] = [
  {
    to: '/dashboard/niche-selector',
    label: 'Niche Selector',
    description: 'Research profitable niches for an audience',
    icon: SearchIcon,
  },
  {
    to: '/dashboard/product-ideas',
    label: 'Product Ideas',
    description: 'Turn a niche into product concepts',
    icon: LightbulbIcon,
  },
  {
    to: '/dashboard/title-generator',
    label: 'Title Generator',
    description: 'Write titles in the tone you choose',
    icon: TypeIcon,
  },
  {
    to: '/dashboard/content-generator',
    label: 'Content Generator',
    description: 'Draft chapters and sections',
    icon: BookOpenTextIcon,
  },
  {
    to: '/dashboard/cover-generator',
    label: 'Cover Generator',
    description: 'Design a cover for your product',
    icon: ImageIcon,
  },
];
