import brand from './brand.json';

/**
 * The brand, in one place: every name, contact detail, colour and URL the site shows. The
 * values live in brand.json beside this file, so the build reads the same ones without
 * compiling TypeScript (shell/public/index.html: title, description, theme colour, favicon,
 * the no-JavaScript notice; platform/prerender/prerender-site.mjs: og:site_name and the default origin).
 * Rebranding is editing brand.json; this type documents each value, and the type check holds
 * brand.json to it. All values are fictional (example.com addresses).
 */
export interface Brand {
  /** The consultancy's name: "Page | {brandName}" titles, header, footer, og:site_name. */
  brandName: string;
  /** Short name, used in article bylines ("By {productName} Team") and "Why {productName}". */
  productName: string;
  /** A one-line description of the consultancy (no current page shows it). */
  tagline: string;
  /** The home page's title, and the document title before the app has run. */
  headline: string;
  /** The home page's meta description, and the document's before the app has run (160 characters at most). */
  description: string;
  /** The brand colour: buttons and links (`colors.primary`), the browser's theme colour, the favicon. */
  themeColor: string;
  /** The public origin: canonical URLs and the sitemap when `SITE_ORIGIN` is not set. */
  siteOrigin: string;
  primaryEmail: string;
  secondaryEmail: string;
  /** As it is shown; `telHref` turns it into a tel: link. */
  phone: string;
  /** When the phone is answered, shown under it on the contact page. */
  phoneHours: string;
  city: string;
  country: string;
  /** The separate third-party site the header's CloudAI link opens in a new tab. */
  cloudAiUrl: string;
  /** One stock photo for every resource card and article (docs/SPEC.md, section 5.3). */
  stockImageUrl: string;
  /** The footer's closing line (docs/SPEC.md, section 2.2). */
  independenceStatement: string;
}

const brandData: Brand = brand;

export const site = {
  ...brandData,
  /** "Hyderabad, India": the footer, the about page and the contact page. */
  location: `${brandData.city}, ${brandData.country}`,
} as const;

/** `tel:` wants digits only (plus the leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
