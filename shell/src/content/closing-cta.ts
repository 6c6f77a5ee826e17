import { paths } from '@site/shared';
import type { CallToAction } from './types';

export const closingCta = {
  title: 'Ready to bring your business together?',
  lead: 'Tell us how you work today. We will map out the apps, timeline and cost of moving to one connected suite, with no obligation.',
  helpTitle: 'How we help',
  help: [
    'Choose the right apps for your processes and budget',
    'Migrate data from spreadsheets and older software',
    'Automate workflows, approvals and reminders',
    'Connect email, finance and the tools you keep',
    'Train your team so the new system sticks',
    'Support, optimise and review licences as you grow',
  ],
  primary: { label: 'Contact Us', to: paths.contact.getTarget() } satisfies CallToAction,
  secondary: { label: 'Explore Solutions', to: paths.solutions.getTarget() } satisfies CallToAction,
} as const;
