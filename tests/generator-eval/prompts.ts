/**
 * The design generator's evaluation set (issue 22, issue 23's engravings): prompts written the way
 * customers write to a custom jeweller, each labelled with what a right answer draws. Scored by
 * score.ts; `npm run eval:generator` prints the hit rates.
 *
 * LABELLING RULE (collection): a prompt's collection is the collection of its main subject, the first
 * subject it names; a subject id has one collection wherever it is the main subject (the test checks).
 * - pets-animals: animals, real ones: pets and their breeds, wild animals, birds, sea creatures,
 *   insects and other small creatures; a paw print.
 * - nature-elements: plants (flowers, trees, leaves, mushrooms), weather and the elements (snowflake,
 *   lightning, cloud, rainbow, flame), landscape and maps (mountain, island, volcano, a state's outline),
 *   the sea (a wave, a shell, coral), the sky and space (sun, moon, star, planet, comet, constellation,
 *   astronaut); a feather.
 * - science-medical: medical and science tools and signs (stethoscope, microscope, DNA, atom, caduceus,
 *   heartbeat line, an anatomical heart, a telescope, a thermometer), and the instruments of a trade
 *   (wrench, hammer, hairdresser's scissors, chef's knife, gavel, scales of justice, a teacher's pencil).
 * - sports-hobbies: sports and games and their gear, music (notes and instruments), hobbies and their
 *   gear (camera, palette, yarn, book, tent), vehicles of every kind (car, boat, plane, rocket), food
 *   and drink.
 * - symbols-myth: religious symbols (cross, Star of David, hamsa, om, angel), mythic and fantasy
 *   creatures and things (dragon, unicorn, phoenix, mermaid, wand), zodiac signs named as signs (Leo,
 *   Scorpio: a constellation is sky), cultural symbols (anchor, horseshoe, compass rose, crown, Celtic
 *   knots, dreamcatcher, awareness ribbon, candle), buildings and landmarks (lighthouse, Eiffel Tower,
 *   a house), letters and monograms (a prompt whose only subject is its initials).
 * - engagement: love tokens: heart, rings, infinity, diamond or other gem, pearl, lock and key.
 *
 * Subjects: each expected subject lists the subject ids that count as drawing it (canonical, lower case,
 * singular; the 45 old motifs keep their ids: 'rings', 'gem', 'music', 'soccer', 'paw', see labels.ts).
 * A kind drawn as its everyday form is right ('beagle' as a dog, 'sunflower' as a flower), but then the
 * customer's word must be in the name or description: `said('beagle', 'dog')`. A different thing is
 * not right (a moth is not a butterfly, a crown of thorns not a crown, a tennis racket not a ball).
 * Relation: how subject 0 stands to subject 1, only where the words say it plainly. Monogram: only
 * when the prompt asks for initials, letters or a monogram. Engraving: names, dates, numbers and
 * phrases the customer means to be cut, exactly as written.
 */
import type { FeaturedCategory } from '@shared/options';
import type { EvalPrompt, Relation, SubjectLabel, Theme } from './labels';

const PA: FeaturedCategory = 'pets-animals';
const NE: FeaturedCategory = 'nature-elements';
const SC: FeaturedCategory = 'science-medical';
const SH: FeaturedCategory = 'sports-hobbies';
const SM: FeaturedCategory = 'symbols-myth';
const EN: FeaturedCategory = 'engagement';

/** A subject the customer names by a word that is none of its ids: said('beagle', 'dog'). */
const said = (word: string | string[], ...ids: string[]): SubjectLabel => ({ ids, word });

type Extra = { monogram?: true; engraving?: string | string[] };
type Row = [prompt: string, subjects: SubjectLabel[], relation: Relation | null, collection: FeaturedCategory, extra?: Extra];

function theme(name: Theme, rows: Row[]): EvalPrompt[] {
  return rows.map(([prompt, subjects, relation, collection, extra], i) => ({
    id: `${name}-${i + 1}`,
    theme: name,
    prompt,
    subjects,
    relation,
    collection,
    monogram: extra?.monogram ?? false,
    ...(extra?.engraving ? { engraving: extra.engraving } : {}),
  }));
}

const pets = theme('pets', [
  ['my beagle Max', [said('beagle', 'dog')], null, PA, { engraving: 'Max' }],
  ['a cat sleeping on a stack of books', [['cat'], ['book']], 'on', PA],
  ['paw print with the name "Luna"', [['paw']], null, PA, { engraving: 'Luna' }],
  ['golden retreiver head, side profile', [said(['retriever', 'retreiver'], 'dog')], null, PA],
  ['our bunny Clover', [said('bunny', 'rabbit')], null, PA, { engraving: 'Clover' }],
  ['my daschund Oscar wearing a tiny crown', [said(['dachshund', 'daschund'], 'dog'), ['crown']], 'with', PA, { engraving: 'Oscar' }],
  ['kitten playing with a ball of yarn', [said('kitten', 'cat'), ['yarn', 'ball of yarn', 'yarn ball']], 'with', PA],
  ['hamster', [['hamster']], null, PA],
  ['german shepherd sitting, ears up', [said('german shepherd', 'dog')], null, PA],
  ['a horse head for my daughter who rides', [['horse']], null, PA],
  ['guinea pig named Peanut', [['guinea pig']], null, PA, { engraving: 'Peanut' }],
  ['french bulldog face', [said('french bulldog', 'dog')], null, PA],
  ['a goldfish in a bowl', [said('goldfish', 'goldfish', 'fish'), ['fishbowl', 'fish bowl', 'bowl']], 'inside', PA],
  ['corgi butt lol', [said('corgi', 'dog')], null, PA],
  ['our tortoise Sheldon', [['tortoise', 'turtle']], null, PA, { engraving: 'Sheldon' }],
  ['border collie herding sheep', [said('border collie', 'dog'), ['sheep']], null, PA],
  ['siamese cat with blue eyes', [said('siamese', 'cat')], null, PA],
  [
    "Hi! I'd love a charm of our rescue greyhound Biscuit, he passed last spring. Maybe just his head in profile?",
    [said('greyhound', 'dog')], null, PA, { engraving: 'Biscuit' },
  ],
  ['a black lab puppy chewing a stick', [said('puppy', 'dog', 'labrador retriever'), ['stick', 'branch']], 'holding', PA],
]);

const memorial = theme('memorial', [
  ['in memory of my dad, a fishing hook and his initials R.J.T.', [['fishing hook', 'hook']], null, SH, { monogram: true, engraving: 'R.J.T.' }],
  ['angel wings for my mom who passed', [['angel wings', 'angel wing', 'wings', 'angel']], null, SM],
  ['rainbow with a paw print underneath, Bella 2010-2024', [['rainbow'], ['paw']], 'above', NE, { engraving: 'Bella 2010-2024' }],
  ['memorial pendant: a dove and the date 3/14/2022', [said('dove', 'dove', 'bird')], null, PA, { engraving: '3/14/2022' }],
  ['forget-me-not flowers for grandma', [said('forget-me-not', 'forget-me-not', 'flower')], null, NE],
  ['a cardinal. they say when cardinals appear, angels are near', [said('cardinal', 'cardinal', 'bird')], null, PA],
  ['my grandpa\'s anchor tattoo, with "Papa" underneath', [['anchor']], null, SM, { engraving: 'Papa' }],
  ['a semicolon', [['semicolon']], null, SM],
  ['a candle for my brother, 1988 - 2021', [['candle']], null, SM, { engraving: '1988 - 2021' }],
  ['memorial charm w/ my cats silhouette & her name Pepper', [['cat']], null, PA, { engraving: 'Pepper' }],
  ['a butterfly for my sister, "forever 23"', [['butterfly']], null, PA, { engraving: 'forever 23' }],
  ['hummingbird for nana, she loved them', [said('hummingbird', 'hummingbird', 'bird')], null, PA],
  ['a lighthouse for my father who was a keeper on the coast of Maine', [['lighthouse']], null, SM],
  ["our baby girl's initials E.R. with a little star, born sleeping 5.2.2023", [['star']], null, NE, { monogram: true, engraving: ['E.R.', '5.2.2023'] }],
  ['purple ribbon for alzheimers awareness, in memory of mum', [['awareness ribbon', 'ribbon']], null, SM],
  ['a red poppy, lest we forget', [said('poppy', 'poppy', 'flower')], null, NE],
  ['a dragonfly, my mom\'s favourite, with "Mom" on the back', [['dragonfly']], null, PA, { engraving: 'Mom' }],
  ['a feather for my late husband, he always said feathers appear when angels are near', [['feather']], null, NE],
]);

const faith = theme('faith', [
  ['a simple cross', [['cross']], null, SM],
  ['star of david', [['star of david']], null, SM],
  ['an evil eye inside a hamsa hand', [['evil eye', 'eye'], ['hamsa']], 'inside', SM],
  ['praying hands holding a rosary', [['praying hands'], ['rosary']], 'holding', SM],
  ['om symbol', [['om']], null, SM],
  ['Our Lady of Guadalupe', [said('guadalupe', 'virgin mary', 'mary', 'madonna', 'our lady of guadalupe')], null, SM],
  ['a khanda for my dad', [['khanda']], null, SM],
  ['dharma wheel', [['dharma wheel', 'dharmachakra']], null, SM],
  ['the ichthys fish symbol (jesus fish)', [['ichthys', 'jesus fish', 'christian fish']], null, SM],
  ['st christopher medal for safe travels', [said('christopher', 'saint christopher', 'st christopher')], null, SM],
  ['a crown of thorns wrapped around a cross', [['crown of thorns'], ['cross']], 'around', SM],
  ['baptism charm for baby Noah, a little lamb', [said('lamb', 'lamb', 'sheep')], null, PA, { engraving: 'Noah' }],
  ['celtic trinity knot', [['triquetra', 'trinity knot', 'celtic knot']], null, SM],
  ['buddha sitting on a lotus', [['buddha'], ['lotus']], 'on', SM],
  ['a menorah', [['menorah']], null, SM],
  ['an om sign inside a lotus flower', [['om'], ['lotus']], 'inside', SM],
  ['guardian angel', [['angel']], null, SM],
  ["Psalm 23 with a shepherd's staff", [said('staff', "shepherd's crook", 'crook', 'staff')], null, SM, { engraving: 'Psalm 23' }],
  ['a dove carrying an olive branch', [said('dove', 'dove', 'bird'), said('olive', 'olive branch', 'branch')], 'holding', PA],
]);

const places = theme('places', [
  ['a lighthouse on a rocky shore', [['lighthouse'], ['rock', 'rocks', 'shore', 'cliff', 'coast']], 'on', SM],
  ['eiffel tower', [['eiffel tower']], null, SM],
  ['the golden gate bridge', [said('golden gate', 'golden gate bridge', 'bridge')], null, SM],
  ['outline of the state of texas with a star where Austin is', [said('texas', 'texas', 'map'), ['star']], 'with', NE],
  ['the sun rising above the mountains', [['sun', 'sunrise'], ['mountain']], 'above', NE],
  ['palm tree on a little island', [['palm tree', 'palm'], ['island']], 'on', NE],
  ['big ben', [['big ben', 'clock tower']], null, SM],
  ['the taj mahal', [['taj mahal']], null, SM],
  ['the statue of liberty', [['statue of liberty']], null, SM],
  ['a cabin in the woods', [['cabin', 'log cabin', 'house'], said(['woods', 'forest', 'tree'], 'tree', 'forest')], null, SM],
  ['compass rose with "40.7128° N, 74.0060° W"', [['compass']], null, SM, { engraving: '40.7128° N, 74.0060° W' }],
  ['a windmill, for our trip to Holland', [['windmill']], null, SM],
  ['the outline of Ireland with a shamrock', [said('ireland', 'ireland', 'map'), said('shamrock', 'clover', 'shamrock')], 'with', NE],
  ['a little house with a heart on the door, our first home 2024', [['house', 'home'], ['heart']], 'with', SM, { engraving: '2024' }],
  ['the NYC skyline', [['skyline', 'city skyline', 'city']], null, SM],
  ['a desert cactus under the sun', [['cactus'], ['sun']], 'under', NE],
  ['Mount Fuji with a cherry blossom branch', [said('fuji', 'mount fuji', 'mountain'), said('cherry blossom', 'cherry blossom', 'blossom', 'flower')], 'with', NE],
  ['the leaning tower of pisa', [['leaning tower of pisa', 'tower of pisa']], null, SM],
  ['a volcano in hawaii where we got engaged', [['volcano']], null, NE],
]);

const zodiac = theme('zodiac', [
  ['scorpio', [['scorpio']], null, SM],
  ['leo zodiac sign for my son born in August', [['leo']], null, SM],
  ['pisces symbol, two fish', [['pisces']], null, SM],
  ['aries ram head', [['aries']], null, SM],
  ['my gemini twins constellation', [said('gemini', 'gemini constellation', 'constellation')], null, NE],
  ["orion's belt", [said('orion', 'orion', 'constellation')], null, NE],
  ['big dipper with the north star', [said('big dipper', 'big dipper', 'constellation'), ['star', 'north star']], 'with', NE],
  ['cancer crab zodiac', [['cancer']], null, SM],
  ['virgo', [['virgo']], null, SM],
  ['capricorn sea-goat', [['capricorn']], null, SM],
  ['Sagittarius archer w/ bow', [['sagittarius']], null, SM],
  ['taurus bull, my star sign', [['taurus']], null, SM],
  ['aquarius water bearer', [['aquarius']], null, SM],
  ['libra scales', [['libra']], null, SM],
  ['the constellation Cassiopeia for my daughter Cassie', [said('cassiopeia', 'cassiopeia', 'constellation')], null, NE, { engraving: 'Cassie' }],
  ['little dipper', [said('little dipper', 'little dipper', 'constellation')], null, NE],
  ['chinese zodiac, year of the dragon', [['dragon']], null, SM],
  ['both our signs, aries and libra, linked together', [['aries'], ['libra']], 'with', SM],
  ['gemini glyph for my twin sister', [['gemini']], null, SM],
]);

const couples = theme('couples-family', [
  ['two interlocking hearts', [['heart']], null, EN],
  ['our initials J & K inside a heart', [['heart']], null, EN, { monogram: true, engraving: 'J & K' }],
  ['wedding rings with date "06.21.2025"', [['rings', 'ring', 'wedding ring']], null, EN, { engraving: '06.21.2025' }],
  ['a lock and key for my girlfriend', [['lock', 'padlock'], ['key']], null, EN],
  ['infinity sign with our kids names Ava and Leo', [['infinity']], null, EN, { engraving: ['Ava', 'Leo'] }],
  ['mama bear and two baby bears', [['bear']], null, PA],
  ['a family tree with 5 birds, one for each grandkid', [['tree', 'family tree', 'tree of life'], ['bird']], 'with', NE],
  ['two swans forming a heart', [['swan'], ['heart']], null, PA],
  ['heart with a keyhole', [['heart'], ['keyhole', 'lock']], 'with', EN],
  ['a solitaire engagement ring', [['ring', 'rings', 'engagement ring', 'diamond ring']], null, EN],
  ['an elephant with its calf', [['elephant'], ['elephant', 'calf', 'baby elephant']], 'with', PA],
  ['a heart with the word mom', [['heart']], null, EN, { engraving: 'mom' }],
  ['two penguins holding flippers', [['penguin']], null, PA],
  ['love birds on a branch', [said(['love bird', 'lovebird'], 'lovebird', 'bird'), ['branch']], 'on', PA],
  ['initials A.M. + J.T.', [], null, SM, { monogram: true, engraving: 'A.M. + J.T.' }],
  ['a key to my heart', [['key'], ['heart']], null, EN],
  ['three stacked hearts, one for each of my girls: Mia, Zoe and Ruby', [['heart']], null, EN, { engraving: ['Mia', 'Zoe', 'Ruby'] }],
  ['monogram "KLM" in a classic script', [], null, SM, { monogram: true, engraving: 'KLM' }],
  ['just the letter S please', [], null, SM, { monogram: true, engraving: 'S' }],
  ['initials E and J intertwined', [], null, SM, { monogram: true, engraving: ['E', 'J'] }],
  ['a pearl for our 30th anniversary', [['pearl']], null, EN],
]);

const fantasy = theme('fantasy', [
  ['a dragon wrapped around a sword', [['dragon'], ['sword']], 'around', SM],
  ['phoenix rising above flames', [['phoenix'], ['flame', 'fire']], 'above', SM],
  ['unicorn head with a flowing mane', [['unicorn']], null, SM],
  ['a mermaid sitting on a rock', [['mermaid'], ['rock']], 'on', SM],
  ['griffin', [['griffin', 'gryphon']], null, SM],
  ['a wizard hat and a wand', [['wizard hat', 'hat'], ['wand', 'magic wand']], null, SM],
  ['a fairy sitting on a mushroom', [['fairy'], ['mushroom']], 'on', SM],
  ['kraken tentacles wrapped around an anchor', [['kraken', 'tentacle'], ['anchor']], 'around', SM],
  ['pegasus', [['pegasus']], null, SM],
  ['Yggdrasil, the norse world tree', [said('yggdrasil', 'yggdrasil', 'tree', 'tree of life')], null, NE],
  ["Thor's hammer Mjolnir", [said('mjolnir', 'mjolnir', "thor's hammer")], null, SM],
  ["a witch's broom and a black cat", [['broomstick', 'broom'], ['cat']], null, SM],
  ['a baby dragon hatching from an egg', [['dragon'], ['egg', 'dragon egg']], 'inside', SM],
  ['medusa head', [['medusa', 'gorgon']], null, SM],
  ['the sword in the stone', [['sword'], ['stone', 'rock']], 'inside', SM],
  ['a centaur holding a bow', [['centaur'], ['bow', 'bow and arrow']], 'holding', SM],
  ['a dreamcatcher with feathers', [['dreamcatcher'], ['feather']], 'with', SM],
  ['a hydra with three heads', [['hydra']], null, SM],
  ['a tiny elefant with fairy wings lol', [said(['elephant', 'elefant'], 'elephant'), ['fairy wings', 'wings', 'wing']], 'with', PA],
]);

const birds = theme('birds', [
  ['an owl perched on a book', [['owl'], ['book']], 'on', PA],
  ['a hummingbird drinking from a hibiscus', [said('hummingbird', 'hummingbird', 'bird'), said('hibiscus', 'hibiscus', 'flower')], null, PA],
  ['flamingo standing on one leg', [['flamingo']], null, PA],
  ['a peacock feather', [said('peacock', 'peacock feather', 'feather')], null, NE],
  ['a barn owl in flight', [said('barn owl', 'owl', 'barn owl')], null, PA],
  ['blue jay', [said('blue jay', 'blue jay', 'jay', 'bird')], null, PA],
  ['a crow holding a key in its beak', [['crow', 'raven'], ['key']], 'holding', PA],
  ['a puffin', [said('puffin', 'puffin', 'bird')], null, PA],
  ['an eagle with its wings spread wide', [['eagle']], null, PA],
  ['a robin sitting on a branch', [said('robin', 'robin', 'bird'), ['branch']], 'on', PA],
  ['a toucan', [['toucan']], null, PA],
  ['our african grey parrot Kiwi', [['parrot']], null, PA, { engraving: 'Kiwi' }],
  ['a swallow carrying a ribbon', [said('swallow', 'swallow', 'bird'), ['ribbon']], 'holding', PA],
  ['hen and chicks', [['hen', 'chicken'], ['chick', 'chicken']], null, PA],
  ['a heron standing in the reeds', [['heron'], ['reed', 'grass']], null, PA],
  ['a tiny sparrow', [said('sparrow', 'sparrow', 'bird')], null, PA],
  ['a rooster', [['rooster', 'chicken']], null, PA],
  ['an owl under a full moon', [['owl'], ['moon', 'full moon']], 'under', PA],
  ['a pelican', [['pelican']], null, PA],
  ['a hummingbrid with a flower', [said(['hummingbird', 'hummingbrid'], 'hummingbird', 'bird'), ['flower']], 'with', PA],
]);

const sea = theme('sea-life', [
  ['a sea turtle swimming', [['sea turtle', 'turtle']], null, PA],
  ['a dolphin jumping over a wave', [['dolphin'], ['wave']], 'above', PA],
  ['humpback whale tail', [said('whale', 'whale', 'whale tail')], null, PA],
  ['an octopus', [['octopus']], null, PA],
  ['seahorse', [['seahorse', 'sea horse']], null, PA],
  ['a starfish and a scallop shell', [['starfish', 'sea star'], ['shell', 'seashell', 'scallop']], null, PA],
  ['a seashell from our beach wedding', [['shell', 'seashell', 'scallop']], null, NE],
  ['jellyfish', [['jellyfish']], null, PA],
  ['a shark fin', [['shark', 'shark fin']], null, PA],
  ['a clownfish in an anemone', [['clownfish', 'fish'], ['sea anemone', 'anemone']], 'inside', PA],
  ['an orca', [['orca', 'killer whale', 'whale']], null, PA],
  ['a manta ray', [['manta ray', 'ray', 'stingray']], null, PA],
  ['a crab', [['crab']], null, PA],
  ['a pearl in an open oyster', [['pearl'], ['oyster', 'shell', 'clam']], 'inside', EN],
  ['a branch of coral', [['coral']], null, NE],
  ['a narwhal', [['narwhal']], null, PA],
  ['an axolotl for my kid who is obsessed', [['axolotl', 'salamander']], null, PA],
  ['a pair of koi fish swimming in a circle', [said('koi', 'koi', 'fish')], null, PA],
  ['a sea otter holding a shell', [['otter', 'sea otter'], ['shell', 'seashell']], 'holding', PA],
]);

const insects = theme('insects', [
  ['a bee on a honeycomb', [['bee'], ['honeycomb']], 'on', PA],
  ['a monarch butterfly', [said('monarch', 'butterfly', 'monarch butterfly')], null, PA],
  ['a dragonfy', [said(['dragonfly', 'dragonfy'], 'dragonfly')], null, PA],
  ['ladybug', [['ladybug', 'ladybird']], null, PA],
  ['a firefly in a mason jar', [['firefly'], ['jar', 'mason jar']], 'inside', PA],
  ['a moth', [['moth']], null, PA],
  ['praying mantis', [['mantis', 'praying mantis']], null, PA],
  ['a beetle, like an egyptian scarab', [['scarab', 'beetle']], null, PA],
  ['a spider in its web', [['spider'], ['spider web', 'web', 'cobweb']], 'on', PA],
  ['an ant carrying a leaf', [['ant'], ['leaf']], 'holding', PA],
  ['grasshopper', [['grasshopper', 'cricket']], null, PA],
  ['bumblebee on a sunflower', [said('bumblebee', 'bee'), said('sunflower', 'sunflower', 'flower')], 'on', PA],
  ['a snail', [['snail']], null, PA],
  ['a caterpillar on a leaf', [['caterpillar'], ['leaf']], 'on', PA],
  ['a butterfly landing on a rose', [['butterfly'], ['rose']], 'on', PA],
  ['a scorpion', [['scorpion']], null, PA],
  ['a cicada', [['cicada']], null, PA],
  ['a wasp', [['wasp']], null, PA],
]);

const flowers = theme('flowers', [
  ['a lotus flower with a small diamond', [['lotus'], said('diamond', 'gem', 'diamond')], 'with', NE],
  ['sunflower', [said('sunflower', 'sunflower', 'flower')], null, NE],
  ['birth month flowers: a daisy for April and a violet for february', [said('daisy', 'daisy', 'flower'), said('violet', 'violet', 'flower')], null, NE],
  ['a single red rose', [['rose']], null, NE],
  ['tulip', [said('tulip', 'tulip', 'flower')], null, NE],
  ['cherry blossom branch', [said('cherry blossom', 'cherry blossom', 'blossom', 'flower')], null, NE],
  ['a peony for my wife Sarah', [said('peony', 'peony', 'flower')], null, NE, { engraving: 'Sarah' }],
  ['lavender sprig', [said('lavender', 'lavender', 'flower')], null, NE],
  ['a bouquet of wildflowers', [said('bouquet', 'bouquet', 'flower')], null, NE],
  ['plumeria from our honeymoon in Hawaii', [said('plumeria', 'plumeria', 'frangipani', 'flower')], null, NE],
  ['iris', [said('iris', 'iris', 'flower')], null, NE],
  ['dandelion puff with seeds blowing away', [['dandelion']], null, NE],
  ['calla lily', [said('lily', 'calla lily', 'lily', 'flower')], null, NE],
  ['a marigold', [said('marigold', 'marigold', 'flower')], null, NE],
  ['lily of the valley, may birth flower', [said('lily of the valley', 'lily of the valley', 'lily', 'flower')], null, NE],
  ['a rose in a glass dome like beauty and the beast', [['rose'], ['glass dome', 'dome', 'bell jar']], 'inside', NE],
  ['carnation', [said('carnation', 'carnation', 'flower')], null, NE],
  ['orchid', [said('orchid', 'orchid', 'flower')], null, NE],
  ['rose with initials "A.M."', [['rose']], null, NE, { monogram: true, engraving: 'A.M.' }],
  [
    "Looking for something for my grandmother's 90th birthday, she loves her garden, especially the hydrangeas",
    [said('hydrangea', 'hydrangea', 'flower')], null, NE,
  ],
  ['sunflwer and a bee', [said(['sunflower', 'sunflwer'], 'sunflower', 'flower'), ['bee']], null, NE],
]);

const trees = theme('trees', [
  ['tree of life', [['tree', 'tree of life']], null, NE],
  ['an oak leaf and an acorn', [['oak leaf', 'leaf'], ['acorn']], null, NE],
  ['a palm tree', [['palm tree', 'palm']], null, NE],
  ['a pine tree for our cabin', [said('pine', 'pine tree', 'pine', 'tree', 'evergreen')], null, NE],
  ['maple leaf', [said('maple', 'maple leaf', 'leaf')], null, NE],
  ['a bonsai', [said('bonsai', 'bonsai', 'tree')], null, NE],
  ['a monstera leaf', [said('monstera', 'monstera', 'leaf')], null, NE],
  ['a weeping willow over a pond', [said('willow', 'willow', 'weeping willow', 'willow tree', 'tree'), ['pond', 'water']], 'above', NE],
  ['a sprig of olive', [said('olive', 'olive branch', 'olive', 'branch', 'leaf')], null, NE],
  ['ginkgo leaf', [said('ginkgo', 'ginkgo leaf', 'ginkgo', 'leaf')], null, NE],
  ['a pinecone', [['pinecone', 'pine cone']], null, NE],
  ['a succulent in a tiny pot', [['succulent', 'plant'], ['pot', 'flower pot', 'plant pot']], 'inside', NE],
  ['a birch tree', [said('birch', 'birch', 'birch tree', 'tree')], null, NE],
  ["family tree with our kids' initials", [['tree', 'family tree', 'tree of life']], null, NE, { monogram: true }],
  ['a fern frond', [said('fern', 'fern', 'leaf')], null, NE],
  ['a mushroom', [['mushroom']], null, NE],
  ['an apple tree', [said('apple', 'apple tree', 'fruit tree', 'tree')], null, NE],
  ['four leaf clover for luck', [['clover']], null, NE],
  ['a baobab tree', [said('baobab', 'baobab', 'tree')], null, NE],
  ['tree of life w/ roots, for my yoga teacher', [['tree', 'tree of life']], null, NE],
]);

const vehicles = theme('vehicles', [
  ['a vintage VW beetle', [said('beetle', 'car', 'beetle car', 'volkswagen beetle')], null, SH],
  ['motorcycle', [['motorcycle', 'motorbike']], null, SH],
  ['a sailboat on the waves', [['sailboat', 'boat'], ['wave']], 'on', SH],
  ['a hot air balloon', [['hot air balloon', 'balloon']], null, SH],
  ['a little red tractor for my dad the farmer', [['tractor']], null, SH],
  ['an airplane for my pilot boyfriend', [['airplane', 'plane', 'aeroplane']], null, SH],
  ['a bicycle', [['bicycle', 'bike']], null, SH],
  ['a steam train', [said('train', 'train', 'locomotive', 'steam train')], null, SH],
  ['a helicopter', [['helicopter']], null, SH],
  ['a camper van', [['camper van', 'van', 'camper']], null, SH],
  ['a classic mustang car', [said('mustang', 'car')], null, SH],
  ['a canoe with two paddles', [['canoe'], ['paddle']], 'with', SH],
  ['a fire truck for my son Leo, age 4', [['fire truck', 'fire engine', 'truck']], null, SH, { engraving: 'Leo' }],
  ['a submarine', [['submarine']], null, SH],
  ['vespa scooter', [said('scooter', 'scooter', 'vespa')], null, SH],
  ["a ship's wheel", [said('wheel', 'ship wheel', "ship's wheel", 'helm')], null, SH],
  ['a school bus', [['school bus', 'bus']], null, SH],
  ['a vintage car with "JUST MARRIED" on the back', [['car']], null, SH, { engraving: 'JUST MARRIED' }],
  ['a jeep on a mountain trail', [said('jeep', 'jeep', 'car'), ['mountain']], 'on', SH],
]);

const music = theme('music', [
  ['treble clef', [said('treble clef', 'treble clef', 'music')], null, SH],
  ['a guitar', [['guitar']], null, SH],
  ['violin', [['violin']], null, SH],
  ['music note', [['music', 'music note']], null, SH],
  ['piano keys', [said('piano', 'piano', 'piano keys', 'keyboard')], null, SH],
  ['a saxophone for my jazz dad', [['saxophone']], null, SH],
  ['drum set', [['drum', 'drum set', 'drum kit']], null, SH],
  ['headphones', [['headphones']], null, SH],
  ['a microphone', [['microphone']], null, SH],
  ['a trumpet', [['trumpet']], null, SH],
  ['cello', [['cello']], null, SH],
  ['a ukulele with a hibiscus flower', [['ukulele'], said('hibiscus', 'hibiscus', 'flower')], 'with', SH],
  ['a vinyl record', [said('record', 'vinyl record', 'record')], null, SH],
  ['a harp', [['harp']], null, SH],
  ['flute', [['flute']], null, SH],
  ['ballet shoes for my little dancer', [['ballet shoes', 'ballet slipper', 'pointe shoes']], null, SH],
  ['a banjo', [['banjo']], null, SH],
  ['a bird sitting on a music note', [['bird'], ['music', 'music note']], 'on', PA],
  ['treble cleff with a heart', [said(['treble clef', 'treble cleff'], 'treble clef', 'music'), ['heart']], 'with', SH],
]);

const sports = theme('sports', [
  ['a soccer ball charm with the number 10', [said('soccer', 'soccer', 'soccer ball')], null, SH, { engraving: '10' }],
  ['basketball with jersey 23', [['basketball']], null, SH, { engraving: '23' }],
  ['a baseball bat and ball', [said('bat', 'baseball bat'), ['baseball']], null, SH],
  ['tennis racket', [said('racket', 'tennis racket', 'racket')], null, SH],
  ['golf ball on a tee', [['golf ball'], ['tee', 'golf tee']], 'on', SH],
  ['hockey stick and a puck', [['hockey stick'], ['puck', 'hockey puck']], null, SH],
  ['volleyball', [['volleyball']], null, SH],
  ['a surfboard', [['surfboard']], null, SH],
  ['ice skate', [['ice skate', 'skate']], null, SH],
  ['crossed skis', [['ski']], null, SH],
  ['a running shoe for my first marathon, 26.2', [['running shoe', 'shoe', 'sneaker']], null, SH, { engraving: '26.2' }],
  ['boxing gloves', [['boxing glove']], null, SH],
  ['a skateboard', [['skateboard']], null, SH],
  ['american football helmet, #12', [['football helmet']], null, SH, { engraving: '#12' }],
  ['bow and arrow for archery', [['bow and arrow', 'bow', 'arrow']], null, SH],
  ['kettlebell', [['kettlebell']], null, SH],
  ['a dumbbell for my gym buddy', [['dumbbell']], null, SH],
  ['a rugby ball', [said('rugby', 'football', 'rugby ball')], null, SH],
  ['a bowling pin and ball', [['bowling pin'], ['bowling ball']], null, SH],
  ['cheer megaphone with her name Kayla', [['megaphone']], null, SH, { engraving: 'Kayla' }],
]);

const hobbies = theme('hobbies', [
  ['knitting needles in a ball of yarn', [['knitting needles', 'knitting needle'], ['yarn', 'ball of yarn', 'yarn ball']], 'inside', SH],
  ['a camera', [['camera']], null, SH],
  ["an artist's palette with a brush", [['palette', 'paint palette'], ['paintbrush', 'brush']], 'with', SH],
  ['a stack of books', [['book']], null, SH],
  ['a chess knight', [said('knight', 'chess knight', 'chess piece')], null, SH],
  ['a pair of dice', [['dice', 'die']], null, SH],
  ['fishing rod with a fish on the line', [['fishing rod', 'fishing pole'], ['fish']], 'with', SH],
  ['a tent under the stars for my camping buddy', [['tent'], ['star']], 'under', SH],
  ['game controller', [['game controller', 'controller', 'gamepad']], null, SH],
  ['a sewing machine', [['sewing machine']], null, SH],
  ['a hiking boot', [['hiking boot', 'boot']], null, SH],
  ['D20 dice for my D&D group', [said('d20', 'd20', 'dice', 'die')], null, SH],
  ['a garden trowel and a seedling', [['trowel', 'shovel'], ['seedling', 'sprout', 'plant']], null, SH],
  ['binoculars for a birdwatcher', [['binoculars']], null, SH],
  ['a paper crane, origami', [['paper crane', 'origami crane', 'origami']], null, SH],
  ["a rubik's cube", [said('cube', "rubik's cube", 'rubiks cube', 'puzzle cube', 'cube')], null, SH],
  ['a book with a cup of tea', [['book'], ['teacup', 'cup', 'tea cup']], 'with', SH],
  ['a pottery wheel', [['pottery wheel']], null, SH],
  ['an open book with a tiny "HP" on the page', [['book']], null, SH, { monogram: true, engraving: 'HP' }],
]);

const professions = theme('professions', [
  ['a stethoscope for a new nurse', [['stethoscope']], null, SC],
  ['a microscope', [['microscope']], null, SC],
  ['a tooth for my dentist sister', [['tooth']], null, SC],
  ['hairdresser scissors and a comb', [['scissors'], ['comb']], null, SC],
  ['a wrench for my mechanic husband', [said('wrench', 'wrench', 'spanner')], null, SC],
  ["chef's knife crossed with a whisk", [["chef's knife", 'chef knife', 'knife'], ['whisk']], 'with', SC],
  ['a gavel', [['gavel']], null, SC],
  ['scales of justice for a new lawyer', [['scales of justice', 'scales', 'balance']], null, SC],
  ['syringe', [['syringe']], null, SC],
  ['a caduceus with the letters RN', [['caduceus']], null, SC, { monogram: true, engraving: 'RN' }],
  ['EKG heartbeat line', [['heartbeat']], null, SC],
  ['DNA double helix', [['dna']], null, SC],
  ['an atom', [['atom']], null, SC],
  ['a hammer for a carpenter', [['hammer']], null, SC],
  ['an erlenmeyer flask', [['flask', 'erlenmeyer flask', 'beaker']], null, SC],
  ['a paw print with a stethoscope for a vet tech', [['paw'], ['stethoscope']], null, PA],
  ['an anatomical heart', [said('heart', 'anatomical heart')], null, SC],
  ['a brain for a neurologist', [['brain']], null, SC],
  ['firefighter helmet for my son, badge number 214', [['firefighter helmet', 'fire helmet']], null, SC, { engraving: '214' }],
  ['a pill capsule for a pharmacist', [['pill', 'capsule']], null, SC],
  ["a pencil and a ruler for my kid's teacher", [['pencil'], ['ruler']], null, SC],
]);

const food = theme('food', [
  ['a coffee cup', [['coffee cup', 'coffee', 'cup', 'mug']], null, SH],
  ['a slice of pizza', [['pizza', 'pizza slice']], null, SH],
  ['an avocado', [['avocado']], null, SH],
  ['a cupcake with a cherry on top', [['cupcake'], ['cherry']], 'with', SH],
  ['a wine glass', [['wine glass', 'wine', 'glass']], null, SH],
  ['pineapple', [['pineapple']], null, SH],
  ['a strawberry', [['strawberry']], null, SH],
  ['a taco for my taco tuesday crew', [['taco']], null, SH],
  ['sushi and chopsticks', [['sushi'], ['chopstick', 'chopsticks']], null, SH],
  ['a donut with sprinkles', [['donut', 'doughnut']], null, SH],
  ['an apple', [['apple']], null, SH],
  ['a pair of cherries', [['cherry']], null, SH],
  ['a beer mug for my brewer brother', [['beer', 'beer mug', 'mug']], null, SH],
  ['a lemon slice', [['lemon']], null, SH],
  ['an ice cream cone', [['ice cream', 'ice cream cone']], null, SH],
  ['a croissant', [['croissant']], null, SH],
  ['a pumpkin', [['pumpkin']], null, SH],
  ['a teapot', [['teapot']], null, SH],
  ['a peach', [['peach']], null, SH],
  ['a bee on a honey jar', [['bee'], ['honey jar', 'jar', 'honey pot']], 'on', PA],
]);

const weather = theme('weather', [
  ['snowflake', [['snowflake']], null, NE],
  ['a lightning bolt', [['lightning']], null, NE],
  ['a rain cloud', [said('cloud', 'cloud', 'rain cloud')], null, NE],
  ['a rainbow over a cloud', [['rainbow'], ['cloud']], 'above', NE],
  ['a tornado', [['tornado']], null, NE],
  ['sun behind clouds', [['sun'], ['cloud']], null, NE],
  ['an umbrella in the rain', [['umbrella'], ['rain', 'raindrop']], null, NE],
  ['raindrops', [['raindrop', 'rain', 'water drop']], null, NE],
  ['a little storm cloud with lightning coming out of it', [['cloud', 'storm cloud'], ['lightning']], 'with', NE],
  ['a snowman', [['snowman']], null, NE],
  ['a sun with a smiling face', [['sun']], null, NE],
  ['wind swirls', [['wind']], null, NE],
  ['a flame', [['flame', 'fire']], null, NE],
  ['a volcano erupting', [['volcano']], null, NE],
  ['a wave for my surfer boy', [['wave']], null, NE],
  ['a thermometer for my meteorologist friend', [['thermometer']], null, SC],
  ['sunrise over the ocean', [['sun', 'sunrise'], ['wave', 'ocean', 'sea']], 'above', NE],
  ['a snowflake with "Elsa" on it', [['snowflake']], null, NE, { engraving: 'Elsa' }],
]);

const space = theme('space', [
  ['a crescent moon and stars', [['moon', 'crescent moon'], ['star']], null, NE],
  ['the planet saturn', [said('saturn', 'saturn', 'planet')], null, NE],
  ['a shooting star', [said('shooting star', 'shooting star', 'comet', 'star')], null, NE],
  ['an astronaut floating', [['astronaut']], null, NE],
  ['a rocket ship blasting off', [['rocket', 'rocket ship']], null, SH],
  ['the solar system', [['solar system', 'planet']], null, NE],
  ['a telescope pointed at the moon', [['telescope'], ['moon']], null, SC],
  ['planet earth', [['earth', 'globe', 'planet earth']], null, NE],
  ['a comet', [['comet']], null, NE],
  ['a full moon with craters', [said('moon', 'moon', 'full moon')], null, NE],
  ['a spiral galaxy', [['galaxy']], null, NE],
  ['a cat sitting on the moon', [['cat'], ['moon']], 'on', PA],
  ['a sleeping fox curled around a crescent moon', [['fox'], ['moon', 'crescent moon']], 'around', PA],
  ['the moon phases', [said('moon', 'moon phases', 'moon')], null, NE],
  ['a star', [['star']], null, NE],
  ['sun and moon together', [['sun'], ['moon']], null, NE],
  ['north star', [said('star', 'star', 'north star')], null, NE],
  ['a black hole', [['black hole']], null, NE],
  ['the moon and the stars with the date we met, 8/9/2019', [['moon', 'crescent moon'], ['star']], null, NE, { engraving: '8/9/2019' }],
]);

export const EVAL_SET: readonly EvalPrompt[] = [
  ...pets, ...memorial, ...faith, ...places, ...zodiac, ...couples, ...fantasy, ...birds, ...sea, ...insects,
  ...flowers, ...trees, ...vehicles, ...music, ...sports, ...hobbies, ...professions, ...food, ...weather, ...space,
];
