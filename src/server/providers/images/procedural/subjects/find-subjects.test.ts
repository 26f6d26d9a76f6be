import { describe, expect, it } from 'vitest';
import { findSubjects } from './find-subjects';

const read = (prompt: string) => findSubjects(prompt).map((f) => [f.subject.id, f.words, f.match]);

describe('findSubjects', () => {
  it('reads the prompts of issue 22 in prompt order', () => {
    expect(read('an owl perched on a book')).toEqual([['owl', 'owl', 'exact'], ['book', 'book', 'exact']]);
    expect(read('a lighthouse on a rocky shore')[0]).toEqual(['lighthouse', 'lighthouse', 'exact']);
    expect(read('a dragon wrapped around a sword')).toEqual([['dragon', 'dragon', 'exact'], ['sword', 'sword', 'exact']]);
    expect(read('a hummingbird drinking from a hibiscus')).toEqual([
      ['hummingbird', 'hummingbird', 'exact'], ['hibiscus', 'hibiscus', 'exact'],
    ]);
    expect(read('a sleeping fox curled around a crescent moon')).toEqual([
      ['fox', 'fox', 'exact'], ['moon', 'crescent moon', 'exact'],
    ]);
    expect(read('a lotus flower with a small diamond')).toEqual([
      ['lotus', 'lotus flower', 'exact'], ['diamond', 'diamond', 'exact'],
    ]);
  });

  it('reads a capitalised word right after an animal as its name', () => {
    expect(read('our rescue greyhound Biscuit, he passed')).toEqual([['dog', 'greyhound', 'kind']]);
    expect(read('our bunny Clover')).toEqual([['rabbit', 'bunny', 'kind']]);
  });

  it('reads a zodiac sign named with its emblem as the sign, and a baby named or called a girl as a person', () => {
    expect(read('taurus bull')).toEqual([['taurus', 'taurus', 'exact']]);
    expect(read('libra scales')).toEqual([['libra', 'libra', 'exact']]);
    expect(read('a bull and a crab')).toEqual([['bull', 'bull', 'exact'], ['crab', 'crab', 'exact']]);
    expect(read("our baby girl's star")).toEqual([['star', 'star', 'exact']]);
    expect(read('for baby Noah, a little lamb')).toEqual([['sheep', 'lamb', 'kind']]);
  });

  it('gives where each subject starts in the prompt', () => {
    const [fox, moon] = findSubjects('A sleeping fox curled around a Crescent Moon');
    expect(fox.at).toBe(11);
    expect(moon).toMatchObject({ at: 31, words: 'Crescent Moon' });
  });

  it('reads the longest phrase first', () => {
    expect(read('a sea turtle and an Eiffel Tower')).toEqual([
      ['sea turtle', 'sea turtle', 'exact'], ['eiffel tower', 'Eiffel Tower', 'exact'],
    ]);
    expect(read("a chef's knife crossed with a whisk")).toEqual([['knife', "chef's knife", 'kind'], ['whisk', 'whisk', 'exact']]);
    expect(read('a golden retriever')).toEqual([['dog', 'golden retriever', 'kind']]);
  });

  it('undoes plurals and possessives, whatever the case', () => {
    expect(read('two wolves howling under the stars')).toEqual([['wolf', 'wolves', 'exact'], ['star', 'stars', 'exact']]);
    expect(read('PUPPIES, mice and geese')).toEqual([
      ['dog', 'PUPPIES', 'kind'], ['mouse', 'mice', 'exact'], ['goose', 'geese', 'exact'],
    ]);
    expect(read("the dogs' and the cat's")).toEqual([['dog', "dogs'", 'exact'], ['cat', "cat's", 'exact']]);
    // An owner named before the thing says whose it is: the thing is drawn.
    expect(read("my dog's paw")).toEqual([['paw', 'paw', 'exact']]);
    expect(read('Sea Turtles')).toEqual([['sea turtle', 'Sea Turtles', 'exact']]);
  });

  it('names each subject once, in the words the customer used first, or the kind named right after', () => {
    // 'a beagle' says which dog: the piece is named by it.
    expect(read('my dog Max, a beagle, with his name engraved')).toEqual([['dog', 'beagle', 'kind']]);
    expect(read('my dog max, a jack russell')).toEqual([['dog', 'jack russell', 'kind']]);
    expect(read('a beagle and a dog')).toEqual([['dog', 'beagle', 'kind']]);
    expect(read('a beagle puppy')).toEqual([['dog', 'beagle puppy', 'kind']]);
    expect(read('a cat and another cat')).toEqual([['cat', 'cat', 'exact']]);
  });

  it('never turns a name or an engraving into a subject', () => {
    expect(read('for my daughter Emma')).toEqual([]);
    expect(read('with the word mom')).toEqual([]);
    expect(read('"Rose" in script')).toEqual([]);
    expect(read("'Bear' on a heart")).toEqual([['heart', 'heart', 'exact']]);
    expect(read('my cat Luna with a rose')).toEqual([['cat', 'cat', 'exact'], ['rose', 'rose', 'exact']]);
    expect(read('a horse named Star')).toEqual([['horse', 'horse', 'exact']]);
    expect(read('with the name Rose under a daisy')).toEqual([['daisy', 'daisy', 'exact']]);
  });

  it('ignores function words, verbs, colours and metals', () => {
    expect(read('sleeping, perched, curled around and under')).toEqual([]);
    expect(read('an orange cat in rose gold')).toEqual([['cat', 'cat', 'exact']]);
    expect(read('a heart in sterling silver')).toEqual([['heart', 'heart', 'exact']]);
  });

  it('says when a word is only near what the library draws', () => {
    expect(read('a cello')).toEqual([['violin', 'cello', 'nearest']]);
    expect(read('a tardigrade')).toEqual([]);
  });

  const ids = (prompt: string) => findSubjects(prompt).map((f) => f.subject.id);

  it('leaves out who or what the piece is for, what someone said, and phrases that name no subject', () => {
    expect(ids('a pine tree for our cabin')).toEqual(['pine tree']);
    expect(ids('a seashell from our beach wedding')).toEqual(['seashell']);
    expect(ids('a lighthouse for my father who was a keeper on the coast of Maine')).toEqual(['lighthouse']);
    expect(ids('a bone for my dog')).toEqual(['bone']);
    expect(ids('a paw print for our kitty Mochi who passed last month')).toEqual(['paw print']);
    expect(ids('moon with our cabin coordinates 45.5152\u00b0 N 122.6784\u00b0 W')).toEqual(['moon']);
    expect(ids('a cardinal. they say when cardinals appear, angels are near')).toEqual(['bird']);
    expect(ids('taurus bull, my star sign')).toEqual(['taurus']);
    expect(ids('basketball with jersey 23')).toEqual(['basketball']);
    expect(ids('infinity sign with our kids names Ava and Leo')).toEqual(['infinity']);
  });

  it('reads a place by its own name, and a number by the word that says which', () => {
    expect(read('Mount Rainier and the date we summited 08.03.2022')).toEqual([['mountain', 'Mount Rainier', 'kind']]);
    expect(read('Mount Rose')).toEqual([['mountain', 'Mount Rose', 'kind']]);
    expect(read('a star over Mt. Hood')).toEqual([['star', 'star', 'exact'], ['mountain', 'Mt. Hood', 'kind']]);
    expect(read('firefighter helmet with station 51')).toEqual([['fire helmet', 'firefighter helmet', 'exact']]);
    expect(ids('half marathon finisher, 13.1 on a little bar')).toEqual([]);
    expect(ids('an angel numbr charm, 444, with a feather')).toEqual(['feather']);
    expect(ids('the numbers 3, 11 and 23, our kids jersey numbers, on a baseball')).toEqual(['baseball']);
    expect(ids('our house number 221 with a little house')).toEqual(['house']);
    // With nothing else to draw, the thing whose number it is is the subject.
    expect(ids('basketball number 23')).toEqual(['basketball']);
  });

  it('leaves out where the person a piece is for does what they do, but draws what they do and what they love', () => {
    expect(ids("a music note with my daughter's name, Harper, she sings in the school choir and just got her first solo")).toEqual(['music note']);
    expect(ids('a stethoscope for my wife, she works at the hospital')).toEqual(['stethoscope']);
    expect(ids('a charm for my son, he plays baseball')).toEqual(['baseball']);
    expect(ids("for my daughter, she rides horses at her grandma's farm")).toEqual(['horse']);
    expect(ids('a thin bar he can wear under his shirt, with a little anchor')).toEqual(['anchor']);
    expect(ids('for my grandmother, she loves her garden, especially the hydrangeas')).toEqual(['flower']);
    expect(ids('for my wife. She adores our two cats, so maybe a cat')).toEqual(['cat']);
    expect(ids("a paw print with my show dog's full registered name, Ch. Windyhill Heart Of Gold At Sunnybrook")).toEqual(['paw print']);
  });

  it('draws the thing, not its owner, its parts, its portion or a vessel\'s contents', () => {
    expect(ids("a witch's broom and a black cat")).toEqual(['broom', 'cat']);
    expect(ids('an eagle with its wings spread wide')).toEqual(['eagle']);
    expect(ids('a heart with wings')).toEqual(['heart', 'wing']);
    expect(ids('a little house with a heart on the door')).toEqual(['house', 'heart']);
    expect(ids('a sprig of olive')).toEqual(['olive']);
    expect(ids('a book with a cup of tea')).toEqual(['book', 'cup']);
    expect(ids('cherry blossom branch')).toEqual(['blossom']);
  });

  it('finishes an elided name, reads a sign with its stars, and an animal with its young', () => {
    expect(ids('a baseball bat and ball')).toEqual(['baseball bat', 'baseball']);
    expect(ids('my gemini constellation')).toEqual(['gemini constellation']);
    expect(ids('gemini')).toEqual(['gemini']);
    const mother = findSubjects('an elephant with its calf');
    expect(mother.map((f) => [f.subject.id, f.words, f.young ?? false])).toEqual([['elephant', 'elephant', false], ['elephant', 'calf', true]]);
    expect(ids('a dog and a kitten')).toEqual(['dog', 'cat']);
  });

  it('corrects a slip one letter off a subject, never a real word', () => {
    expect(read('a hummingbrid')).toEqual([['hummingbird', 'hummingbird', 'exact']]);
    expect(read('sunflwer and a bee')[0]).toEqual(['sunflower', 'sunflower', 'exact']);
    expect(read('treble cleff')).toEqual([['treble clef', 'treble clef', 'exact']]);
    expect(read('a tiny elefant')).toEqual([['elephant', 'elephant', 'exact']]);
    // 'sister' is no 'sitter', 'wizard' no 'lizard', 'number' no 'lumber'.
    expect(ids('a tooth for my dentist sister')).toEqual(['tooth']);
    expect(ids('a wizard hat')).not.toContain('lizard');
    expect(ids('the number 10')).toEqual([]);
  });
});
