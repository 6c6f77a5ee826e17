/**
 * Site configuration a deployer edits. Every contact detail, name and external URL
 * the pages show comes from here, so rebranding is one file.
 * All values are fictional (example.com addresses).
 */
export const site = {
  brandName: 'Clearsky Consulting',
  /** Used in article bylines: "By {productName} Team". */
  productName: 'Clearsky',
  tagline: 'Independent cloud business-suite consultancy',
  primaryEmail: 'hello@clearsky.example.com',
  secondaryEmail: 'projects@clearsky.example.com',
  phone: '+91 98765 43210',
  location: 'Hyderabad, India',
  cloudAiUrl: 'https://cloudai.example.com/',
  /** One stock photo for every resource card and article (SPEC section 7). */
  stockImageUrl:
    'https://images.unsplash.com/photo-1551288049-bebda4e38f71?auto=format&fit=crop&w=1200&q=70',
  independenceStatement:
    'Clearsky Consulting is an independent consultancy and is not affiliated with any specific software vendor unless stated.',
} as const;

export type SiteConfig = typeof site;

/** `tel:` wants digits only (plus the leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
