/**
 * The built-in assistant (default, offline): intents that need data or arithmetic first (greetings,
 * thanks, order status from the caller's own orders, prices by the shared rules), then the knowledge
 * index for everything else. Each question is answered on its own words; only an elliptical one
 * ('and in silver?', 'that one') is read together with the previous question. Anything it cannot answer gets the contact options, never an invention.
 */
import { designLabMessages } from '@shared/messages';
import { formatPrice, SILVER_PRICE_PERCENT, silverPrice } from '@shared/pricing';
import type { Db } from '../../db/client';
import { buildPassages, type ShopFacts } from './knowledge';
import { describeOrder, loadOwnOrders, orderNumbersIn, type OwnOrder } from './orders';
import { KnowledgeIndex, normalise, terms, WEAK_TERMS, type Hit } from './search';
import type { Assistant, AssistantCaller, AssistantRequest, ChatTurn } from './types';

/** Below this score the best passage is not trusted (tuned on tests/api/chat-eval.test.ts). */
export const MIN_SCORE = 6;

const GREETING = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening|day)|greetings|yo|hola|bonjour|hallo)\b[\s,.!?]*(there|team|all|everyone|folks)?[\s,.!?]*/;
const THANKS = /^(thanks?( you)?( so much| very much| a lot)?|thx|ty|many thanks|cheers|much appreciated|appreciate it|great,? thanks?|perfect,? thanks?|ok(ay)?,? thanks?|bye|goodbye|see you)\b[\s,.!?]*/;
const FOLLOW_UP = /^(and|what about|how about|also|same for|ok(ay)? and|but|what if|in|for|then)\b/;
/** Words that point back at the turn before ('how much is that one?', 'can I return it?'). */
const REFERENCE = /\b(it|that|this|those|these|them|one|same)\b/;
/** How a whole question opens; 'to Canada?' or 'silver?' does not. */
const QUESTION = /^(can|could|do|does|did|is|are|was|were|will|would|should|shall|may|might|have|has|how|what|where|when|why|who|which|i|i'm|im|my|we|our|tell|please|any)\b/;
const SILVER = /\b(silver|sterling|925)\b/;
const GOLD = /\b(gold|14k|14 ?karat|14 ?carat)\b/;
const PRICE_WORDS = /\b(price|prices|priced|cost|costs|costing|how much|pay|paying|dollars?|usd|bucks|expensive|cheaper|charge)\b|\$/;
const POLICY_WORDS = /\b(cancel|cancell?ation|return|returns|refund|exchange|defect|defective|broken|damaged|faulty|warranty|repair)\b/;

/** Amounts of money in a message: '$480', '480 dollars', '480 usd', or a bare number beside price words. */
export function amountsIn(message: string): number[] {
  const text = message.toLowerCase().replace(/au[-\s]?\d+(-\d+)?/g, ' ');
  const found: number[] = [];
  const push = (raw: string) => {
    const n = Number(raw.replace(/,/g, ''));
    if (Number.isFinite(n) && n > 0 && n < 1_000_000) found.push(n);
  };
  for (const m of text.matchAll(/\$\s*(\d[\d,]*(?:\.\d{1,2})?)|(\d[\d,]*(?:\.\d{1,2})?)\s*(?:dollars?|usd|bucks)\b/g)) push(m[1] ?? m[2]);
  if (found.length || !(PRICE_WORDS.test(text) || SILVER.test(text) || GOLD.test(text))) return found;
  for (const m of text.matchAll(/(?<![\d.,-])(\d{2,6}(?:,\d{3})*(?:\.\d{1,2})?)(?![\d,]|\s*(?:-|–|to)\s*\d|\s*(?:days?|weeks?|hours?|mm|%|percent|years?|grams?|g\b|countries|business|k\b|karat|carat|ct\b))/g)) {
    if (m[1] === '925' || m[1] === '14') continue;
    push(m[1]);
  }
  return found;
}

/** Suggested prompts, chosen by what the message mentions when it can. */
const PROMPT_HINTS: [RegExp, number][] = [
  [/\b(cat|kitten|paw|dog|puppy|pet)\b/, 5],
  [/\b(fox|moon|night)\b/, 0],
  [/\b(bird|hummingbird|flower|garden)\b/, 1],
  [/\b(love|heart|wedding|anniversary|couple|engagement|partner|wife|husband|girlfriend|boyfriend|valentine)\b/, 2],
  [/\b(sea|ocean|lighthouse|sail|boat|anchor|beach)\b/, 9],
  [/\b(travel|home|compass|adventure)\b/, 4],
  [/\b(mountain|hike|hiking|star|stars|sky)\b/, 6],
  [/\b(bee|honey)\b/, 7],
  [/\b(celtic|irish|knot)\b/, 8],
  [/\b(music|song|musician|piano|singer)\b/, 15],
  [/\b(mom|mother|mum|family|tree|grandma|grandmother|roots)\b/, 14],
  [/\b(nurse|doctor|heartbeat|medical)\b/, 13],
  [/\b(snow|winter|christmas)\b/, 12],
  [/\b(rose|bloom)\b/, 10],
];

function suggestPrompts(message: string): string[] {
  const all = designLabMessages.placeholders;
  const text = normalise(message);
  const picked = PROMPT_HINTS.filter(([re]) => re.test(text)).map(([, i]) => all[i]);
  for (const i of [0, 2, 6]) if (picked.length < 2 && !picked.includes(all[i])) picked.push(all[i]);
  return picked.slice(0, 2);
}

function isOrderQuestion(text: string, raw: string): boolean {
  if (POLICY_WORDS.test(text) && !/\b(where|status|track|tracking|shipped|arrive|when)\b/.test(text)) return false;
  if (orderNumbersIn(raw).length) return true;
  if (/\btrack(ing)?\b/.test(text) && !/\b(is|are) (shipping|delivery|it) tracked\b/.test(text) && !/\btracked\b/.test(text)) return true;
  const mine = /\b(my|our|mine|i)\b/.test(text);
  const thing = /\b(order|orders|package|parcel|purchase|delivery|shipment|piece|necklace|charm|pendant|ring|earrings|bracelet|item|stuff|jewelry)\b/.test(text);
  const progress = /\b(where|status|update|progress|shipped|ship|sent|dispatched|arrive|arrived|arriving|come|coming|here|yet|still|when|received|receive|ready|made|happening|happened|eta|late|delayed|placed|go through|went through|confirm|confirmed|check)\b/.test(text);
  if (mine && thing && progress && /\b(order|orders|package|parcel|purchase|shipment)\b/.test(text)) return true;
  if (/\b(my|our)\s+(order|orders|package|parcel|purchase|shipment|delivery)\b/.test(text) && progress) return true;
  if (/\bwhere('s| is)? my\b/.test(text)) return true;
  if (/\b(haven'?t|havent|not yet|still not|didn'?t|never)\b.*\b(received|receive|arrived|got|come)\b/.test(text)) return true;
  return false;
}

export interface BuiltInOptions {
  facts: ShopFacts;
  db: Db;
}

export class BuiltInAssistant implements Assistant {
  readonly kind = 'built-in' as const;
  readonly index: KnowledgeIndex;

  constructor(private readonly options: BuiltInOptions) {
    this.index = new KnowledgeIndex(buildPassages(options.facts));
  }

  private get facts() {
    return this.options.facts;
  }

  async reply({ message, context, caller }: AssistantRequest): Promise<string> {
    const raw = message.trim();
    let text = normalise(raw);

    // Pure greetings and thanks; a greeting or thanks in front of a question is set aside.
    const greeting = GREETING.exec(text);
    if (greeting && terms(text.slice(greeting[0].length)).length === 0 && !/\?/.test(text.slice(greeting[0].length))) return this.greet();
    const thanks = THANKS.exec(text);
    if (thanks && terms(text.slice(thanks[0].length)).length === 0) return this.thank(text);
    if (greeting) text = text.slice(greeting[0].length);
    else if (thanks) text = text.slice(thanks[0].length);
    text = text.replace(/^(so|um+|well|excuse me|sorry|quick question|question)[\s,:]+/, '');

    const previous = lastUserMessages(context, raw);
    const followUp = isElliptical(text) && previous.length > 0;

    // Orders: this message, or a follow-up to an order question.
    if (isOrderQuestion(text, raw) || (followUp && isOrderQuestion(normalise(previous[0]), previous[0]) && !PRICE_WORDS.test(text))) {
      return this.orderStatus(raw, caller);
    }

    // Prices with a figure: this message's, or the previous question's for a follow-up.
    const priced = this.priceAnswer(text, raw, followUp ? previous : []);
    if (priced) return priced;

    // The knowledge index; a follow-up is read with the question before it, its own words counted twice.
    const hits = this.index.query(followUp ? `${text} ${text} ${previous[0]}` : text);
    if (!trusted(hits)) return this.unknown();
    return this.compose(hits, text);
  }

  private greet(): string {
    return `Hello, and welcome to ${this.facts.shopName}. I can help with shipping, returns, our metals and prices, designing a piece, or the status of your order. What would you like to know?`;
  }

  private thank(text: string): string {
    if (/\b(bye|goodbye|see you)\b/.test(text)) return `Thank you for visiting ${this.facts.shopName}. Goodbye, and do come back whenever you have a question.`;
    return 'You are very welcome. If anything else comes to mind, I am here to help.';
  }

  private unknown(): string {
    const { supportEmail } = this.facts;
    return `I am not certain about that, and I would rather not guess. Our team can help: write to ${supportEmail} or use the contact form (Contact in the footer), and we reply within 24 hours. ` +
      'For a custom piece, Request a Quote and our artisans reply within 24-48 hours.';
  }

  private async orderStatus(raw: string, caller: AssistantCaller | null): Promise<string> {
    const timeline = 'Each piece is made to order in about 4-6 weeks; after dispatch, delivery takes 2-5 business days in the US or 5-10 business days internationally.';
    if (!caller) {
      // A guest receives no order data, whatever the message names.
      return `For your privacy I can only share order details with the account that placed them. Please sign in and ask again, or see My Orders; ` +
        `or send your order number and the email address used at checkout to ${this.facts.supportEmail} (or through the contact form), and our team will reply within 24 hours. ${timeline}`;
    }
    const own = await loadOwnOrders(this.options.db, caller);
    if (own.length === 0) {
      return `I cannot find any orders on your account yet. If you ordered as a guest with another email address, please write to ${this.facts.supportEmail} with your order number and that address, and our team will reply within 24 hours. ${timeline}`;
    }
    const asked = orderNumbersIn(raw);
    let shown: OwnOrder[];
    if (asked.length) {
      shown = own.filter((o) => asked.some((n) => o.checkoutNumber === n || o.orderNumber === n));
      if (shown.length === 0) {
        return `I cannot find that order number among the orders on your account. Your most recent order is ${own[0].checkoutNumber}. ` +
          `If the order was placed with another email address, please write to ${this.facts.supportEmail} and our team will help.`;
      }
    } else {
      shown = own.slice(0, 3);
    }
    const lines = shown.map(describeOrder).join(' ');
    const more = !asked.length && own.length > shown.length ? ` You have ${own.length} orders in all; My Orders (/orders) lists every one.` : ' My Orders (/orders) shows the same details at any time.';
    return `${lines}${more} ${timeline}`;
  }

  private priceAnswer(text: string, raw: string, previous: string[]): string | null {
    let amounts = amountsIn(raw);
    const asksSilver = SILVER.test(text);
    const asksGold = GOLD.test(text);
    if (!amounts.length && previous.length && (asksSilver || asksGold || PRICE_WORDS.test(text))) {
      for (const before of previous) {
        amounts = amountsIn(before);
        if (amounts.length) break;
      }
    }
    if (!amounts.length) return null;
    if (!asksSilver && !asksGold && !PRICE_WORDS.test(text) && !previous.length) return null;
    const gold = amounts[0];
    const silver = silverPrice(gold);
    const rule = `the .925 sterling silver version of a design always costs ${SILVER_PRICE_PERCENT} of its 14k gold price, rounded to the whole dollar`;
    const tail = 'Shipping is free and insured, and the tax at checkout is $0.';
    if (asksSilver && !asksGold) {
      return `A design priced at ${formatPrice(gold)} in 14k gold costs ${formatPrice(silver)} in .925 sterling silver: ${rule}. ${tail}`;
    }
    return `The price shown for a design is its 14k solid gold price, so a piece at ${formatPrice(gold)} costs ${formatPrice(gold)} in gold and ${formatPrice(silver)} in .925 sterling silver, because ${rule}. ${tail}`;
  }

  private compose(hits: Hit[], text: string): string {
    const [top, second] = hits;
    const parts = [top.passage.text];
    // A second topic in the same question ('how long does it take and do you ship to Canada?').
    if (second && second.score >= top.score * 0.45 && second.passage.id !== top.passage.id) {
      const extra = second.matched.filter((t) => !top.matched.includes(t));
      if (extra.length && /\band\b|\balso\b|\?.+\?/.test(text) && !related(top.passage.id, second.passage.id)) parts.push(second.passage.text);
    }
    if (top.passage.topic === 'design') {
      const [a, b] = suggestPrompts(text);
      parts.push(`For example, you might try "${a}" or "${b}".`);
    }
    return parts.join(' ');
  }
}

/** Passages that say the same facts: never both in one answer. */
const FAMILIES = [
  ['shipping', 'shipping-cost', 'duties', 'production'],
  ['returns', 'cancel', 'defects'],
  ['materials', 'solid', 'silver-price', 'pricing', 'price-includes', 'why-low', 'unknown-price'],
  ['design-lab', 'prompting', 'finishes'],
  ['about', 'locations', 'craft'],
  ['contact', 'quotes', 'stones'],
];
function related(a: string, b: string): boolean {
  return FAMILIES.some((f) => f.includes(a) && f.includes(b));
}

function trusted(hits: Hit[]): boolean {
  if (!hits.length || hits[0].score < MIN_SCORE) return false;
  const strong = hits[0].matched.filter((t) => !WEAK_TERMS.has(t)).length;
  return strong > 0 || hits[0].matched.length >= 3;
}

/**
 * A message that leans on the turn before: it opens like one ('and to Canada?', 'what about silver?'),
 * or it is short and either a fragment ('silver?') or points back ('how much is that one?'). A short
 * but whole question ('can I return my pendant?', 'do you ship to Canada?') stands on its own words:
 * read with the previous question, it inherited that question's answer (issue 21).
 */
function isElliptical(text: string): boolean {
  const t = text.trim();
  if (FOLLOW_UP.test(t)) return true;
  const own = terms(t);
  if (own.length > 2) return false;
  return own.length === 0 || !QUESTION.test(t) || REFERENCE.test(t);
}

/** The user's earlier messages, newest first. */
function lastUserMessages(context: ChatTurn[], current: string): string[] {
  const earlier = context.filter((m) => m.role === 'user').map((m) => m.content.trim());
  // A client that already appended the message being asked sends it twice: read it once.
  if (earlier.at(-1) === current) earlier.pop();
  return earlier.reverse().slice(0, 3);
}

export function createBuiltInAssistant(facts: ShopFacts, db: Db): BuiltInAssistant {
  return new BuiltInAssistant({ facts, db });
}
