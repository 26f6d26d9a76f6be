/** The nine featured collections, one per category of spec 02, in the order the landing shows them. */
export const COLLECTION_SEED = [
  {
    id: 'pets-animals',
    name: 'Pets & Animals',
    description: 'The companions who shape our days, from a sleeping cat to a fox beneath the moon, cast in gold to stay close.',
  },
  {
    id: 'symbols-myth',
    name: 'Symbols & Myth',
    description: 'Ancient signs and quiet talismans: the eye, the key, the serpent, the star. Meaning worn at the collarbone.',
  },
  {
    id: 'nature-elements',
    name: 'Nature & Elements',
    description: 'Leaves, waves, mountains and snowflakes, rendered with the patience of the bench and the light of polished metal.',
  },
  {
    id: 'science-medical',
    name: 'Science & Medical',
    description: 'The helix, the heartbeat, the caduceus and the atom, for the minds and hands that heal and discover.',
  },
  {
    id: 'sports-hobbies',
    name: 'Sports & Hobbies',
    description: 'The game, the climb, the song: small monuments to what you love to do, made to be worn every day.',
  },
  {
    id: 'engagement',
    name: 'Engagement',
    description: 'Promises in solid gold. Hearts, initials and dates, engraved by hand for the moments that begin everything.',
  },
  {
    id: 'necklaces',
    name: 'Necklaces',
    description: 'Pendants on fine chains, balanced to sit just so, in solid 14k gold or fine sterling silver.',
  },
  {
    id: 'earrings',
    name: 'Earrings',
    description: 'Drops and studs made as pairs, light enough for every day and considered enough for every occasion.',
  },
  {
    id: 'bracelets',
    name: 'Bracelets',
    description: 'Bangles and charm bracelets that gather a life’s small emblems, one link and one story at a time.',
  },
] as const;
