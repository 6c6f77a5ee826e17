import type { LucideIcon } from 'lucide-react';
import { Mail, MailPlus, Phone } from 'lucide-react';
import { site, telHref } from '@site/shared';

export interface ContactMethod {
  id: string;
  label: string;
  hint: string;
  value: string;
  href: string;
  icon: LucideIcon;
  /** The noun used in the copy toasts (docs/SPEC.md, section 7): "Email" or "Phone number". */
  copyNoun: 'Email' | 'Phone number';
}

export const contactMethods: readonly ContactMethod[] = [
  {
    id: 'primary-email',
    label: 'Primary email',
    hint: 'New enquiries, demos and general questions',
    value: site.primaryEmail,
    href: `mailto:${site.primaryEmail}`,
    icon: Mail,
    copyNoun: 'Email',
  },
  {
    id: 'secondary-email',
    label: 'Secondary email',
    hint: 'Ongoing projects and existing clients',
    value: site.secondaryEmail,
    href: `mailto:${site.secondaryEmail}`,
    icon: MailPlus,
    copyNoun: 'Email',
  },
  {
    id: 'phone',
    label: 'Phone',
    hint: site.phoneHours,
    value: site.phone,
    href: telHref(site.phone),
    icon: Phone,
    copyNoun: 'Phone number',
  },
];
