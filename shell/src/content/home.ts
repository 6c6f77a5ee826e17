import { FolderKanban, Handshake, Headset, Mail, Megaphone, Users, Wallet } from 'lucide-react';
import { paths, site } from '@site/shared';
import type { CallToAction, SuiteApp } from './types';

export const HOME_TITLE = site.headline;
export const HOME_DESCRIPTION = site.description;

export const hero = {
  eyebrow: 'Independent cloud consultancy',
  /** The title reads "{title} {highlight}"; the highlight is set in the brand colour. */
  title: 'Your trusted partner for an',
  highlight: 'all-in-one business suite',
  lead: 'We help small and growing businesses choose, set up and get real value from one connected suite for sales, finance, people and service, so your team spends less time juggling tools and more time with customers.',
  primaryCta: { label: 'Talk to a consultant', to: paths.contact.getTarget() } satisfies CallToAction,
  secondaryCta: { label: 'Explore Solutions', to: paths.solutions.getTarget() } satisfies CallToAction,
} as const;

/** The hero's "one suite" panel: Workplace is the shared layer, the other apps sit on it. */
export const suiteShowcase = {
  title: 'One suite, every team',
  subtitle: 'The apps we set up, connect and support',
  hub: { icon: Mail, name: 'Workplace', covers: 'Email, chat and shared files for everyone' } satisfies SuiteApp,
  apps: [
    { icon: Handshake, name: 'CRM Plus', covers: 'Leads, deals and customer history' },
    { icon: Wallet, name: 'Finance Plus', covers: 'Invoices, expenses and GST-ready books' },
    { icon: Users, name: 'People Plus', covers: 'Hiring, leave and attendance' },
    { icon: Megaphone, name: 'Marketing Plus', covers: 'Campaigns, newsletters and social' },
    { icon: Headset, name: 'Service Plus', covers: 'Help desk and customer support' },
    { icon: FolderKanban, name: 'Projects Plus', covers: 'Tasks, timesheets and milestones' },
  ] satisfies readonly SuiteApp[],
  footnote: 'One sign-in, one customer record, shared by every app',
} as const;
