import type { LucideIcon } from 'lucide-react';
import type { CategoryKey } from '@site/shared';

/** The heading block every section opens with. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

/** A call to action: a label and an in-app target built with `paths`. */
export interface CallToAction {
  label: string;
  to: string;
}

/** One of the headline claims (hero, about page). */
export interface Claim {
  value: string;
  label: string;
}

/** Colour family of a card; the sections map it to theme-consistent tints. */
export type CardColour = 'blue' | 'teal' | 'violet';

/** Home "expertise" card: one solution category we specialise in. */
export interface SolutionCategoryCard {
  icon: LucideIcon;
  title: string;
  description: string;
  colour: CardColour;
  /** The suite apps we implement for this area. */
  apps: readonly string[];
  /** The solutions category the card links to. */
  category: CategoryKey;
  linkLabel: string;
}

export interface Benefit {
  icon: LucideIcon;
  title: string;
  description: string;
  /** A short, defensible figure ("10+ hrs"), read together with statLabel. */
  stat: string;
  statLabel: string;
}

/** A titled point with an icon: why-partner reasons, principles, values. */
export interface IconPoint {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A suite app shown in the hero's "one suite" panel. */
export interface SuiteApp {
  icon: LucideIcon;
  name: string;
  covers: string;
}

/** An about-page core value, in one of the card colours. */
export interface CoreValue extends IconPoint {
  colour: CardColour;
}
