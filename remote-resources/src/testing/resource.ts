import { FileText } from 'lucide-react';
import type { Resource } from '../data/resources';

/** A blog post as the content gives one, with what a test sets in place of its fields. */
export function resource(overrides: Partial<Resource>): Resource {
  return {
    icon: FileText,
    title: 'Sample resource',
    description: 'A sample description for a card.',
    category: 'Testing',
    imageAlt: 'A sample photo',
    type: 'blog',
    slug: 'sample-resource',
    ...overrides,
  };
}
