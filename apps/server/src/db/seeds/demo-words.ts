// Word lists the demo catalogue is composed from. Plain data, kept apart from the generator.

export const GENRES = [
  ['Ambient', 'Slow-moving textures and washes of sound for focus and rest.'],
  ['Blues', 'Twelve bars, bent notes and stories of hard luck.'],
  ['Classical', 'Chamber pieces and orchestral miniatures.'],
  ['Electronic', 'Synths, drum machines and club-ready grooves.'],
  ['Folk', 'Acoustic songs rooted in tradition.'],
  ['Hip-Hop', 'Beats, breaks and rhymes.'],
  ['Jazz', 'Swing, bebop and modal improvisation.'],
  ['Latin', 'Clave rhythms, brass and dance floors.'],
  ['Metal', 'Distorted riffs and double kick drums.'],
  ['Pop', 'Hooks built for the radio.'],
  ['R&B', 'Smooth grooves and soulful vocals.'],
  ['Rock', 'Guitars, drums and volume.'],
] as const;

export const FIRST = [
  'Amber', 'Blue', 'Cinder', 'Delta', 'Echo', 'Fable', 'Golden', 'Harbor', 'Indigo', 'Juniper',
  'Kestrel', 'Lumen', 'Marlow', 'Neon', 'Onyx', 'Paper', 'Quiet', 'Rosa', 'Silver', 'Tidal',
] as const;

export const SECOND = [
  'Atlas', 'Birds', 'Canyon', 'Drifters', 'Engines', 'Foxes', 'Gardens', 'Hollow', 'Isles',
  'Junction', 'Kites', 'Lanterns', 'Meridian', 'Northway', 'Orchard', 'Pilots', 'Quarry',
  'Rivers', 'Satellites', 'Tides',
] as const;

export const TITLE_WORDS = [
  'After', 'Midnight', 'Still', 'Lights', 'Morning', 'Run', 'Gold', 'Winter', 'Signal', 'Home',
  'Dust', 'Velvet', 'Ocean', 'Fire', 'Letters', 'Summer', 'Static', 'Glass', 'Wild', 'Paper',
  'Heart', 'Northern', 'Slow', 'Rain', 'Electric', 'Avenue', 'Dreams', 'Shadow', 'Bloom', 'Orbit',
] as const;

export const BIO_OPENERS = [
  'Formed in a rehearsal room above a bakery,',
  'Born from late-night sessions on borrowed gear,',
  'Raised on their parents’ record collection,',
  'Started as a bedroom project,',
  'Discovered playing open-mic nights,',
] as const;

export const BIO_CLOSERS = [
  'they have been touring small venues ever since.',
  'their sound mixes old records with new machines.',
  'they release music on their own label.',
  'they are known for long, unhurried live sets.',
  'they write every song in a single afternoon.',
] as const;
