import type { LucideIcon } from 'lucide-react';

/** The icons the content names, by their lucide-react names. */
export declare const contentIcons: Readonly<Record<string, LucideIcon>>;
