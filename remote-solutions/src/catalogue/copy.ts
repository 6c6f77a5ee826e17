/** Every visitor-facing string of the Solutions page (docs/SPEC.md, sections 4.4 and 7). */
export const solutionsCopy = {
  eyebrow: 'Solutions',
  title: 'Cloud Solutions',
  lead: 'Every app we help small businesses choose, set up and adopt, grouped by what it does. Pick a category to narrow the list, or ask us which ones you really need.',
  categoryNavTitle: 'Categories',
  categorySelectLabel: 'Category',
  loading: 'Loading solutions...',
  emptyCategory: 'No solutions in this category yet. Stay tuned!',
  loadFailedTitle: 'We could not load the solutions right now.',
  loadFailedHint: 'Check your connection and try again; the rest of the site still works.',
  retry: 'Retry',
  reachUsAt: 'You can always reach us at',
  helpTitle: 'Not sure which apps you need?',
  helpText: 'Tell us how your business works and we will recommend the few that fit, often fewer than you expect.',
  helpAction: 'Contact Us',
  learnMore: 'Learn More',
  learnMoreLabel: (name: string) => `Learn more about ${name}`,
  learnMoreToastTitle: (name: string) => `More Info on ${name}`,
  learnMoreToastDescription: 'Contact us to learn how we can help you implement this solution!',
  solutionCount: (count: number) => `${count} ${count === 1 ? 'solution' : 'solutions'}`,
  /** Announced politely when the selection changes, for visitors who cannot see the list swap. */
  showingAll: (count: number) => `Showing all ${count} solutions`,
  showingCategory: (name: string, count: number) =>
    `Showing ${count} ${name} ${count === 1 ? 'solution' : 'solutions'}`,
} as const;
