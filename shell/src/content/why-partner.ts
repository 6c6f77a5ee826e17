import { Award, ChartLine, LifeBuoy, Workflow } from 'lucide-react';
import { SUPPORT_AVAILABILITY } from './claims';
import type { IconPoint, SectionCopy } from './types';

export const whyPartnerCopy: SectionCopy = {
  eyebrow: 'Why partner with us',
  title: 'One partner from first conversation to long after launch',
  lead: 'Software is the easy part. Making it fit your business, and getting your team to use it every day, is where we earn our keep.',
};

export const whyPartnerPromise =
  'If an app will not pay for itself in your business, we will tell you before you buy it.';

export const whyPartnerPoints: readonly IconPoint[] = [
  {
    icon: Award,
    title: 'Top-tier solutions',
    description:
      'We recommend proven, well-supported cloud suites such as CRM Plus, Finance Plus and People Plus, chosen for how you work, not for a sales target.',
  },
  {
    icon: Workflow,
    title: 'Expert implementation',
    description:
      'Experienced consultants configure your apps, migrate your data and train your team, on a fixed scope and a timeline agreed up front.',
  },
  {
    icon: ChartLine,
    title: 'Measurable ROI',
    description:
      'Before we start, we agree what success looks like, such as hours saved, faster invoicing or quicker replies, and report progress against it.',
  },
  {
    icon: LifeBuoy,
    title: 'Dedicated support',
    description: `A named consultant who knows your setup, backed by ${SUPPORT_AVAILABILITY} expert support for anything urgent.`,
  },
];
