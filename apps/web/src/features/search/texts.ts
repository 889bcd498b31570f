/** Texts of the search box. The spec names the box but not its wording (decision: 'Search'). */
export const searchTexts = {
  label: 'Search',
  placeholder: 'Search',
} as const;
