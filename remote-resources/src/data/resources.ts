import type { LucideIcon } from 'lucide-react';
import { BrainCircuit, Factory, Layers, Megaphone, Rocket, ShoppingBag, UserCheck, Users } from 'lucide-react';
import type { ResourceType } from '@site/shared';
// Type only: the bodies themselves are not part of the list (see article-content.ts).
import type { ArticleContentId } from './article-content';
import { slugify } from '../model/slug';

/** The two lists of the Knowledge Hub; also the {type} segment of an article's route. */
export type ResourceKind = ResourceType;

export interface ResourceContent {
  icon: LucideIcon;
  title: string;
  /** One or two sentences for the card. */
  description: string;
  /** Short badge text, e.g. "CRM", "HR & Payroll", "Manufacturing". */
  category: string;
  /** Alt text for the (shared, generic business dashboard) stock photo shown with this resource. */
  imageAlt: string;
  type: ResourceKind;
  /** Which body in article-content.ts is this resource's article. */
  contentId: ArticleContentId;
}

/** A resource as the pages see it. Without a slug it has no article yet: its card is blocked. */
export interface Resource extends ResourceContent {
  slug?: string;
}

function withSlug(content: ResourceContent): Resource {
  const slug = slugify(content.title);
  return slug ? { ...content, slug } : { ...content };
}

const blogPostContent: readonly ResourceContent[] = [
  {
    icon: Users,
    title: 'CRM for Small Business Growth: A Practical Starter Guide',
    description:
      'How a CRM stops leads and follow-ups slipping through the cracks, with a 30-day rollout plan, common pitfalls and a checklist.',
    category: 'CRM',
    imageAlt: 'Laptop on a desk showing a sales pipeline dashboard',
    type: 'blog',
    contentId: 'crm-small-business-growth',
  },
  {
    icon: Layers,
    title: 'Integrated Business Suites in 2025: Is It Time to Consolidate?',
    description:
      'Why many small businesses are replacing a patchwork of tools with one connected suite, when not to, and how to migrate in phases.',
    category: 'Business Suites',
    imageAlt: 'Laptop on a desk showing connected business dashboards for sales and finance',
    type: 'blog',
    contentId: 'integrated-business-suites-2025',
  },
  {
    icon: UserCheck,
    title: 'Cloud HR for Small Teams: Moving Beyond Spreadsheets',
    description:
      'What cloud HR covers, the time and payroll accuracy it gives back, and a step-by-step path to rolling it out without disruption.',
    category: 'HR & Payroll',
    imageAlt: 'Laptop on a desk showing an HR and attendance dashboard',
    type: 'blog',
    contentId: 'cloud-hr',
  },
  {
    icon: BrainCircuit,
    title: 'AI for SMEs: Practical Uses That Pay Off Today',
    description:
      'Where AI built into everyday business software genuinely saves time, what it will not do, and a low-risk way to start.',
    category: 'AI',
    imageAlt: 'Laptop on a desk showing an analytics dashboard with forecasts',
    type: 'blog',
    contentId: 'ai-for-smes',
  },
  {
    icon: Megaphone,
    title: 'Data-Driven Marketing on a Small-Business Budget',
    description:
      'The handful of numbers that matter, how to connect marketing to sales, and simple ways to turn customer data into better campaigns.',
    category: 'Marketing',
    imageAlt: 'Laptop on a desk showing a marketing campaign performance dashboard',
    type: 'blog',
    contentId: 'data-driven-marketing',
  },
];

const caseStudyContent: readonly ResourceContent[] = [
  {
    icon: Rocket,
    title: 'How a Bengaluru SaaS Startup Grew Revenue 150% with CRM',
    description:
      'A focused CRM rollout cut lead response time from 31 hours to under 2 and helped a growing startup lift monthly recurring revenue by 150%.',
    category: 'Startup',
    imageAlt: 'Laptop on a desk showing a revenue growth dashboard',
    type: 'casestudy',
    contentId: 'case-startup-crm-growth',
  },
  {
    icon: Factory,
    title: 'Manufacturing Efficiency: 30% Gains for a Pune Components Maker',
    description:
      'Connecting orders, inventory, production tracking and payroll removed 50 hours of weekly re-entry and improved end-to-end efficiency by 30%.',
    category: 'Manufacturing',
    imageAlt: 'Laptop on a desk showing an order and inventory dashboard',
    type: 'casestudy',
    contentId: 'case-manufacturing-efficiency',
  },
  {
    icon: ShoppingBag,
    title: 'Retail Marketing Automation Lifts Repeat Customer Rate by 25%',
    description:
      'A Hyderabad home and kitchen retailer unified its customer data and automated six customer journeys to bring shoppers back more often.',
    category: 'Retail',
    imageAlt: 'Laptop on a desk showing a customer retention dashboard',
    type: 'casestudy',
    contentId: 'case-retail-marketing-automation',
  },
];

export const blogPosts: readonly Resource[] = blogPostContent.map(withSlug);
export const caseStudies: readonly Resource[] = caseStudyContent.map(withSlug);
/** Everything the Knowledge Hub lists, in display order. */
export const allResources: readonly Resource[] = [...blogPosts, ...caseStudies];
