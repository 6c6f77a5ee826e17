import { contentIcons } from './content-icons.val.js';
import type { Resource } from './resources';

/** A card as a content file holds it: its icon by its lucide-react name. */
export type CardData = Omit<Resource, 'icon'> & { icon: string };

/** The card the page renders. Every name the content uses is in contentIcons (built from the same files). */
export function cardFromData(card: CardData): Resource {
  const icon = contentIcons[card.icon];
  if (!icon) throw new Error(`No icon "${card.icon}" for "${card.title}" in the content's icons`);
  return { ...card, icon };
}
