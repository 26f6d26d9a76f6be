/**
 * The knowledge index: minisearch over the passages (keywords weighed most, then title, then text),
 * with the same light stemming for passages and questions, stop words dropped, and fuzzy and prefix
 * matching on longer words so typos ('shiping', 'retrun') still find their passage.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Passage } from './knowledge';

/** Words too common to carry an answer alone ('can you write me a poem' is not about prompts): they count less. */
export const WEAK_TERMS = new Set(['make', 'write', 'writ', 'sell', 'offer', 'give', 'work', 'person', 'love', 'time', 'long', 'back', 'take', 'use', 'look', 'help', 'piece', 'order', 'much', 'buy', 'new', 'see', 'find', 'free', 'stock', 'market', 'year', 'day', 'week', 'up', 'out', 'over', 'someone', 'people', 'life', 'world', 'game', 'night', 'today', 'now', 'name', 'show', 'open', 'close', 'start', 'end', 'change', 'happen', 'add', 'go', 'come', 'put', 'keep', 'let', 'say', 'ask']);

/** Common misspellings the fuzzy match alone would miss (two edits, or short words). */
const TYPOS: Record<string, string> = {
  retrun: 'return', retun: 'return', reutrn: 'return', refnd: 'refund', refun: 'refund',
  shiping: 'shipping', shippin: 'shipping', shpping: 'shipping', shiped: 'shipped', delievery: 'delivery', delivary: 'delivery', devilery: 'delivery', deliverey: 'delivery',
  sliver: 'silver', silvr: 'silver', sivler: 'silver', sterlin: 'sterling', stirling: 'sterling', gld: 'gold', goold: 'gold',
  jewlery: 'jewelry', jewelery: 'jewelry', jewellery: 'jewelry', jewerly: 'jewelry',
  recieve: 'receive', recieved: 'received', adress: 'address', cancle: 'cancel', cancell: 'cancel', exchage: 'exchange',
  garantee: 'guarantee', gaurantee: 'guarantee', warrenty: 'warranty', warrantee: 'warranty',
  prise: 'price', pirce: 'price', cots: 'cost', costt: 'cost', wks: 'weeks', wk: 'week',
  internatinal: 'international', internationaly: 'international', intl: 'international', abraod: 'abroad',
  defcet: 'defect', brokn: 'broken', damagd: 'damaged',
  locaton: 'location', loction: 'location', compnay: 'company', fonded: 'founded', foundd: 'founded',
  qoute: 'quote', quoet: 'quote', qote: 'quote', desing: 'design', degisn: 'design', dsign: 'design',
  prodcution: 'production', producton: 'production', proudction: 'production', plateed: 'plated',
  contcat: 'contact', conact: 'contact', emial: 'email', pls: 'please', plz: 'please', u: 'you', ur: 'your', r: 'are',
  wher: 'where', whre: 'where', wheres: 'where is', whats: 'what is', hows: 'how is', shipp: 'ship', arive: 'arrive', arrvie: 'arrive',
  oder: 'order', ordr: 'order', odrer: 'order', traking: 'tracking', trackin: 'tracking', pakage: 'package', pacakge: 'package', packge: 'package',
  neckalce: 'necklace', pendent: 'pendant', charme: 'charm', hw: 'how', hou: 'how', wat: 'what', wht: 'what',
};

const STOP_WORDS = new Set(
  ('a an the and or but if of to in on at by for from with about as into than then so too very can could would should will shall may might must do does did done ' +
    'is are was were be been being am have has had having i me my mine we us our ours you your yours he she it its they them their this that these those ' +
    'there here what which who whom whose when where why how please hi hello hey thanks thank just also any some all each every ' +
    'get got im ive id dont doesnt isnt arent cant wont know tell want wanted need like would wondering question quick one ok okay yes no not ' +
    's t d ll re ve m good great best nice really something anything thing things guys maybe kind kinds sort lot lots bit actually currently').split(' '),
);

/** Lower case, without accents, with common typos corrected; what both the index and the intents read. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[a-z]+/g, (word) => TYPOS[word] ?? word);
}

/**
 * Phrases whose words alone would mislead the index ('how long have you been in business' is not
 * about business days), rewritten to the words of their passage before searching.
 */
const PHRASES: [RegExp, string][] = [
  [/\b(been in business|been around|in business since|how old is (the|your) (company|business|shop|brand)|when did you (start|open|begin))\b/g, 'founded company history'],
  [/\b(get in touch|reach (you|someone|a person)|talk to (a |an )?(human|person|someone|somebody|agent|representative))\b/g, 'contact'],
  [/\b(money back|send (it|them) back|take (it|them) back|changed? (my|our) mind)\b/g, 'refund return'],
  [/\b((what|which) year did (you|the company|it|they) (start|begin|open|launch)|when (were|was) (you|it|the company) (started|founded|established))\b/g, 'founded company'],
  [/\b(work (for|with|at) (you|your company|the company)|join (you|your team|the team))\b/g, 'careers job'],
  [/\bhow long (until|till|before)\b[^?.]*\b(finished|done|complete|completed|ready)\b/g, 'production time'],
  [/\b(made of|made from)\b/g, 'material metal'],
  [/\b(real gold|real silver|genuine gold)\b/g, 'solid gold'],
  [/\b(where are you|where is (the|your) (company|shop|studio|workshop|atelier))\b/g, 'location'],
  [/\b(lead time|to (make|craft|create|produce|cast) (it|one|a piece|my piece|the piece|a pendant|a charm|a necklace))\b/g, 'production time'],
  [/\b(how much is shipping|cost to ship|shipping fee)\b/g, 'shipping cost free'],
];

/** The question with misleading phrases rewritten (see PHRASES). */
export function rewritePhrases(text: string): string {
  return PHRASES.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** A light English stemmer: enough that 'shipping', 'shipped' and 'ships' meet at 'ship'. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (/([bcdfgkmnprt])\1$/.test(w)) w = w.slice(0, -1);
      return w;
    }
  }
  if (/(ss|us|is)$/.test(w)) return w;
  if (/(ches|shes|xes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** The index's term processing: stop words dropped, the rest stemmed. */
export function processTerm(term: string): string | null {
  const word = normalise(term).replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  if (!word || STOP_WORDS.has(word)) return null;
  return stem(word);
}

/** The meaningful terms of a text, as the index sees them. */
export function terms(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9]+/)
    .map((t) => processTerm(t))
    .filter((t): t is string => t !== null);
}

export interface Hit {
  passage: Passage;
  score: number;
  /** The query terms (as processed) that matched the passage. */
  matched: string[];
}

export class KnowledgeIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly byId: Map<string, Passage>;

  constructor(readonly passages: Passage[]) {
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.search = new MiniSearch<Passage>({
      fields: ['title', 'keywords', 'text'],
      storeFields: ['id'],
      processTerm,
      searchOptions: {
        boost: { keywords: 3, title: 2, text: 1 },
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        prefix: (term) => term.length >= 4,
        combineWith: 'OR',
        weights: { fuzzy: 0.4, prefix: 0.35 },
        boostTerm: (term) => (WEAK_TERMS.has(term) ? 0.35 : 1),
      },
    });
    this.search.addAll(passages);
  }

  get(id: string): Passage | undefined {
    return this.byId.get(id);
  }

  /** The passages best matching a question, best first. */
  query(text: string, limit = 5): Hit[] {
    const results: SearchResult[] = this.search.search(rewritePhrases(normalise(text)));
    return results.slice(0, limit).map((r) => ({
      passage: this.byId.get(String(r.id))!,
      score: r.score,
      matched: r.queryTerms,
    }));
  }
}
