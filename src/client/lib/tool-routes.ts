import {
  BookOpenTextIcon,
  ImageIcon,
  LayersIcon,
  LightbulbIcon,
  SearchIcon,
  TypeIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from './paths';

export interface ToolRoute {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

export const TOOL_ROUTES: readonly ToolRoute[] = [
  {
    to: paths.nicheSelector.href(),
    label: 'Niche Selector',
    description: 'Research profitable niches for an audience',
    icon: SearchIcon,
  },
  {
    to: paths.productIdeas.href(),
    label: 'Product Ideas',
    description: 'Turn a niche into product concepts',
    icon: LightbulbIcon,
  },
  {
    to: paths.titleGenerator.href(),
    label: 'Title Generator',
    description: 'Write titles in the tone you choose',
    icon: TypeIcon,
  },
  {
    to: paths.contentGenerator.href(),
    label: 'Content Generator',
    description: 'Draft chapters and sections',
    icon: BookOpenTextIcon,
  },
  {
    to: paths.coverGenerator.href(),
    label: 'Cover Generator',
    description: 'Design a cover for your product',
    icon: ImageIcon,
  },
];

/** Assemble: saved parts put together into a product and its PDF, the last station after the tools. */
export const ASSEMBLE_ROUTE: ToolRoute = {
  to: paths.assemble.href(),
  label: 'Assemble Product',
  description: 'Put saved parts together into a PDF',
  icon: LayersIcon,
};
