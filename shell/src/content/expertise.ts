import { Handshake, Megaphone, Wallet } from 'lucide-react';
import type { SectionCopy, SolutionCategoryCard } from './types';

export const expertiseCopy: SectionCopy = {
  eyebrow: 'Our expertise',
  title: 'Specialists in the apps that run your business',
  lead: 'Most small businesses come to us with one of three headaches. We know each area inside out, and we connect them so information flows from the first enquiry to the final invoice.',
};

export const expertiseCards: readonly SolutionCategoryCard[] = [
  {
    icon: Handshake,
    title: 'CRM Solutions',
    description:
      'Capture every lead, follow up on time and see your whole pipeline at a glance. We shape CRM Plus around the way you actually sell, then link it to email, quotes and support.',
    colour: 'blue',
    apps: ['CRM Plus', 'Service Plus'],
    category: 'sales',
    linkLabel: 'Explore sales solutions',
  },
  {
    icon: Wallet,
    title: 'Financial Management',
    description:
      'Send GST-ready invoices, chase payments automatically and reconcile your bank in minutes. We move your books to Finance Plus and tie billing to your sales data.',
    colour: 'teal',
    apps: ['Finance Plus', 'Projects Plus'],
    category: 'finance',
    linkLabel: 'Explore finance solutions',
  },
  {
    icon: Megaphone,
    title: 'Marketing Platforms',
    description:
      'Plan campaigns, send newsletters and see which channels bring in customers. We configure Marketing Plus so every new lead reaches your CRM with its source attached.',
    colour: 'violet',
    apps: ['Marketing Plus', 'CRM Plus'],
    category: 'marketing',
    linkLabel: 'Explore marketing solutions',
  },
];
