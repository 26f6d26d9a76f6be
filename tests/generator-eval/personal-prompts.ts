/**
 * Issue 23: prompts carrying personal text to engrave (names, initials, dates, numbers, coordinates,
 * phrases), written the way customers write to a custom jeweller, often without quotes. Labelled like
 * prompts.ts (its LABELLING RULE for subjects, collection and monogram) and appended to its EVAL_SET.
 *
 * ENGRAVING RULE: `engraving` is the exact text a caster must cut.
 * - Exactly as the customer wrote it: case, digits, accents and punctuation kept ('max', 'Zoë',
 *   'June 21, 2025', '21/6/2025', '#19', '13.1', '40.7128° N, 74.0060° W').
 * - Quotes still work: the text inside them, without the quotes ('"Est. 2012"' is 'Est. 2012').
 * - Names after the words that introduce them: 'my dog Max', 'our cat named Luna', 'for my daughter
 *   Emma', 'baby Theo', 'with his name Biscuit', 'the name Isla'.
 * - Initials as written: 'initials L.R.' is 'L.R.'; 'E and J' is the list ['E', 'J']; texts joined
 *   by a symbol ('T & M', 'K+B', 'Mila & Jonah') were written as one unit and are one text.
 * - Numbers: 'the number 7' is '7', 'jersey 88' '88', 'badge number 4521' '4521', '#19' '#19'.
 * - Years: a range as written ('1956 - 2024'); 'est. 2019' and 'since 1999' are the number alone.
 * - Roman numerals: asked for, each number converted and the separators kept ('6.21.2025 in roman
 *   numerals' is 'VI.XXI.MMXXV'); written in numerals already, as written ('MCMXCII').
 * - Coordinates as written ('51.5074 N 0.1278 W', '-33.8688, 151.2093'); a latitude and a longitude
 *   given apart are two texts.
 * - Phrases: what follows 'that says', 'with the word(s)', 'engraved with', or the quoted text
 *   ('that says always' is 'always', 'the words "forever & always"' 'forever & always').
 * - Several texts in one prompt: a list in prompt order ('our dog Cooper, adopted 2016' is
 *   ['Cooper', '2016']); at most 3 texts, each at most 24 characters, what a small piece holds.
 * - tooLong: a sentence of 40 or more characters cannot fit; the label keeps the full text and the
 *   generator must refuse it with a message naming the limit, never cut it.
 *
 * Subjects and monogram: as in prompts.ts; a name, a date or a phrase is not a subject and not a
 * monogram; initials, letters and monograms set `monogram`. A piece that is only text (a date bar,
 * coordinates on a bar) has no subjects, no monogram and, like letters, files in symbols-myth.
 */
import type { EvalPrompt } from './labels';
import { EN, NE, PA, SC, SH, SM, said, theme } from './rows';

const names = theme('text-names', [
  ['my golden retriever Sunny', [said('retriever', 'dog')], null, PA, { engraving: 'Sunny' }],
  ['our cat named Luna, sitting with her tail curled', [['cat']], null, PA, { engraving: 'Luna' }],
  ['a heart for my daughter Emma', [['heart']], null, EN, { engraving: 'Emma' }],
  ['a little moon for baby Theo', [['moon', 'crescent moon']], null, NE, { engraving: 'Theo' }],
  ['paw print with his name Biscuit', [['paw']], null, PA, { engraving: 'Biscuit' }],
  ['a flower with the name Ava', [['flower']], null, NE, { engraving: 'Ava' }],
  ['my dog max, a jack russell', [said('jack russell', 'dog')], null, PA, { engraving: 'max' }],
  ['my husband is named Daniel, could you do an anchor with his name', [['anchor']], null, SM, { engraving: 'Daniel' }],
  ['sunflower for my mom Linda', [said('sunflower', 'sunflower', 'flower')], null, NE, { engraving: 'Linda' }],
  ['two hearts with our names Jake and Sophie', [['heart']], null, EN, { engraving: ['Jake', 'Sophie'] }],
  ['a soccer ball for my son Mateo', [said('soccer', 'soccer', 'soccer ball')], null, SH, { engraving: 'Mateo' }],
  ['tree of life with the kids names: Olivia, Liam and Grace', [['tree', 'tree of life']], null, NE, { engraving: ['Olivia', 'Liam', 'Grace'] }],
  ['our horse Duke, just his head', [['horse']], null, PA, { engraving: 'Duke' }],
  ['a cross for my godson, his name is Gabriel', [['cross']], null, SM, { engraving: 'Gabriel' }],
  ['can u make a charm of my beagel named Rosie', [said(['beagle', 'beagel'], 'dog')], null, PA, { engraving: 'Rosie' }],
  [
    "I'd like a music note with my daughter's name, Harper, she sings in the school choir and just got her first solo",
    [['music', 'music note']], null, SH, { engraving: 'Harper' },
  ],
  ['a moon and a star for the twins, Mila & Jonah', [['moon', 'crescent moon'], ['star']], null, NE, { engraving: 'Mila & Jonah' }],
  ['my grandma loved her roses, a single rose with her name Rosa', [['rose']], null, NE, { engraving: 'Rosa' }],
  ['a paw print for our kitty Mochi who passed last month', [['paw']], null, PA, { engraving: 'Mochi' }],
  ['basketball charm w/ the name Jaylen', [['basketball']], null, SH, { engraving: 'Jaylen' }],
  ['the name Isla inside a heart', [['heart']], null, EN, { engraving: 'Isla' }],
  ['a butterfly for my niece named Zoë', [['butterfly']], null, PA, { engraving: 'Zoë' }],
  ['compass for my son Ethan who is leaving for collage in the fall', [['compass']], null, SM, { engraving: 'Ethan' }],
  ["a little bunny for my granddaughter Penelope, it's her first easter", [said('bunny', 'rabbit')], null, PA, { engraving: 'Penelope' }],
  [
    "Hello, I'm hoping to order something for my wife's 40th. She adores our two cats, Pumpkin and Salem, so maybe two cat silhouettes with their names underneath?",
    [['cat']], null, PA, { engraving: ['Pumpkin', 'Salem'] },
  ],
  ['an owl with the name Hazel', [['owl']], null, PA, { engraving: 'Hazel' }],
  ['our black lab named Bear', [said(['lab', 'labrador'], 'dog', 'labrador retriever')], null, PA, { engraving: 'Bear' }],
  ['mountain range w/ his name, Everett', [['mountain']], null, NE, { engraving: 'Everett' }],
  [
    "a paw print with my show dog's full registered name, Ch. Windyhill Heart Of Gold At Sunnybrook",
    [['paw']], null, PA, { engraving: 'Ch. Windyhill Heart Of Gold At Sunnybrook', tooLong: true },
  ],
  ['a little star with "Kai" for my baby brother', [['star']], null, NE, { engraving: 'Kai' }],
]);

const initials = theme('text-initials', [
  ['initials L.R. please, nothing else', [], null, SM, { monogram: true, engraving: 'L.R.' }],
  ['a heart with our initials T & M', [['heart']], null, EN, { monogram: true, engraving: 'T & M' }],
  ['E and J intertwined in a heart', [['heart']], null, EN, { monogram: true, engraving: ['E', 'J'] }],
  ['monogram SKW in script', [], null, SM, { monogram: true, engraving: 'SKW' }],
  ['my initials are J.P.R., can you do them in a circle', [], null, SM, { monogram: true, engraving: 'J.P.R.' }],
  ['paw print with the initials B.B.', [['paw']], null, PA, { monogram: true, engraving: 'B.B.' }],
  ['just the letter M', [], null, SM, { monogram: true, engraving: 'M' }],
  ['two letters, A and D, with a tiny star between them', [['star']], null, NE, { monogram: true, engraving: ['A', 'D'] }],
  ['anchor with his initials R.T.', [['anchor']], null, SM, { monogram: true, engraving: 'R.T.' }],
  ['our kids initials: L, M and S', [], null, SM, { monogram: true, engraving: ['L', 'M', 'S'] }],
  ['infinity sign w/ initials K+B', [['infinity']], null, EN, { monogram: true, engraving: 'K+B' }],
  ['initals c.j. on a little moon', [['moon', 'crescent moon']], null, NE, { monogram: true, engraving: 'c.j.' }],
  ['a family tree with our initials, D & A', [['tree', 'family tree', 'tree of life']], null, NE, { monogram: true, engraving: 'D & A' }],
  ['the letter K with a crown above it', [['crown']], null, SM, { monogram: true, engraving: 'K' }],
  ['rose with her initial, V', [['rose']], null, NE, { monogram: true, engraving: 'V' }],
  ['a cross with the letters IHS', [['cross']], null, SM, { monogram: true, engraving: 'IHS' }],
  ['horseshoe with initials W.H. for my dad', [['horseshoe']], null, SM, { monogram: true, engraving: 'W.H.' }],
  ['a monogram of my initals MEG, the last initial big in the middle', [], null, SM, { monogram: true, engraving: 'MEG' }],
  ['a soccer ball with his initials and number, J.D. 9', [said('soccer', 'soccer', 'soccer ball')], null, SH, { monogram: true, engraving: ['J.D.', '9'] }],
  ['our initials S.L. + R.L. with the wedding date 10.12.2024', [], null, SM, { monogram: true, engraving: ['S.L. + R.L.', '10.12.2024'] }],
  ['a butterfly with the letters AJ', [['butterfly']], null, PA, { monogram: true, engraving: 'AJ' }],
  [
    'hi! looking for a small charm for my bracelet with just my initials, which are H.G.W. - maybe with a little heart too?',
    [['heart']], null, EN, { monogram: true, engraving: 'H.G.W.' },
  ],
  ['music note plus the initial L', [['music', 'music note']], null, SH, { monogram: true, engraving: 'L' }],
  ['compass rose with our initals N & C', [['compass']], null, SM, { monogram: true, engraving: 'N & C' }],
  ['intials of my three boys, J, T and R, on a tree', [['tree', 'family tree', 'tree of life']], null, NE, { monogram: true, engraving: ['J', 'T', 'R'] }],
  ['a dog silhouette and the letter B', [['dog']], null, PA, { monogram: true, engraving: 'B' }],
  ['a sun with the letter O in the middle', [['sun']], null, NE, { monogram: true, engraving: 'O' }],
  ['greek letters ΑΦ for my sorority sister', [], null, SM, { monogram: true, engraving: 'ΑΦ' }],
  ['a star with E.M.H. underneath', [['star']], null, NE, { monogram: true, engraving: 'E.M.H.' }],
]);

const dates = theme('text-dates', [
  ['just the date 09.14.2019 please', [], null, SM, { engraving: '09.14.2019' }],
  ['wedding rings with June 21, 2025', [['rings', 'ring', 'wedding ring']], null, EN, { engraving: 'June 21, 2025' }],
  ['a heart with our anniversary 21/6/2025', [['heart']], null, EN, { engraving: '21/6/2025' }],
  ['a bar with the date we met, 3.17.2018', [], null, SM, { engraving: '3.17.2018' }],
  ['baby footprints with her birthday, 01-05-2024', [['footprint']], null, SM, { engraving: '01-05-2024' }],
  ['a little house, est. 2019', [['house', 'home']], null, SM, { engraving: '2019' }],
  ['two hearts, together since 1999', [['heart']], null, EN, { engraving: '1999' }],
  ['our wedding date in roman numerals 6.21.2025 on a bar', [], null, SM, { engraving: 'VI.XXI.MMXXV' }],
  ['roman numeral date 10.08.2016 with a small heart', [['heart']], null, EN, { engraving: 'X.VIII.MMXVI' }],
  ['a star for the day she was born, March 3rd 2023', [['star']], null, NE, { engraving: 'March 3rd 2023' }],
  ['memorial charm, angel wings and 1956 - 2024', [['angel wings', 'angel wing', 'wings', 'angel']], null, SM, { engraving: '1956 - 2024' }],
  ['a dove with 4/22/1948 – 11/2/2023', [said('dove', 'dove', 'bird')], null, PA, { engraving: '4/22/1948 – 11/2/2023' }],
  ['a full moon for our wedding night, 8.12.2017', [['moon', 'full moon']], null, NE, { engraving: '8.12.2017' }],
  ['paw print w/ gotcha day 5/5/21', [['paw']], null, PA, { engraving: '5/5/21' }],
  ['our dog Cooper, adopted 2016', [['dog']], null, PA, { engraving: ['Cooper', '2016'] }],
  ['infinity with the date 12.24.10', [['infinity']], null, EN, { engraving: '12.24.10' }],
  ['a flower for my mum, born 2nd May 1960', [['flower']], null, NE, { engraving: '2nd May 1960' }],
  ['a lotus and the date of my sobriety, 7/4/2020', [['lotus']], null, NE, { engraving: '7/4/2020' }],
  ['Mount Rainier and the date we summited 08.03.2022', [said('rainier', 'mount rainier', 'mountain')], null, NE, { engraving: '08.03.2022' }],
  ['roman numerals for 14.2.2015 with a tiny heart', [['heart']], null, EN, { engraving: 'XIV.II.MMXV' }],
  [
    "Hi there, I'm looking for something for my sister who just finished chemo. Could you do a butterfly with the date of her last treatment, 11/30/2023?",
    [['butterfly']], null, PA, { engraving: '11/30/2023' },
  ],
  ['ISO style date 2024-06-01 on a bar for my husband, he is an engineer lol', [], null, SM, { engraving: '2024-06-01' }],
  ['an anchor with "Est. 2012"', [['anchor']], null, SM, { engraving: 'Est. 2012' }],
  ['a snowflake with her brithday Dec 21 2019', [['snowflake']], null, NE, { engraving: 'Dec 21 2019' }],
  ['cross for my confirmation, 05.19.2024', [['cross']], null, SM, { engraving: '05.19.2024' }],
  ['a key with our move-in date 9-9-99', [['key']], null, EN, { engraving: '9-9-99' }],
  ['rainbow for our rainbow baby born 2.14.2022', [['rainbow']], null, NE, { engraving: '2.14.2022' }],
  ['a sun for the day he was born: Saturday, July 4, 1998', [['sun']], null, NE, { engraving: 'Saturday, July 4, 1998' }],
  ['sunflwer with the date 8.8.88', [said(['sunflower', 'sunflwer'], 'sunflower', 'flower')], null, NE, { engraving: '8.8.88' }],
  ['3/14/2015 in roman numerals, nothing else', [], null, SM, { engraving: 'III/XIV/MMXV' }],
  [
    'engrave "Married on the twenty-first of June, two thousand twenty-five" on the back of a heart',
    [['heart']], null, EN, { engraving: 'Married on the twenty-first of June, two thousand twenty-five', tooLong: true },
  ],
]);

const numbers = theme('text-numbers', [
  ['a baseball with the number 7', [['baseball']], null, SH, { engraving: '7' }],
  ['football helmet, jersey 88', [['football helmet']], null, SH, { engraving: '88' }],
  ['hockey stick with #19', [['hockey stick']], null, SH, { engraving: '#19' }],
  ['badge number 4521 on a shield for my husband, he just graduated the police academy', [['shield']], null, SM, { engraving: '4521' }],
  ['1987 in roman numerals', [], null, SM, { engraving: 'MCMLXXXVII' }],
  ['a volleyball with her number 12', [['volleyball']], null, SH, { engraving: '12' }],
  ['half marathon finisher, 13.1 on a little bar', [], null, SM, { engraving: '13.1' }],
  ['roman numeral XII for our 12th anniversary', [], null, SM, { engraving: 'XII' }],
  ['our house number 221 with a little house', [['house', 'home']], null, SM, { engraving: '221' }],
  ['the number 3 inside a heart, for our family of three', [['heart']], null, EN, { engraving: '3' }],
  ['golf ball with the hole number 7, my first hole in one!', [['golf ball']], null, SH, { engraving: '7' }],
  ['his softball number, 24, on a softball', [['softball']], null, SH, { engraving: '24' }],
  ['a soccer ball with #9 and the name Lucia', [said('soccer', 'soccer', 'soccer ball')], null, SH, { engraving: ['#9', 'Lucia'] }],
  ['music note with 143 (means i love you)', [['music', 'music note']], null, SH, { engraving: '143' }],
  ['an angel numbr charm, 444, with a feather', [['feather']], null, NE, { engraving: '444' }],
  ['a racing car with number 44', [['car', 'race car']], null, SH, { engraving: '44' }],
  ['firefighter helmet with station 51', [['firefighter helmet', 'fire helmet']], null, SC, { engraving: '51' }],
  ['a horseshoe with the lucky number 13', [['horseshoe']], null, SM, { engraving: '13' }],
  ['the year 2000 in roman numerals, on a star', [['star']], null, NE, { engraving: 'MM' }],
  ['tennis ball with #1 on it', [['tennis', 'tennis ball']], null, SH, { engraving: '#1' }],
  ['our retired greyhound raced as number 6, can you add the 6 to his charm', [said('greyhound', 'dog')], null, PA, { engraving: '6' }],
  ['a lotus with the number 1000 for my days sober', [['lotus']], null, NE, { engraving: '1000' }],
  ['the numbers 3, 11 and 23, our kids jersey numbers, on a baseball', [['baseball']], null, SH, { engraving: ['3', '11', '23'] }],
  ["my grandpa's service number 37512884 on a bar, for veterans day", [], null, SM, { engraving: '37512884' }],
  ['a crescent moon with 11:11', [['moon', 'crescent moon']], null, NE, { engraving: '11:11' }],
  ['MCMXCII on a bar, my birth year', [], null, SM, { engraving: 'MCMXCII' }],
  ['apartment 4B where we first lived, with a key', [['key']], null, EN, { engraving: '4B' }],
  ['our 25th aniversary in roman numerals on two wedding rings', [['rings', 'ring', 'wedding ring']], null, EN, { engraving: 'XXV' }],
  [
    'a football with "Number 23, Springfield High Varsity, State Champions 2019"',
    [['football']], null, SH, { engraving: 'Number 23, Springfield High Varsity, State Champions 2019', tooLong: true },
  ],
]);

const coordinates = theme('text-coordinates', [
  ['a bar with the coordinates 40.7128° N, 74.0060° W', [], null, SM, { engraving: '40.7128° N, 74.0060° W' }],
  ['compass with 51.5074 N 0.1278 W', [['compass']], null, SM, { engraving: '51.5074 N 0.1278 W' }],
  ['coordinates of where we got engaged: 48.8566° N, 2.3522° E, with a tiny heart', [['heart']], null, EN, { engraving: '48.8566° N, 2.3522° E' }],
  ['our first home -33.8688, 151.2093 with a little house', [['house', 'home']], null, SM, { engraving: '-33.8688, 151.2093' }],
  ['mountain with the gps coordinates 51.1784° N, 115.5708° W', [['mountain']], null, NE, { engraving: '51.1784° N, 115.5708° W' }],
  ['anchor and the coords of our lake house 39.0968° N, 120.0324° W', [['anchor']], null, SM, { engraving: '39.0968° N, 120.0324° W' }],
  ['lat 41.8781 long -87.6298 on a bar', [], null, SM, { engraving: ['41.8781', '-87.6298'] }],
  ['a palm tree with 21.3069° N, 157.8583° W where we honeymooned', [['palm tree', 'palm']], null, NE, { engraving: '21.3069° N, 157.8583° W' }],
  ['cordinates 37.7749, -122.4194 please, no design just the numbers', [], null, SM, { engraving: '37.7749, -122.4194' }],
  [`the coordinates 40°42'46"N 74°00'21"W on a compass rose`, [['compass']], null, SM, { engraving: `40°42'46"N 74°00'21"W` }],
  [
    'a star with the coordinates of the hospital she was born in, 42.3601° N, 71.0589° W',
    [['star']], null, NE, { engraving: '42.3601° N, 71.0589° W' },
  ],
  ['lighthouse with 41.6688 N, 70.2962 W (cape cod)', [['lighthouse']], null, SM, { engraving: '41.6688 N, 70.2962 W' }],
  ['a wave and 24.5551° N, 81.7800° W, key west!', [['wave']], null, NE, { engraving: '24.5551° N, 81.7800° W' }],
  ['a heart w/ the coordnates of our first date 36.1627, -86.7816', [['heart']], null, EN, { engraving: '36.1627, -86.7816' }],
  ['tree with coordinates 35.5951° N, 82.5515° W, the family farm', [['tree']], null, NE, { engraving: '35.5951° N, 82.5515° W' }],
  ['sailboat + 25.0343 N, 77.3963 W', [['sailboat', 'boat']], null, SH, { engraving: '25.0343 N, 77.3963 W' }],
  ['a paw print and the coordinates where we found him, 30.2672° N, 97.7431° W', [['paw']], null, PA, { engraving: '30.2672° N, 97.7431° W' }],
  ['airplane with the coordinates of home, 53.3498° N, 6.2603° W', [['airplane', 'plane', 'aeroplane']], null, SH, { engraving: '53.3498° N, 6.2603° W' }],
  ['cross with the coordinates of the church 41.9022 N, 12.4539 E', [['cross']], null, SM, { engraving: '41.9022 N, 12.4539 E' }],
  [
    'two sets of coordinates, where we each grew up: 47.6062° N, 122.3321° W and 25.7617° N, 80.1918° W',
    [], null, SM, { engraving: ['47.6062° N, 122.3321° W', '25.7617° N, 80.1918° W'] },
  ],
  ['a mountain range with 36.0544° N 112.1401° W for our grand canyon trip', [['mountain']], null, NE, { engraving: '36.0544° N 112.1401° W' }],
  ['a snowflake and 64.1466, -21.9426 from our trip to Iceland', [['snowflake']], null, NE, { engraving: '64.1466, -21.9426' }],
  ['the coordinates 33.9249° S, 18.4241° E with a little sun', [['sun']], null, NE, { engraving: '33.9249° S, 18.4241° E' }],
  [
    'a bar with "Latitude 40.7128 North, Longitude 74.0060 West, New York City"',
    [], null, SM, { engraving: 'Latitude 40.7128 North, Longitude 74.0060 West, New York City', tooLong: true },
  ],
  ['moon with our cabin coordinates 45.5152° N 122.6784° W', [['moon']], null, NE, { engraving: '45.5152° N 122.6784° W' }],
  ['a dog and the coordinates of the dog park where we met 39.7392, -104.9903', [['dog']], null, PA, { engraving: '39.7392, -104.9903' }],
  [
    'coordinates: 35.6762° N, 139.6503° E. with a cherry blossom',
    [said('cherry blossom', 'cherry blossom', 'blossom', 'flower')], null, NE, { engraving: '35.6762° N, 139.6503° E' },
  ],
]);

const phrases = theme('text-phrases', [
  ['a heart that says always', [['heart']], null, EN, { engraving: 'always' }],
  ['a moon engraved with "love you more"', [['moon']], null, NE, { engraving: 'love you more' }],
  ['infinity with the words "forever & always"', [['infinity']], null, EN, { engraving: 'forever & always' }],
  ['a star that says dream big', [['star']], null, NE, { engraving: 'dream big' }],
  ['an anchor with the word hope', [['anchor']], null, SM, { engraving: 'hope' }],
  ['a bear with the word Mama', [['bear']], null, PA, { engraving: 'Mama' }],
  ['a cross with "faith over fear"', [['cross']], null, SM, { engraving: 'faith over fear' }],
  ['a crescent moon that says to the moon & back', [['moon', 'crescent moon']], null, NE, { engraving: 'to the moon & back' }],
  ['a compass with the words "find your way"', [['compass']], null, SM, { engraving: 'find your way' }],
  ['a mountain that says adventure awaits', [['mountain']], null, NE, { engraving: 'adventure awaits' }],
  ['a flower that says Nana', [['flower']], null, NE, { engraving: 'Nana' }],
  ['a lotus with "breathe"', [['lotus']], null, NE, { engraving: 'breathe' }],
  ['a semicolon with the words keep going', [['semicolon']], null, SM, { engraving: 'keep going' }],
  ['a sun with "you are my sunshine"', [['sun']], null, NE, { engraving: 'you are my sunshine' }],
  ['a paw print that says "my heart has four legs"', [['paw']], null, PA, { engraving: 'my heart has four legs' }],
  ['a rose with the word Forever', [['rose']], null, NE, { engraving: 'Forever' }],
  ['a dog silhouette and "good boy"', [['dog']], null, PA, { engraving: 'good boy' }],
  ['a feather w/ the words always with you', [['feather']], null, NE, { engraving: 'always with you' }],
  ['a tree with the phrase "rooted in love"', [['tree', 'tree of life']], null, NE, { engraving: 'rooted in love' }],
  ['a butterfly taht says still here', [['butterfly']], null, PA, { engraving: 'still here' }],
  ['a music note with "let it be"', [['music', 'music note']], null, SH, { engraving: 'let it be' }],
  ['a key with the word "home"', [['key']], null, EN, { engraving: 'home' }],
  ['a hummingbird and the words "fly high"', [said('hummingbird', 'hummingbird', 'bird')], null, PA, { engraving: 'fly high' }],
  ['tiny heart engarved with be brave', [['heart']], null, EN, { engraving: 'be brave' }],
  ['a wave with "salty"', [['wave']], null, NE, { engraving: 'salty' }],
  ['two rings w/ "Mr & Mrs"', [['rings', 'ring', 'wedding ring']], null, EN, { engraving: 'Mr & Mrs' }],
  ['a sunflower saying grow through it', [said('sunflower', 'sunflower', 'flower')], null, NE, { engraving: 'grow through it' }],
  ['a bee that says Bee Kind', [['bee']], null, PA, { engraving: 'Bee Kind' }],
  ['a soccer ball w/ the words "Go Team" and the year 2024', [said('soccer', 'soccer', 'soccer ball')], null, SH, { engraving: ['Go Team', '2024'] }],
  ['a cat with "meow" lol', [['cat']], null, PA, { engraving: 'meow' }],
  [
    'a heart engraved with "To my beautiful daughter, never forget how much I love you"',
    [['heart']], null, EN, { engraving: 'To my beautiful daughter, never forget how much I love you', tooLong: true },
  ],
  [
    'could you engrave "I carry your heart with me, I carry it in my heart" on a round pendant',
    [], null, SM, { engraving: 'I carry your heart with me, I carry it in my heart', tooLong: true },
  ],
  [
    'a star with "You are my sunshine, my only sunshine, you make me happy when skies are grey"',
    [['star']], null, NE, { engraving: 'You are my sunshine, my only sunshine, you make me happy when skies are grey', tooLong: true },
  ],
  [
    'an anchor with the words "I refuse to sink, no matter how strong the storm gets"',
    [['anchor']], null, SM, { engraving: 'I refuse to sink, no matter how strong the storm gets', tooLong: true },
  ],
  [
    'a cross with "I can do all things through Christ who strengthens me"',
    [['cross']], null, SM, { engraving: 'I can do all things through Christ who strengthens me', tooLong: true },
  ],
  [
    "my dad always said 'work hard, stay humble, and always be kind to everyone you meet' - could you put that on a wrench for him",
    [said('wrench', 'wrench', 'spanner')], null, SC, { engraving: 'work hard, stay humble, and always be kind to everyone you meet', tooLong: true },
  ],
]);

/** The issue 23 prompts, appended to EVAL_SET (prompts.ts) in this order. */
export const PERSONAL_SET: readonly EvalPrompt[] = [...names, ...initials, ...dates, ...numbers, ...coordinates, ...phrases];
