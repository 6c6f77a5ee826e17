import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  Boxes,
  Building2,
  Code2,
  Headset,
  LayoutGrid,
  Mail,
  Megaphone,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Scale,
  TrendingUp,
  Users,
  Wallet,
  KanbanSquare,
} from 'lucide-react';

export interface SolutionCategory {
  key: CategoryKey;
  name: string;
  icon: LucideIcon;
}

/** Display order is the spec's (docs/SPEC.md, section 5.1); the footer and the solutions remote both read it. */
export const CATEGORY_KEYS = [
  'featured',
  'suites',
  'sales',
  'marketing',
  'service',
  'finance',
  'emailCollaboration',
  'humanResources',
  'projectManagement',
  'biAnalytics',
  'developerPlatforms',
  'commerce',
  'legal',
  'securityIT',
  'enterpriseIT',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const ALL_CATEGORIES_KEY = 'all';
export const ALL_CATEGORIES_NAME = 'All Solutions';
export const ALL_CATEGORIES_ICON: LucideIcon = LayoutGrid;

export const categories: readonly SolutionCategory[] = [
  { key: 'featured', name: 'Featured Apps', icon: Sparkles },
  { key: 'suites', name: 'Suites', icon: Boxes },
  { key: 'sales', name: 'Sales', icon: TrendingUp },
  { key: 'marketing', name: 'Marketing', icon: Megaphone },
  { key: 'service', name: 'Service', icon: Headset },
  { key: 'finance', name: 'Finance', icon: Wallet },
  { key: 'emailCollaboration', name: 'Email & Collaboration', icon: Mail },
  { key: 'humanResources', name: 'Human Resources', icon: Users },
  { key: 'projectManagement', name: 'Project Management', icon: KanbanSquare },
  { key: 'biAnalytics', name: 'BI & Analytics', icon: BarChart3 },
  { key: 'developerPlatforms', name: 'Developer Platforms', icon: Code2 },
  { key: 'commerce', name: 'Commerce & POS', icon: ShoppingCart },
  { key: 'legal', name: 'Legal', icon: Scale },
  { key: 'securityIT', name: 'Security & IT Management', icon: ShieldCheck },
  { key: 'enterpriseIT', name: 'Enterprise IT Solutions', icon: Building2 },
];

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

export function getCategory(key: CategoryKey): SolutionCategory {
  return categories.find((c) => c.key === key)!;
}
