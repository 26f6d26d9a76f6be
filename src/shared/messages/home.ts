/** The home page's texts (its own file: the home's bundle then carries none of the Design Lab's texts). */
export const homeMessages = {
  /** The page's title and description: set by the page, and written into the HTML by the server for crawlers. */
  meta: {
    title: 'Made-to-order fine jewelry',
    description: 'Custom charms and pendants designed with you and cast by hand in solid 14k gold or fine sterling silver. Browse our collections or begin your own design.',
  },
  recentSectionEmpty: 'No designs yet. Be the first to create one in the Design Lab.',
  openDesignLab: 'Create your own',
} as const;
