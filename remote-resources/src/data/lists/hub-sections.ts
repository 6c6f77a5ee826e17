import type { LucideIcon } from 'lucide-react';
import { Newspaper, Trophy } from 'lucide-react';
import type { ResourceKind } from '../resources';

export interface HubSection {
  kind: ResourceKind;
  /** Anchor the footer links to (docs/SPEC.md, section 2.2: /resources#blog-section, #casestudies-section). */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Jump-link label in the page intro. */
  shortName: string;
  icon: LucideIcon;
  /** Call to action on each card of the list. */
  readMore: string;
  /** Heading of the closing call to action on an article of this list. */
  closingTitle: string;
}

export const hubSections: readonly HubSection[] = [
  {
    kind: 'blog',
    id: 'blog-section',
    eyebrow: 'Blog',
    title: 'Latest Blog Posts',
    lead: 'Practical guides on CRM, HR, AI and marketing, written for owners of small and growing businesses.',
    shortName: 'Blog posts',
    icon: Newspaper,
    readMore: 'Read article',
    closingTitle: 'Ready to put these ideas to work?',
  },
  {
    kind: 'casestudy',
    id: 'casestudies-section',
    eyebrow: 'Case studies',
    title: 'Success Stories & Case Studies',
    lead: 'Real projects and the results they delivered for startups, manufacturers and retailers we work with.',
    shortName: 'Case studies',
    icon: Trophy,
    readMore: 'Read case study',
    closingTitle: 'Want results like these in your business?',
  },
];

export function hubSectionFor(kind: ResourceKind): HubSection {
  return hubSections.find((section) => section.kind === kind) ?? hubSections[0];
}
