/**
 * The subject library's reviewed choices (decision 0020), read only by scripts/build-subjects.ts:
 * which sense a word means, the icons and subjects left out, the icons preferred, and words added
 * by hand. Every entry here came from reading the built library; keep each list sorted.
 */
import type { FeaturedCategory } from '@shared/options';

/**
 * The sense a word means on a piece of jewelry, as a piece of the wanted WordNet synset's words or
 * gloss (WordNet's first sense of 'heart' is the feelings, of 'dolphin' a fish, of 'turtle' a sweater).
 */
export const SENSES: Record<string, string> = {
  arch: 'masonry construction (usually curved)',
  bank: 'bank building',
  barrel: 'cask',
  bat: 'nocturnal mouselike mammal',
  beaver: 'semiaquatic rodent',
  beehive: 'receptacle that houses a swarm',
  bike: 'bicycle',
  cape: 'sleeveless garment',
  castle: 'fortified',
  cat: 'feline mammal usually having thick soft fur',
  chest: 'box with a lid',
  chicken: 'domestic fowl',
  'christmas tree': 'ornamented evergreen',
  coral: 'marine colonial polyp',
  crane: 'wading bird',
  cross: 'representation of the structure on which jesus',
  crown: 'ornamental jeweled headdress',
  cup: 'small open container usually used for drinking',
  diamond: 'a transparent piece of diamond',
  dolphin: 'small toothed whales',
  eel: 'snakelike marine',
  'fleur de lis': '(heraldry)',
  embryo: 'animal organism',
  heart: 'plane figure',
  hedgehog: 'erinaceus',
  infinity: 'eternity',
  kite: 'plaything',
  log: 'segment of the trunk',
  mace: 'ceremonial staff',
  mole: 'burrowing mammal',
  nail: 'thin pointed piece of metal',
  needle: 'sharp pointed implement',
  note: 'pitch and duration of a musical sound',
  octopus: 'bottom-living cephalopod',
  pawn: 'least powerful piece',
  pentagon: 'five-sided polygon',
  phoenix: 'arabian bird',
  pinwheel: 'toy consisting of vanes',
  plant: 'living organism lacking the power of locomotion',
  ram: 'uncastrated adult male sheep',
  ring: 'jewelry consisting of a circlet',
  scale: 'measuring instrument for weighing',
  seahorse: 'horse-like heads',
  seal: 'marine mammals that come on shore',
  snowflake: 'crystal of snow',
  squid: 'ten-armed cephalopod',
  star: 'celestial body of hot gases',
  swallow: 'long-winged songbird',
  tornado: 'windstorm',
  turtle: 'reptiles having a bony shell',
  volcano: 'mountain formed by volcanic material',
  wave: 'moving ridge',
};

/**
 * Icons whose names WordNet cannot read ('chess-knight', 'pumpkin-lantern') and the word, with a piece
 * of the wanted sense's gloss after a colon when the word has several, that each draws.
 */
export const ICON_SENSES: Record<string, string> = {
  'game-icons:ancient-ruins': 'ruin: ruined building',
  'game-icons:beer-stein': 'beer mug',
  'game-icons:berry-bush': 'shrub',
  'game-icons:bonsai-tree': 'bonsai',
  'game-icons:butter-toast': 'toast: slices of bread',
  'game-icons:chess-bishop': 'bishop: (chess)',
  'game-icons:chess-king': 'king: (chess)',
  'game-icons:chess-knight': 'knight: chessman',
  'game-icons:chess-pawn': 'pawn: (chess)',
  'game-icons:chess-queen': 'queen: (chess)',
  'game-icons:chess-rook': 'rook: (chess)',
  'game-icons:cotton-flower': 'cotton: plant',
  'game-icons:cowboy-holster': 'holster',
  'game-icons:crossed-sabres': 'saber',
  'game-icons:cut-diamond': 'diamond: a transparent piece of diamond',
  'game-icons:dandelion-flower': 'dandelion',
  'game-icons:dinosaur-rex': 'tyrannosaur',
  'game-icons:doner-kebab': 'kebab',
  'game-icons:dripping-honey': 'honey',
  'game-icons:eating-pelican': 'pelican',
  'game-icons:egyptian-sphinx': 'sphinx: stone statues',
  'game-icons:egyptian-urns': 'urn',
  'game-icons:empty-chessboard': 'chessboard',
  'game-icons:erlenmeyer': 'erlenmeyer flask',
  'game-icons:fairy-wand': 'wand: magic',
  'game-icons:family-tree': 'family tree',
  'game-icons:feathered-wing': 'wing: movable organ for flying',
  'game-icons:firework-rocket': 'skyrocket',
  'game-icons:flip-flops': 'thong: sandal',
  'game-icons:fleur-de-lys': 'fleur de lis: (heraldry)',
  'game-icons:flying-trout': 'trout',
  'game-icons:ginkgo-leaf': 'ginkgo',
  'game-icons:gold-bar': 'ingot',
  'game-icons:gold-nuggets': 'nugget',
  'game-icons:gold-scarab': 'scarab',
  'game-icons:hexagonal-nut': 'nut: screw thread',
  'game-icons:hill-fort': 'fort',
  'game-icons:indian-palace': 'taj mahal',
  'game-icons:jeweled-chalice': 'chalice',
  'game-icons:kid-slide': 'slide: plaything',
  'game-icons:kiwi-bird': 'kiwi: flightless bird',
  'game-icons:labrador-head': 'labrador retriever',
  'game-icons:linked-rings': 'wedding ring',
  'game-icons:magic-lamp': "aladdin's lamp",
  'game-icons:magic-potion': 'potion',
  'game-icons:marbles': 'marble: small ball of glass',
  'game-icons:monstera-leaf': 'monstera',
  'game-icons:mountain-cave': 'cave',
  'game-icons:nautilus-shell': 'chambered nautilus',
  'game-icons:nest-birds': 'nest: structure in which animals',
  'game-icons:old-wagon': 'wagon',
  'game-icons:pan-flute': 'panpipe',
  'game-icons:pisa-tower': 'leaning tower',
  'game-icons:porcelain-vase': 'vase',
  'game-icons:pumpkin-lantern': "jack o' lantern: pumpkin",
  'game-icons:resting-vampire': 'vampire',
  'game-icons:ribcage': 'rib cage',
  'game-icons:ringed-planet': 'saturn',
  'game-icons:round-straw-bale': 'bale',
  'game-icons:saint-basil-cathedral': 'cathedral',
  'game-icons:saphir': 'sapphire',
  'game-icons:scarab-beetle': 'scarab',
  'game-icons:sea-cliff': 'cliff',
  'game-icons:shambling-zombie': 'zombie',
  'game-icons:shepherds-crook': 'crook: staff',
  'game-icons:skull-crossed-bones': 'skull and crossbones',
  'game-icons:spiral-shell': 'seashell',
  'game-icons:stone-throne': 'throne',
  'game-icons:t-shirt': 'tee shirt',
  'game-icons:treehouse': 'tree house',
  'game-icons:tropical-fish': 'anemone fish',
  'game-icons:ufo': 'flying saucer',
  'game-icons:venus-flytrap': "venus's flytrap",
  'game-icons:windchimes': 'wind chime',
  'game-icons:wood-cabin': 'cabin: small house',
  'game-icons:wooden-crate': 'crate',
  'healthicons:asthma-inhaler': 'inhaler',
  'mdi:car-convertible': 'convertible: car',
  'mdi:car-hatchback': 'hatchback: car',
  'mdi:car-limousine': 'limousine',
  'mdi:shoe-cleat': 'cleat',
  'ph:tree-evergreen-fill': 'evergreen',
};

/** Icons that do not draw what their name says in a prompt ('snatch', a modem 'lan', a 'park' sign). */
export const DENY_ICONS: string[] = [
  'game-icons:acid', 'game-icons:bolas', 'game-icons:brazil', 'game-icons:bull-horns', 'game-icons:catch',
  'game-icons:clubs', 'game-icons:food-chain', 'game-icons:giant', 'game-icons:snatch', 'game-icons:snowflake-1',
  'mdi:application', 'mdi:basketball-hoop', 'ph:nut-fill', 'ph:park-fill', 'ph:seat-fill', 'tabler:ai',
  'tabler:nut', 'tabler:rings', 'game-icons:ball-pyramid', 'mdi:nut', 'ph:seal-fill', 'game-icons:flower-pot',
];

/**
 * Subjects left out: interface glyphs, abstractions, money and office matters, anatomy nobody engraves,
 * words whose only icon draws something else, and the shop's own forms (a necklace is a form, not a subject).
 */
export const DENY_SUBJECTS: string[] = [
  'ab', 'acute angle', 'adjustment', 'admission', 'air conditioning', 'album', 'and gate', 'angle',
  'angle bracket', 'anus', 'aperture', 'archive', 'assembly', 'atm', 'attachment', 'automation', 'axis',
  'background', 'backspace', 'backup', 'badge', 'basket star', 'beta', 'billboard', 'binary', 'biohazard',
  'black sea', 'bladder', 'blade', 'blast', 'blob', 'block', 'blood pressure', 'bookmark', 'boom', 'boule',
  'box', 'braces', 'bracket', 'breast', 'buffet', 'bulletin board', 'car train', 'carrier', 'carrion', 'cast',
  'cell', 'certificate', 'character', 'charity', 'charm', 'chart', 'chat', 'check', 'checkbook',
  'chemical weapon', 'chess', 'chip', 'circuitry', 'click', 'clout', 'club', 'collage', 'colon', 'coma',
  'comma', 'community', 'component', 'connection', 'console', 'construction', 'contact', 'container',
  'control', 'copy', 'counter', 'countertop', 'cpu', 'creation', 'crop', 'currency', 'cursor', 'cut', 'dairy',
  'dashboard', 'deadeye', 'death', 'default', 'delta', 'desktop', 'detour', 'diagram', 'diameter',
  'dip switch', 'discharge', 'discount', 'dolly', 'dot', 'drag', 'drawing', 'drone', 'drop earring',
  'dry wash', 'duplicate', 'earring', 'electric', 'electric meter', 'electrical resistance', 'electricity',
  'empty', 'endotracheal tube', 'entry', 'equalizer', 'estate', 'ethernet', 'ethernet cable', 'exchange',
  'expense', 'export', 'exposure', 'fall', 'fat', 'female', 'female reproductive system', 'field', 'file',
  'filet', 'filter', 'flare', 'flash', 'floor plan', 'floppy', 'foam', 'focus', 'fold', 'folder', 'forum',
  'frame', 'frustum', 'fuji', 'fuse', 'galea', 'gallbladder', 'gas meter', 'gizmo', 'glow', 'gluten', 'gold',
  'gps', 'grab', 'gravitation', 'grid', 'growth', 'guard', 'gym', 'halal', 'hard drive', 'hash', 'haze',
  'head', 'heading', 'headshot', 'heat pump', 'heat wave', 'hemisphere', 'hide', 'hole', 'honeypot', 'hood',
  'horse head', 'hospice', 'hound', 'hub', 'i beam', 'id', 'image', 'import', 'induction', 'inspiration',
  'internal organ', 'intersection', 'ipod', 'ironing', 'japan', 'join', 'joint', 'knob', 'kosher', 'lag screw',
  'lambda', 'lan', 'lane', 'launch', 'leak', 'led', 'lego', 'library', 'life support', 'lift', 'line', 'link',
  'load', 'location', 'lockup', 'lymph node', 'mac', 'machinery', 'mail', 'male', 'man', 'margin', 'marquee',
  'mars', 'matrix', 'memory', 'menu', 'mesh', 'mine', 'mist', 'mobile', 'monitor', 'mug', 'mug shot',
  'mushroom cloud', 'mute', 'nand gate', 'nature', 'necklace', 'nectar', 'nest egg', 'night', 'notch', 'nuke',
  'number', 'nutrition', 'oasis', 'obtuse angle', 'oil', 'opacity', 'option', 'or gate', 'orbit', 'outlet',
  'overdrive', 'overhead', 'palm', 'pancreas', 'panorama', 'pants', 'path', 'pc', 'penis', 'percentage',
  'person', 'photo', 'pi', 'pick', 'pipeline', 'pirate', 'plastron', 'platform', 'play box', 'pocket', 'point',
  'pointer', 'poll', 'pool', 'portal', 'positive', 'post', 'pot', 'pound', 'powder', 'power', 'prescription',
  'present', 'presentation', 'profit', 'prong', 'prostate', 'pull', 'pulse', 'punch', 'push', 'queue',
  'quicksand', 'radiation', 'radiator', 'radius', 'reactor', 'remedy', 'reproduction', 'resistor', 'resonance',
  'return key', 'right angle', 'rolodex', 'router', 'row', 'run', 'sandbox', 'scan', 'scanner', 'scribble',
  'sea creature', 'seat', 'section', 'security', 'segment', 'selector', 'separator', 'serial port', 'server',
  'shadow box', 'shape', 'shopping', 'shredder', 'signal', 'signature', 'silex', 'slash', 'slice', 'slide',
  'slider', 'sling', 'snout', 'solar power', 'solid', 'space', 'speakerphone', 'spike', 'spill', 'spine',
  'spinner', 'squib', 'stack', 'stamp', 'staple', 'stent', 'sticker', 'stitch', 'stockpile', 'stop', 'sum',
  'swatch', 'switch', 'tab', 'tablet', 'tag', 'tape drive', 'tax', 'terminal', 'testicle', 'thermostat',
  'three', 'tinker', 'tissue', 'toggle switch', 'track', 'trade', 'trail', 'trash', 'tread', 'twirl',
  'twister', 'udder', 'ultrasound', 'union', 'upgrade', 'vacuum', 'vagina', 'variable', 'vector', 'venus',
  'video', 'view', 'viewfinder', 'vignette', 'walk', 'wan', 'wash', 'webcam', 'wifi', 'wind power', 'wiper',
  'wood', 'world', 'wrap', 'xor gate', 'xxx', 'yeast',
];

/**
 * WordNet files many drawable things with writing (a ticket, a clef), events (a wave, a campfire) or
 * substances (an atom, lava), beside a great many that are not things (an anthem, a ricochet, an
 * ampersand): from those three files only these subjects are kept (gems always are).
 */
export const KEEP_LOOSE: string[] = [
  'amethyst', 'atom', 'award', 'bass clef', 'bible', 'black belt', 'buoy', 'caduceus', 'calendar', 'campfire',
  'cardiogram', 'clef', 'cornucopia', 'dew', 'diploma', 'dna', 'eclipse', 'emerald', 'eruption', 'fingerprint',
  'fire', 'footprint', 'footstep', 'gem', 'ghost', 'heartbeat', 'high tide', 'holy water', 'incense',
  'intravenous drip', 'landslide', 'lava', 'log', 'love letter', 'low tide', 'medal', 'mineral', 'molecule',
  'music note', 'musical score', 'ore', 'passport', 'pennant', 'poison', 'postage stamp', 'prayer', 'ripple',
  'sound wave', 'sparkle', 'splash', 'star of david', 'steam', 'target', 'ticket', 'token', 'topaz',
  'traffic light', 'treble clef', 'tsunami', 'wave', 'wildfire', 'windsock',
];

/** Subject names kept apart from WordNet's head word (its synset says 'limb', the icon draws a branch). */
export const RENAME: Record<string, string> = {
  asclepius: 'rod of asclepius',
  bishop: 'chess bishop',
  king: 'chess king',
  knight: 'chess knight',
  queen: 'chess queen',
  rook: 'chess rook',
  bike: 'bicycle',
  'f clef': 'bass clef',
  'fleur de lis': 'fleur-de-lis',
  "jack o' lantern": "jack-o'-lantern",
  'g clef': 'treble clef',
  'leaning tower': 'leaning tower of pisa',
  lollipop: 'popsicle',
  note: 'music note',
  'sea star': 'starfish',
};

/**
 * The icon drawn for a subject when the automatic choice (illustrative silhouettes first, then filled
 * shapes, strokes last) is not the most readable one.
 */
export const PREFERRED_ICONS: Record<string, string> = {
  diamond: 'game-icons:cut-diamond',
  dog: 'game-icons:sitting-dog',
  dragon: 'game-icons:dragon-head',
  'engagement ring': 'game-icons:diamond-ring',
  flower: 'ph:flower-fill',
  hat: 'mdi:hat-fedora',
  heart: 'mdi:heart',
  horse: 'mdi:horse',
  moon: 'ph:moon-fill',
  mountain: 'ph:mountains-fill',
  skull: 'ph:skull-fill',
  star: 'ph:star-fill',
  sword: 'game-icons:broadsword',
  tree: 'game-icons:oak',
  wave: 'game-icons:big-wave',
};

/** Subjects no WordNet sense names, taken straight from an icon, with the words that call them. */
export const EXTRA_SUBJECTS: { id: string; icon: string; category: FeaturedCategory; words: string[] }[] = [
  { id: 'all-seeing eye', icon: 'game-icons:all-seeing-eye', category: 'symbols-myth', words: ['all-seeing eye', 'eye of providence'] },
  { id: 'angel wings', icon: 'game-icons:angel-wings', category: 'symbols-myth', words: ['angel wing', 'angel wings'] },
  { id: 'ankh', icon: 'game-icons:ankh', category: 'symbols-myth', words: ['ankh'] },
  { id: "chef's hat", icon: 'game-icons:chef-toque', category: 'sports-hobbies', words: ["chef's hat", 'chef hat', 'toque'] },
  { id: 'dharma wheel', icon: 'mdi:dharmachakra', category: 'symbols-myth', words: ['dharma wheel', 'dharmachakra', 'wheel of dharma'] },
  { id: 'drama masks', icon: 'game-icons:drama-masks', category: 'sports-hobbies', words: ['comedy and tragedy masks', 'drama masks', 'theater masks', 'theatre masks'] },
  { id: 'dream catcher', icon: 'game-icons:dream-catcher', category: 'symbols-myth', words: ['dream catcher', 'dreamcatcher'] },
  { id: 'eye of horus', icon: 'game-icons:eye-of-horus', category: 'symbols-myth', words: ['eye of horus', 'eye of ra', 'wedjat'] },
  { id: 'golf', icon: 'ph:golf-fill', category: 'sports-hobbies', words: ['golf', 'golf ball', 'golf club', 'golfing'] },
  { id: 'khanda', icon: 'mdi:khanda', category: 'symbols-myth', words: ['khanda'] },
  { id: 'moai', icon: 'game-icons:moai', category: 'symbols-myth', words: ['easter island head', 'moai'] },
  { id: 'nunchaku', icon: 'game-icons:nunchaku', category: 'sports-hobbies', words: ['nunchaku', 'nunchucks'] },
  { id: 'om', icon: 'mdi:om', category: 'symbols-myth', words: ['aum', 'om'] },
  { id: 'ouroboros', icon: 'game-icons:ouroboros', category: 'symbols-myth', words: ['ouroboros'] },
  { id: 'paper crane', icon: 'game-icons:paper-crane', category: 'sports-hobbies', words: ['origami', 'origami crane', 'paper crane'] },
  { id: 'paw print', icon: 'game-icons:paw-print', category: 'pets-animals', words: ['paw print', 'pawprint'] },
  { id: 'peace sign', icon: 'ph:peace-fill', category: 'symbols-myth', words: ['peace sign', 'peace symbol'] },
  { id: 'rubber duck', icon: 'game-icons:plastic-duck', category: 'sports-hobbies', words: ['rubber duck', 'rubber ducky'] },
  { id: "ship's wheel", icon: 'game-icons:ship-wheel', category: 'symbols-myth', words: ['helm wheel', 'ship wheel', "ship's wheel"] },
  { id: 'shuriken', icon: 'game-icons:ninja-star', category: 'sports-hobbies', words: ['ninja star', 'shuriken', 'throwing star'] },
  { id: 'star and crescent', icon: 'mdi:islam', category: 'symbols-myth', words: ['crescent and star', 'star and crescent'] },
  { id: 'sugar skull', icon: 'game-icons:calavera', category: 'symbols-myth', words: ['calavera', 'sugar skull'] },
  { id: "thor's hammer", icon: 'game-icons:thor-hammer', category: 'symbols-myth', words: ['mjolnir', "thor's hammer"] },
  { id: 'triquetra', icon: 'game-icons:triquetra', category: 'symbols-myth', words: ['celtic knot', 'trinity knot', 'triquetra'] },
  { id: 'whale tail', icon: 'game-icons:whale-tail', category: 'pets-animals', words: ['whale fluke', 'whale tail'] },
  { id: 'yin yang', icon: 'game-icons:yin-yang', category: 'symbols-myth', words: ['taijitu', 'yin and yang', 'yin yang'] },
];

/**
 * Words placed by hand: modern breeds WordNet does not know, words whose WordNet reading draws the
 * wrong thing, and a few honest nearest shapes ('hamsa': no set has one, a hand is the nearest).
 */
export const WORDS: Record<string, [subject: string, match: 'exact' | 'kind' | 'nearest']> = {
  alpaca: ['camel', 'nearest'],
  angel: ['angel wings', 'nearest'],
  birthstone: ['gem', 'kind'],
  "chef's knife": ['knife', 'kind'],
  'crescent moon': ['moon', 'exact'],
  'gift box': ['gift', 'exact'],
  golf: ['golf', 'exact'],
  hamsa: ['hand', 'nearest'],
  hibiscus: ['flower', 'kind'],
  hound: ['dog', 'kind'],
  'killer whale': ['dolphin', 'nearest'],
  king: ['crown', 'nearest'],
  kitten: ['cat', 'kind'],
  koi: ['fish', 'kind'],
  kraken: ['giant squid', 'nearest'],
  lab: ['labrador retriever', 'exact'],
  labrador: ['labrador retriever', 'exact'],
  lizard: ['gecko', 'kind'],
  llama: ['camel', 'nearest'],
  lobster: ['crab', 'nearest'],
  maltese: ['dog', 'kind'],
  moth: ['butterfly', 'nearest'],
  music: ['music note', 'exact'],
  orca: ['dolphin', 'nearest'],
  palm: ['palm tree', 'exact'],
  peace: ['peace sign', 'exact'],
  persian: ['cat', 'kind'],
  phoenix: ['bird', 'nearest'],
  queen: ['crown', 'nearest'],
  'rainbow bridge': ['rainbow', 'exact'],
  shell: ['seashell', 'exact'],
  stone: ['gem', 'kind'],
  whale: ['sperm whale', 'kind'],
  zebra: ['horse', 'nearest'],
};

/**
 * Words never read as subjects: the shop's forms and metals, numbers, and nouns a prompt uses for
 * something else ('a gift for my wife', 'on the left side', 'a memorial piece', 'in gold').
 */
export const DENY_WORDS: string[] = [
  'anklet', 'bar', 'bottom', 'brooch', 'charm', 'cut', 'date', 'disc', 'down', 'eight', 'eleven', 'figure',
  'five', 'form', 'four', 'frame', 'gift', 'gold', 'left', 'light', 'mark', 'max', 'memorial', 'nine', 'one',
  'pendant', 'petal', 'pilot', 'point', 'present', 'right', 'round', 'runner', 'seven', 'shape', 'side',
  'silver', 'six', 'soldier', 'spot', 'swirl', 'ten', 'three', 'tip', 'track', 'twelve', 'two',
];

/** Plural-only things say 'a pair of'; mass nouns take no article ('rice', not 'a rice'). */
export const PAIRS: string[] = ['binoculars', 'pliers', 'scissors', 'shears', 'spectacles', 'sunglasses', 'trousers'];
export const MASS_NOUNS: string[] = ['bread', 'butter', 'cheese', 'coffee', 'food', 'popcorn', 'rice', 'sushi', 'tea', 'water', 'wine'];
