import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURED_CATEGORIES } from '@shared/options';
import { buildLibrary, LIBRARY_PATH } from '../../../../../../scripts/build-subjects';
import { categoryOf } from './category-rule';
import { subjectById, subjectCount, wordIndex } from './library';

/** What customers ask a jeweller for, and the subject the library draws for it. */
const EVERYDAY: [words: string, subject: string, match: 'exact' | 'kind' | 'nearest'][] = [
  ['owl', 'owl', 'exact'], ['lighthouse', 'lighthouse', 'exact'], ['dragon', 'dragon', 'exact'],
  ['elephant', 'elephant', 'exact'], ['sea turtle', 'sea turtle', 'exact'], ['hummingbird', 'hummingbird', 'exact'],
  ['hibiscus', 'hibiscus', 'exact'], ['beagle', 'dog', 'kind'], ['kitten', 'cat', 'kind'], ['puppy', 'dog', 'kind'],
  ['golden retriever', 'dog', 'kind'], ['pug', 'dog', 'kind'], ['tabby', 'cat', 'kind'], ['stallion', 'horse', 'kind'],
  ['pony', 'horse', 'kind'], ['peony', 'flower', 'kind'], ['bunny', 'rabbit', 'kind'], ['labrador', 'labrador retriever', 'exact'],
  ['stethoscope', 'stethoscope', 'exact'], ['scissors', 'scissors', 'exact'], ['wrench', 'wrench', 'exact'],
  ["chef's knife", 'knife', 'kind'], ['scalpel', 'scalpel', 'exact'], ['syringe', 'syringe', 'exact'],
  ['microscope', 'microscope', 'exact'], ['tooth', 'tooth', 'exact'], ['eiffel tower', 'eiffel tower', 'exact'],
  ['phoenix', 'phoenix', 'exact'], ['unicorn', 'unicorn', 'exact'], ['mermaid', 'mermaid', 'exact'],
  ['pegasus', 'pegasus', 'exact'], ['griffin', 'griffin', 'exact'], ['fairy', 'fairy', 'exact'],
  ['lotus', 'lotus', 'exact'], ['anchor', 'anchor', 'exact'], ['compass', 'compass', 'exact'], ['cross', 'cross', 'exact'],
  ['star of david', 'star of david', 'exact'], ['om', 'om', 'exact'], ['yin yang', 'yin yang', 'exact'],
  ['ankh', 'ankh', 'exact'], ['celtic cross', 'celtic cross', 'exact'], ['hamsa', 'hamsa', 'exact'],
  ['scorpio', 'scorpio', 'exact'], ['aries', 'aries', 'exact'], ['leo', 'leo', 'exact'], ['pisces', 'pisces', 'exact'],
  ['paw print', 'paw print', 'exact'], ['horse', 'horse', 'exact'], ['dog', 'dog', 'exact'], ['cat', 'cat', 'exact'],
  ['butterfly', 'butterfly', 'exact'], ['bee', 'bee', 'exact'], ['dragonfly', 'dragonfly', 'exact'], ['rose', 'rose', 'exact'],
  ['sunflower', 'sunflower', 'exact'], ['tree', 'tree', 'exact'], ['family tree', 'family tree', 'exact'],
  ['palm tree', 'palm tree', 'exact'], ['cactus', 'cactus', 'exact'], ['shamrock', 'shamrock', 'exact'],
  ['mountain', 'mountain', 'exact'], ['wave', 'wave', 'exact'], ['sun', 'sun', 'exact'], ['moon', 'moon', 'exact'],
  ['crescent moon', 'moon', 'exact'], ['star', 'star', 'exact'], ['cloud', 'cloud', 'exact'], ['lightning', 'lightning', 'exact'],
  ['snowflake', 'snowflake', 'exact'], ['rainbow', 'rainbow', 'exact'], ['planet', 'planet', 'exact'], ['rocket', 'rocket', 'exact'],
  ['guitar', 'guitar', 'exact'], ['piano', 'piano', 'exact'], ['music note', 'music note', 'exact'], ['violin', 'violin', 'exact'],
  ['soccer ball', 'soccer ball', 'exact'], ['basketball', 'basketball', 'exact'], ['tennis racket', 'tennis racket', 'exact'],
  ['golf', 'golf ball', 'exact'], ['camera', 'camera', 'exact'], ['airplane', 'airplane', 'exact'], ['car', 'car', 'exact'],
  ['motorcycle', 'motorcycle', 'exact'], ['bicycle', 'bicycle', 'exact'], ['sailboat', 'sailboat', 'exact'],
  ['hot air balloon', 'hot air balloon', 'exact'], ['coffee cup', 'coffee cup', 'exact'], ['cupcake', 'cupcake', 'exact'],
  ['heart', 'heart', 'exact'], ['infinity', 'infinity', 'exact'], ['diamond', 'diamond', 'exact'],
  ['engagement ring', 'engagement ring', 'exact'], ['key', 'key', 'exact'], ['lock', 'lock', 'exact'], ['crown', 'crown', 'exact'],
  ['feather', 'feather', 'exact'], ['fox', 'fox', 'exact'], ['wolf', 'wolf', 'exact'], ['bear', 'bear', 'exact'],
  ['whale', 'whale', 'exact'], ['orca', 'whale', 'kind'], ['dolphin', 'dolphin', 'exact'], ['octopus', 'octopus', 'exact'], ['starfish', 'starfish', 'exact'],
  ['seahorse', 'seahorse', 'exact'], ['penguin', 'penguin', 'exact'], ['lion', 'lion', 'exact'], ['koala', 'koala', 'exact'],
  ['frog', 'frog', 'exact'], ['ladybug', 'ladybug', 'exact'], ['skull', 'skull', 'exact'], ['book', 'book', 'exact'],
  ['horse head', 'horse', 'exact'], ['pearl', 'pearl', 'exact'], ['branch', 'branch', 'exact'], ['crow', 'raven', 'kind'],
  ['cardinal', 'bird', 'kind'], ['daschund', 'dog', 'kind'], ['golden retreiver', 'dog', 'kind'], ['hamster', 'hamster', 'exact'],
  ['guinea pig', 'hamster', 'nearest'], ['big dipper', 'big dipper', 'exact'], ['evil eye', 'evil eye', 'exact'], ['solitaire', 'engagement ring', 'kind'], ['rocket ship', 'rocket', 'exact'],
  ['vinyl record', 'vinyl record', 'exact'], ['game controller', 'game controller', 'exact'], ['kettlebell', 'kettlebell', 'exact'],
  ['praying hands', 'praying hands', 'exact'], ['clownfish', 'clownfish', 'exact'], ['texas', 'texas', 'exact'],
  ['scorpion', 'scorpion', 'exact'], ['rain', 'rain', 'exact'], ['rosary', 'rosary', 'exact'], ['headphones', 'headphones', 'exact'],
  ['anatomical heart', 'anatomical heart', 'exact'], ['dreamcatcher', 'dreamcatcher', 'exact'], ['hydrangea', 'flower', 'kind'],
  ['lily of the valley', 'flower', 'kind'], ['planet earth', 'globe', 'exact'], ['spiral galaxy', 'galaxy', 'kind'],
  ['web', 'spider web', 'exact'], ['peacock feather', 'feather', 'kind'],
];

describe('the subject library', () => {
  it('draws at least 1,500 distinct subjects, each with an icon and a featured category that is not a form', () => {
    expect(subjectCount()).toBeGreaterThanOrEqual(1500);
    const forms = new Set(['necklaces', 'earrings', 'bracelets']);
    const allowed = new Set(FEATURED_CATEGORIES.map((c) => c.value).filter((c) => !forms.has(c)));
    const subjects = [...new Set([...wordIndex().values()].map((e) => e.subject))];
    expect(subjects).toHaveLength(subjectCount());
    for (const s of subjects) {
      expect(allowed.has(s.category), `${s.id}: ${s.category}`).toBe(true);
      expect(s.icon.body).toMatch(/^<(path|g|circle|rect|ellipse|polygon)/);
      expect(s.icon.width).toBeGreaterThan(0);
      expect(s.noun).toMatch(/^(a |an |a pair of )?[a-z]/);
    }
  });

  it.each(EVERYDAY)('reads %s as %s (%s)', (words, subject, match) => {
    const entry = wordIndex().get(words);
    expect(entry?.subject.id).toBe(subject);
    expect(entry?.match).toBe(match);
  });

  it('covers at least 80 everyday jewelry subjects', () => {
    expect(EVERYDAY.length).toBeGreaterThanOrEqual(80);
  });

  it('files subjects by the one category rule', () => {
    const categories = Object.fromEntries(
      ['owl', 'dog', 'lotus', 'mountain', 'moon', 'wave', 'stethoscope', 'scissors', 'tooth', 'guitar', 'soccer ball',
        'bicycle', 'cupcake', 'dragon', 'unicorn', 'cross', 'aries', 'om', 'heart', 'engagement ring', 'diamond', 'infinity',
        'pineapple', 'cherry', 'beer mug', 'book', 'microphone', 'hook', 'lighthouse', 'compass', 'padlock', 'pearl', 'coral',
        'seashell', 'snowman', 'ribbon', 'vinyl record', 'headphones', 'scorpion', 'rain',
      ].map((id) => [id, subjectById(id)?.category]),
    );
    expect(categories).toEqual({
      owl: 'pets-animals', dog: 'pets-animals', lotus: 'nature-elements', mountain: 'nature-elements',
      moon: 'nature-elements', wave: 'nature-elements', stethoscope: 'science-medical', scissors: 'science-medical',
      tooth: 'science-medical', guitar: 'sports-hobbies', 'soccer ball': 'sports-hobbies', bicycle: 'sports-hobbies',
      cupcake: 'sports-hobbies', dragon: 'symbols-myth', unicorn: 'symbols-myth', cross: 'symbols-myth',
      aries: 'symbols-myth', om: 'symbols-myth', heart: 'engagement', 'engagement ring': 'engagement',
      diamond: 'engagement', infinity: 'engagement',
      // Food is food, not the plant; the gear of a hobby is the hobby's; buildings and a compass are symbols;
      // a lock, a key and a pearl are love tokens; the sea's shells and coral are the sea's.
      pineapple: 'sports-hobbies', cherry: 'sports-hobbies', 'beer mug': 'sports-hobbies', book: 'sports-hobbies',
      microphone: 'sports-hobbies', hook: 'sports-hobbies', lighthouse: 'symbols-myth', compass: 'symbols-myth',
      padlock: 'engagement', pearl: 'engagement', coral: 'nature-elements', seashell: 'nature-elements',
      snowman: 'nature-elements', ribbon: 'symbols-myth', 'vinyl record': 'sports-hobbies', headphones: 'sports-hobbies',
      scorpion: 'pets-animals', rain: 'nature-elements',
    });
    // The rule never files a subject under a form, whatever WordNet says of it.
    expect(categoryOf({ id: 'bangle', lexfile: 'artifact', broader: new Set(['jewelry', 'bracelet']), gloss: '' })).toBe('symbols-myth');
  });

  it('names subjects as a description needs them', () => {
    expect(subjectById('owl')).toMatchObject({ title: 'Owl', noun: 'an owl' });
    expect(subjectById('sea turtle')).toMatchObject({ title: 'Sea Turtle', noun: 'a sea turtle' });
    expect(subjectById('unicorn')?.noun).toBe('a unicorn');
    expect(subjectById('scissors')?.noun).toBe('a pair of scissors');
    expect(subjectById('headphones')?.noun).toBe('a pair of headphones');
    expect(subjectById('dragon')?.icon.id).toBe('game-icons:dragon-head');
  });

  it('leaves out forms, metals and words a prompt uses for something else', () => {
    for (const word of ['necklace', 'pendant', 'charm', 'gold', 'silver', 'two', 'gift', 'memorial', 'side', 'max', 'mum', 'kid',
      'spring', 'vintage', 'ear', 'leg', 'fin', 'flipper', 'butt', 'game']) {
      expect(wordIndex().has(word), word).toBe(false);
    }
  });

  // The build reads only the installed packages (their versions are in the file's "about"), so the
  // same inputs must give the committed file byte for byte: `npm run subjects:build` after any change.
  it('is what scripts/build-subjects.ts builds from the installed sets and WordNet', { timeout: 60_000 }, () => {
    const { json } = buildLibrary();
    expect(json === readFileSync(LIBRARY_PATH, 'utf8'), 'library.json is stale: run npm run subjects:build').toBe(true);
  });
});
