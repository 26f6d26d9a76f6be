/**
 * The words sent to OpenAI: one image prompt for the render and the chat messages that ask for the
 * piece's name, description and measurements. Both are built from the same request, so the picture
 * and the words describe the same piece.
 */
import { FEATURED_CATEGORIES, type DesignStyle, type Finish, type Metal } from '@shared/options';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { DesignForm, DesignRequest } from '../types';

/** How each metal is named to the models (always solid 14k gold or .925 sterling silver). */
export const METAL_PHRASES: Record<Metal, string> = {
  'Yellow Gold': '14k yellow gold',
  'White Gold': '14k white gold',
  'Rose Gold': '14k rose gold',
  'Two-Tone (Yellow & White)': 'two-tone 14k yellow and white gold',
  'Two-Tone (Rose & White)': 'two-tone 14k rose and white gold',
  'Two-Tone (Yellow & Rose)': 'two-tone 14k yellow and rose gold',
  'Tri-Tone Mix': 'tri-tone 14k yellow, white and rose gold',
  'Sterling Silver': '.925 sterling silver',
};

/** What each style of the Design Lab asks of the silhouette and the surface. */
export const STYLE_PHRASES: Record<DesignStyle, string> = {
  None: 'classic',
  Detailed: 'richly detailed heirloom',
  Flat: 'flat, clean-cut',
  Abstract: 'abstract sculptural',
  Minimalist: 'minimalist, with thin clean lines',
  Ornate: 'ornate, with milgrain edges and scrollwork',
  Floral: 'floral, with petals and leaves framing the motif',
  Celtic: 'Celtic, with interlaced knotwork',
  Gothic: 'Gothic, with pointed arches and tracery',
  Geometric: 'geometric, with crisp facets',
  Filigree: 'filigree, with fine openwork wire lace',
  Celestial: 'celestial, with small stars and rays',
  Baroque: 'Baroque, with curling acanthus scrolls',
};

export const FINISH_PHRASES: Record<Finish, string> = {
  Polished: 'high-polish mirror',
  Brushed: 'soft brushed satin',
  Vintage: 'vintage antiqued, with darkened oxidised recesses',
};

/** The form in the words of the template "a single {form} of solid {metal} jewelry". */
export const FORM_PHRASES: Record<DesignForm, string> = {
  charm: 'charm with a small bail and jump ring',
  pendant: 'pendant hanging on a fine cable chain',
  earrings: 'pair of matching drop earrings',
  bracelet: 'charm bracelet on a fine cable chain',
  bar: 'slim horizontal bar pendant on a fine cable chain fixed at both ends',
  tag: 'rounded rectangular tag pendant on a fine ball chain',
  letter: 'pendant that is a single block capital letter on a fine cable chain',
  silhouette: 'charm cut out in the outline of its subject, no disc around it, with a small bail and jump ring',
  name: 'name necklace: the name itself in joined script as one continuous polished wire, a jump ring at each end to a fine cable chain',
};

/** The customer's words, whitespace folded and straight double quotes kept from closing ours. */
export function cleanPrompt(prompt: string): string {
  return prompt.replace(/\s+/g, ' ').trim().replace(/"/g, '\u201d');
}

/** The refinements asked since the first version, in order, as a clause after the description. */
function changesAsked(request: DesignRequest): string {
  const changes = request.changes ?? [];
  return changes.length ? `, then changed as the customer asked, in order: ${changes.map((c) => `"${cleanPrompt(c)}"`).join('; ')}` : '';
}

/** The image prompt: one piece, the requested metal, a catalogue photograph like the shop's others. */
export function buildImagePrompt(request: DesignRequest, engraving: string | null): string {
  const metal = METAL_PHRASES[request.metal];
  return [
    `A single ${FORM_PHRASES[request.form]} of solid ${metal} jewelry, ${STYLE_PHRASES[request.designStyle]} style, ${FINISH_PHRASES[request.finish]} finish.`,
    `The piece depicts: "${cleanPrompt(request.prompt)}"${changesAsked(request)}, modelled as raised relief and cut-out metal, as a jeweler would cast it.`,
    engraving ? `The letters "${engraving}" are engraved cleanly into the metal.` : 'No text or lettering on the piece.',
    `Studio product photograph on a plain ivory background, soft diffused lighting, a gentle contact shadow, the whole piece centered and in sharp focus, filling about two thirds of the square frame.`,
    `Realistic ${metal} color and reflections. Only metal, no gemstones unless asked for, no hands, no props, no packaging, no watermark.`,
  ].join(' ');
}

const CATEGORY_LIST = FEATURED_CATEGORIES.map((c) => `${c.value} (${c.label})`).join(', ');

/** The chat messages asking for name, description, measurements, motifs, category and engraving. */
export function buildChatMessages(request: DesignRequest, engraving: string | null): ChatCompletionMessageParam[] {
  const system = [
    'You write the catalogue entry of a made-to-order piece for Aurum Atelier, a fine jewelry workshop that casts charms and pendants in solid 14k gold and .925 sterling silver.',
    'Answer with JSON only, following the schema.',
    'name: an evocative product name of 2 to 5 words in Title Case that names the main motif (never "Custom Design").',
    'description: 2 or 3 sentences naming the motif, the style, the metal and the finish; no price, weight or measurements (the shop adds them).',
    'widthMm and heightMm: the real size of the piece in millimetres (a charm is usually 14 to 28 mm wide; the height includes the bail; for earrings give one earring; for a bracelet give its main charm).',
    'thicknessMm: the metal thickness, usually 0.8 to 1.6 mm.',
    'motifs: 1 to 3 lowercase English nouns for what the piece shows, most important first.',
    `category: the collection the piece belongs in, one of: ${CATEGORY_LIST}.`,
    'engraving: the exact text the customer asked to engrave (words they quoted, initials, a name or a date), or null when they asked for none.',
    "couldNotDraw: when the piece cannot show something the customer asked for faithfully (a subject too intricate to cast, a brand or character the workshop may not reproduce), one plain sentence saying so and what it shows instead, ending with: Request a quote and an artisan will draw it by hand. Otherwise null.",
  ].join('\n');
  const user = [
    `Customer's description: "${cleanPrompt(request.prompt)}"${changesAsked(request)}`,
    `Form: ${request.form}`,
    `Style: ${request.designStyle === 'None' ? 'none chosen (classic)' : request.designStyle}`,
    `Metal: ${METAL_PHRASES[request.metal]}`,
    `Finish: ${request.finish}`,
    engraving ? `Quoted for engraving: "${engraving}"` : 'Nothing quoted for engraving.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
