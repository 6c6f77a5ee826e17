import { Clock, Gauge, ShieldCheck, UsersRound } from 'lucide-react';
import type { Benefit, SectionCopy } from './types';

export const benefitsCopy: SectionCopy = {
  eyebrow: 'Benefits',
  title: 'What changes when your business runs on one suite',
  lead: 'Less re-typing, fewer missed follow-ups and numbers you can trust. This is what our clients typically notice in their first few months.',
};

export const benefits: readonly Benefit[] = [
  {
    icon: Clock,
    title: 'Save Time',
    description:
      'Quotes, invoices, reminders and approvals run on automated workflows, so nobody types the same data into three different tools.',
    stat: '10+ hrs',
    statLabel: 'of routine admin saved per week',
  },
  {
    icon: Gauge,
    title: 'Improve Performance',
    description:
      'Live dashboards bring sales, cash flow and service levels together, so decisions rest on today’s numbers, not last month’s spreadsheet.',
    stat: 'Real-time',
    statLabel: 'reports instead of month-end exports',
  },
  {
    icon: UsersRound,
    title: 'Enhance Collaboration',
    description:
      'A shared customer record, team chat and documents in one place mean clean handovers between sales, accounts and support.',
    stat: '1 record',
    statLabel: 'per customer, shared by every team',
  },
  {
    icon: ShieldCheck,
    title: 'Enterprise-Grade Security',
    description:
      'Role-based access, two-factor sign-in and audit trails are set up from the start, on secure cloud data centres with regular backups.',
    stat: 'Day one',
    statLabel: 'access controls and 2FA in place',
  },
];
