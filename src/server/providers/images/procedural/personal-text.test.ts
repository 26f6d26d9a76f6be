import { describe, expect, it } from 'vitest';
import { engravingRefusal } from '../engraving-limit';
import { engravable, GLYPHS } from './alphabet';
import { engravingLines, extractEngraving, monogramLetters } from './engraving';
import { planMotifs } from './generate';
import { findPersonalText, toRomanNumerals } from './personal-text';

const texts = findPersonalText;

describe('personal text in a prompt (issue 23)', () => {
  it('finds names after the words that introduce them, whatever else they could mean', () => {
    expect(texts('my dog Max, a beagle, with his name engraved')).toEqual(['Max']);
    expect(texts('a heart for my daughter Emma')).toEqual(['Emma']);
    expect(texts('our bunny Clover')).toEqual(['Clover']);
    expect(texts('guinea pig named Peanut')).toEqual(['Peanut']);
    expect(texts('a puppy named biscuit')).toEqual(['biscuit']);
    expect(texts('infinity sign with our kids names Ava and Leo')).toEqual(['Ava and Leo']);
    expect(texts('three stacked hearts, one for each of my girls: Mia, Zoe and Ruby')).toEqual(['Mia, Zoe and Ruby']);
  });

  it('engraves what follows "engraved with the name", not the words that introduce it', () => {
    expect(texts('fox on a crescent moon, engraved with the name Max')).toEqual(['Max']);
    expect(texts('a heart engraved with the word mom')).toEqual(['mom']);
    expect(texts('a tag engraved with the date 06.21.2025')).toEqual(['06.21.2025']);
    expect(texts('a bar engraved with the words always with you')).toEqual(['always with you']);
  });

  it('finds a name written in small letters after whose one is meant, as written, but no common word', () => {
    expect(texts('my dog max, a jack russell')).toEqual(['max']);
    // A name that is also a thing the shop draws is the name after whose one is meant, not a subject.
    expect(texts('my dog daisy')).toEqual(['daisy']);
    expect(texts('a star for my daughter luna')).toEqual(['luna']);
    expect(texts('my dog and a daisy')).toEqual([]);
    expect(texts('a heart for my daughter emma')).toEqual(['emma']);
    expect(texts('a rose for my mom linda who loves gardening')).toEqual(['linda']);
    expect(texts('a paw print for my dog too, please')).toEqual([]);
    expect(texts('a flower for my mum, born 2nd May 1960')).toEqual(['2nd May 1960']);
    expect(texts('our kids initials: L, M and S')).toEqual(['L, M and S']);
    expect(texts('a bone for my dog')).toEqual([]);
    expect(texts('a charm for my dog collar')).toEqual([]);
    expect(texts('a locket for my sister wedding')).toEqual([]);
  });

  it('keeps a title written with its dot, and a name in title case, whole', () => {
    expect(texts("a paw print with my show dog's full registered name, Ch. Windyhill Heart Of Gold At Sunnybrook")).toEqual([
      'Ch. Windyhill Heart Of Gold At Sunnybrook',
    ]);
    expect(texts('a stethoscope with the name Dr. Amelia Stone')).toEqual(['Dr. Amelia Stone']);
    expect(texts('for my son Leo. He loves the sea')).toEqual(['Leo']);
  });

  it('finds initials, dates in their written forms, years, numbers and verses, exactly as written', () => {
    expect(texts('initials A.M.')).toEqual(['A.M.']);
    expect(texts('initials E and J intertwined')).toEqual(['E and J']);
    expect(texts('a moon with June 21, 2025')).toEqual(['June 21, 2025']);
    expect(texts('wedding rings with date 06.21.2025')).toEqual(['06.21.2025']);
    expect(texts('a heart, 21/6/2025')).toEqual(['21/6/2025']);
    expect(texts('a candle for my brother, 1988 - 2021')).toEqual(['1988 - 2021']);
    expect(texts('a soccer ball charm with the number 10')).toEqual(['10']);
    expect(texts('basketball with jersey 23')).toEqual(['23']);
    expect(texts('american football helmet, #12')).toEqual(['#12']);
    expect(texts('a running shoe for my first marathon, 26.2')).toEqual(['26.2']);
    expect(texts("Psalm 23 with a shepherd's staff")).toEqual(['Psalm 23']);
    expect(texts('rainbow with a paw print underneath, Bella 2010-2024')).toEqual(['Bella 2010-2024']);
  });

  it('keeps coordinates as written and turns numbers into roman numerals when asked', () => {
    expect(texts('a bar with 40.7128\u00b0 N, 74.0060\u00b0 W')).toEqual(['40.7128\u00b0 N, 74.0060\u00b0 W']);
    expect(texts('1987 in roman numerals')).toEqual(['MCMLXXXVII']);
    expect(toRomanNumerals('6.21.2025')).toBe('VI.XXI.MMXXV');
  });

  it('reads roman numerals as a number to engrave, never as initials for a monogram', () => {
    expect(extractEngraving('roman numeral XII for our 12th anniversary')).toBe('XII');
    expect(monogramLetters('roman numeral XII for our 12th anniversary', 'XII')).toBeNull();
    expect(planMotifs('roman numeral XII for our 12th anniversary', 'XII').motifs).toEqual([]);
    expect(monogramLetters('monogram SKW in script', 'SKW')).toBe('SKW');
    // A small letter asked for is its monogram in its own case; a small word is not.
    expect(monogramLetters('lowercase initial charm: b', 'b')).toBe('b');
    expect(planMotifs('lowercase initial charm: b', 'b').motifs.map((m) => m.title)).toEqual(['b. Monogram']);
    expect(monogramLetters('a heart that says b', 'b')).toBeNull();
  });

  it('engraves Greek letters with the Greek strokes, a sorority’s letters as its monogram', () => {
    // \u0391\u03a6 is Alpha Phi, \u03a9 Omega.
    expect(extractEngraving('greek letters \u0391\u03a6 for my sorority sister')).toBe('\u0391\u03a6');
    expect(planMotifs('greek letters \u0391\u03a6 for my sorority sister', '\u0391\u03a6').motifs.map((m) => m.title)).toEqual(['\u0391.\u03a6. Monogram']);
    expect(extractEngraving('greek letter \u03a9 as a pendant')).toBe('\u03a9');
    const capitals = Array.from({ length: 25 }, (_, i) => String.fromCodePoint(0x391 + i)).filter((c) => c !== '\u03a2');
    const small = Array.from({ length: 25 }, (_, i) => String.fromCodePoint(0x3b1 + i));
    expect([...capitals, ...small].filter((c) => !GLYPHS[c])).toEqual([]);
  });

  it('engraves accented names with their accents, and refuses a letter it has no strokes for', () => {
    // Chlo\u00e9, Zo\u00eb, \u00c7elik, \u0141ukasz, S\u00f8ren, stra\u00dfe: cut as written, never with the accent dropped.
    for (const name of ['Chlo\u00e9', 'Zo\u00eb', '\u00c7elik', '\u0141ukasz', 'S\u00f8ren', 'stra\u00dfe', 'M\u00dcLLER']) {
      expect(engravable(name), name).toBe(name);
      expect(engravingRefusal(name, 'charm'), name).toBeNull();
    }
    expect(GLYPHS['\u00e9']).not.toBe(GLYPHS.e);
    expect(extractEngraving('a heart with the name Chlo\u00e9')).toBe('Chlo\u00e9');
    expect(engravingRefusal('\u00c6lfred', 'charm')).toMatch(/has letters \(\u00c6\) that our engraving alphabet does not have yet/);
  });

  it('finds phrases, and quoted text still works', () => {
    expect(texts('a heart with the word mom')).toEqual(['mom']);
    expect(texts('a tree that says always & forever')).toEqual(['always & forever']);
    expect(texts('a star that says "always"')).toEqual(['always']);
    expect(texts('a vintage car with "JUST MARRIED" on the back')).toEqual(['JUST MARRIED']);
  });

  it('engraves no count, age or plain words', () => {
    expect(texts('a family tree with 5 birds, one for each grandkid')).toEqual([]);
    expect(texts('a fire truck for my son Leo, age 4')).toEqual(['Leo']);
    expect(texts('a sleeping fox curled around a crescent moon')).toEqual([]);
    expect(texts('a cardinal. they say when cardinals appear, angels are near')).toEqual([]);
  });

  it('joins several texts in the prompt’s order for the engraving', () => {
    expect(extractEngraving("our baby girl's initials E.R. with a little star, born sleeping 5.2.2023")).toBe('E.R. · 5.2.2023');
    expect(extractEngraving('a fox')).toBeNull();
  });

  it('refuses text a form cannot hold, naming the form’s limit, and lets the rest through', () => {
    expect(engravingRefusal('Max', 'charm')).toBeNull();
    expect(engravingRefusal('40.7128\u00b0 N, 74.0060\u00b0 W', 'charm')).toBeNull();
    expect(engravingRefusal('you are my sunshine my only sunshine', 'charm')).toBe(
      'The engraving “you are my sunshine my only sunshine” has 36 characters; a charm holds at most 24. Please shorten it, or request a quote for a larger piece.',
    );
    expect(engravingRefusal('June 21, 2025', 'earrings')).toMatch(/has 13 characters; an earring holds at most 12\./);
  });

  it('sets several texts too long for one line one to a line, up to three on a medallion, and refuses more', () => {
    const pairs = extractEngraving('two sets of coordinates: 47.6062\u00b0 N, 122.3321\u00b0 W and 25.7617\u00b0 N, 80.1918\u00b0 W');
    expect(pairs).toBe('47.6062\u00b0 N, 122.3321\u00b0 W \u00b7 25.7617\u00b0 N, 80.1918\u00b0 W');
    expect(engravingLines(pairs!)).toEqual(['47.6062\u00b0 N, 122.3321\u00b0 W', '25.7617\u00b0 N, 80.1918\u00b0 W']);
    expect(engravingLines('E.R. \u00b7 5.2.2023')).toEqual(['E.R. \u00b7 5.2.2023']);
    expect(engravingRefusal(pairs, 'charm')).toBeNull();
    expect(engravingRefusal(pairs, 'bar')).toMatch(/has 48 characters; a bar holds at most 30\./);
    expect(engravingRefusal('Mia \u00b7 Zoe \u00b7 Ruby \u00b7 Sam and Alexander Jones', 'charm')).toMatch(/has 4 texts; a charm holds at most 3 lines of 24 characters\./);
    expect(engravingRefusal('Cooper \u00b7 Ch. Windyhill Heart Of Gold At Sunnybrook', 'charm')).toMatch(
      /^The engraving “Ch\. Windyhill Heart Of Gold At Sunnybroo…” has 41 characters; a charm holds at most 24 on a line\./,
    );
  });

  it('refuses, saying so, text in letters the engraving alphabet does not have, and keeps the text as written', () => {
    const arabic = '\u0623\u0645\u0644';
    expect(extractEngraving(`arabic name necklace that says ${arabic}`)).toBe(arabic);
    expect(engravingRefusal(arabic, 'pendant')).toBe(
      `The engraving “${arabic}” is in Arabic letters, which our engraving alphabet does not have yet. Please write it in Latin or Greek letters, or request a quote and an artisan will engrave it by hand.`,
    );
    expect(engravingRefusal('\u0391\u03a6', 'charm')).toBeNull();
    expect(engravingRefusal('Zo\u00eb', 'charm')).toBeNull();
    expect(engravingRefusal('S\u00f8ren', 'charm')).toBeNull();
  });
});

describe('personal text in the words people use for forms (issue 23)', () => {
  it('finds names after name-words, a lone capital when letters are asked for, and what is engraved', () => {
    expect(texts('nameplate necklace, Jasmine, in cursive')).toEqual(['Jasmine']);
    expect(texts('my name in script as a necklace: Isabella')).toEqual(['Isabella']);
    expect(texts('two names joined in script, Sam & Alex')).toEqual(['Sam & Alex']);
    expect(texts('initial earrings, a tiny R in each ear')).toEqual(['R']);
    expect(texts('lowercase initial charm: b')).toEqual(['b']);
    expect(texts('initial charm: b, in gold')).toEqual(['b']);
    expect(texts('my sons initial, a block letter W, as a pendant')).toEqual(['W']);
    expect(texts('a heart locket necklace with Mom engraved inside')).toEqual(['Mom']);
    expect(texts('name bracelet that spells out Luca')).toEqual(['Luca']);
    expect(texts('a gold bar necklace with the time she was born, 7:42 am')).toEqual(['7:42 am']);
    expect(texts("Hello, I'm after a name necklace. Her name is Evangeline")).toEqual(['Evangeline']);
  });
});
