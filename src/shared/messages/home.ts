/** The home page's Recent section (its own file: the home's bundle then carries none of the Design Lab's texts). */
export const homeMessages = {
  recentSectionEmpty: 'No designs yet. Be the first to create one in the Design Lab.',
  openDesignLab: 'Create your own',
} as const;
