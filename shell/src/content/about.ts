import { ClipboardCheck, GraduationCap, HeartHandshake, Lightbulb, Route, Scale, Sprout } from 'lucide-react';
import { site } from '@site/shared';
import { SUPPORT_AVAILABILITY } from './claims';
import type { CoreValue, IconPoint, SectionCopy } from './types';

export const ABOUT_TITLE = 'About Us';
export const ABOUT_DESCRIPTION = `${site.brandName} is an independent cloud consultancy in ${site.location}. Our mission, principles and core values: Client First, Innovative Solutions, Integrity & Transparency.`;

export const aboutIntro: SectionCopy = {
  eyebrow: 'About us',
  title: 'Technology that fits the business, not the other way round',
  lead: `${site.brandName} is an independent consultancy in ${site.location}. We help small and growing businesses choose, implement and get lasting value from cloud business suites.`,
};

export const mission = {
  eyebrow: 'Our mission',
  title: 'Make enterprise-grade software simple for small businesses',
  paragraphs: [
    'Large companies have IT departments to choose, configure and look after their systems. Most small businesses have a founder, a few spreadsheets and too little time. Our mission is to close that gap: to give every small business the connected, secure tools the big players rely on, set up properly and explained in plain language.',
    'We do it as an independent partner. No vendor pays us to push a product, so our advice starts from your processes and your budget, and sometimes the honest answer is that you need fewer apps than you think.',
  ],
  factsTitle: 'At a glance',
  facts: [
    { term: 'Based in', detail: site.location },
    { term: 'Who we help', detail: 'Small and growing businesses, from first hire to fifty seats' },
    { term: 'What we implement', detail: 'CRM Plus, Finance Plus, People Plus, Workplace and more' },
    { term: 'Support', detail: `${SUPPORT_AVAILABILITY} expert support after go-live` },
  ],
} as const;

export const principlesCopy: SectionCopy = {
  eyebrow: 'How we work',
  title: 'Our principles',
  lead: 'Four commitments shape every project, whether you are a two-person start-up or a team of fifty.',
};

export const principles: readonly IconPoint[] = [
  {
    icon: Route,
    title: 'Process before software',
    description: 'We map how work really flows through your business before we recommend a single app.',
  },
  {
    icon: Sprout,
    title: 'Start small, grow steadily',
    description: 'We launch the essentials first, prove their value, then add more as your team is ready for it.',
  },
  {
    icon: ClipboardCheck,
    title: 'Plain language, fixed scope',
    description: 'You get a written scope, timeline and price before any work begins, and no jargon along the way.',
  },
  {
    icon: GraduationCap,
    title: 'A self-sufficient team',
    description: 'We train your people to run and adapt the system themselves, so you are never locked in to us.',
  },
];

export const valuesCopy: SectionCopy = {
  eyebrow: 'What we stand for',
  title: 'Our core values',
  lead: 'The standards we hold ourselves to on every call, proposal and project.',
};

export const coreValues: readonly CoreValue[] = [
  {
    icon: HeartHandshake,
    title: 'Client First',
    colour: 'blue',
    description:
      'Your goals set the agenda. We judge our work by the results in your business, not by the number of licences sold or hours billed.',
  },
  {
    icon: Lightbulb,
    title: 'Innovative Solutions',
    colour: 'teal',
    description:
      'We keep up with what cloud suites can do, from automation to AI assistants, and bring in new ideas when they solve a real problem for you.',
  },
  {
    icon: Scale,
    title: 'Integrity & Transparency',
    colour: 'violet',
    description:
      'Honest advice, clear pricing and no hidden fees. If something is not working, we tell you early and explain how we will fix it.',
  },
];
