// Every option list of the spec, once. Values are what the API carries; labels are what people read.
// Plain data only, so the client can import it without zod: the zod enums built from these lists
// live in contracts/enums.ts.

export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/** The value union of an option list. */
type ValueOf<T extends readonly Option[]> = T[number]['value'];

/** The label of a value, or the value itself when it is not in the list (older data). */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

// Collections (spec 02, Collections). 'all' is the unfiltered view, not a stored category.
export const COLLECTION_CATEGORIES = [
  { value: 'all', label: 'All Collections' },
  { value: 'science-medical', label: 'Science & Medical' },
  { value: 'pets-animals', label: 'Pets & Animals' },
  { value: 'symbols-myth', label: 'Symbols & Myth' },
  { value: 'nature-elements', label: 'Nature & Elements' },
  { value: 'sports-hobbies', label: 'Sports & Hobbies' },
  { value: 'engagement', label: 'Engagement' },
  { value: 'necklaces', label: 'Necklaces' },
  { value: 'earrings', label: 'Earrings' },
  { value: 'bracelets', label: 'Bracelets' },
] as const satisfies readonly Option[];
export type CollectionCategory = ValueOf<typeof COLLECTION_CATEGORIES>;
/** The nine featured categories a design can belong to (everything but 'all'). */
export const FEATURED_CATEGORIES = COLLECTION_CATEGORIES.filter((c) => c.value !== 'all');
export type FeaturedCategory = Exclude<CollectionCategory, 'all'>;

// Design Lab advanced options (spec 02, section 9).
export const DESIGN_STYLES = [
  'None', 'Detailed', 'Flat', 'Abstract', 'Minimalist', 'Ornate', 'Floral',
  'Celtic', 'Gothic', 'Geometric', 'Filigree', 'Celestial', 'Baroque',
] as const;
export type DesignStyle = (typeof DESIGN_STYLES)[number];

export const METALS = [
  'Yellow Gold', 'White Gold', 'Rose Gold',
  'Two-Tone (Yellow & White)', 'Two-Tone (Rose & White)', 'Two-Tone (Yellow & Rose)',
  'Tri-Tone Mix', 'Sterling Silver',
] as const;
export type Metal = (typeof METALS)[number];

export const FINISHES = ['Polished', 'Vintage', 'Brushed'] as const;
export type Finish = (typeof FINISHES)[number];

/** The forms a piece takes (the Design Lab asks for a charm; the words may name another). */
export const DESIGN_FORMS = ['charm', 'pendant', 'earrings', 'bracelet', 'bar', 'tag', 'letter', 'silhouette', 'name'] as const;
export type DesignForm = (typeof DESIGN_FORMS)[number];

/** Generate-form defaults (spec 02, section 3); Restart resets style to '' which means None. */
export const GENERATE_DEFAULTS = { designStyle: 'None', material: 'Yellow Gold', finish: 'Polished' } as const satisfies {
  designStyle: DesignStyle; material: Metal; finish: Finish;
};
/** Generation always makes a charm (spec 02, section 3). */
export const GENERATION_CATEGORY = 'charm';

// Quote dialog (spec 02, section 3).
export const QUOTE_BUDGETS = [
  { value: 'under-300', label: 'Under $300' },
  { value: '300-500', label: '$300 - $500' },
  { value: '500-1000', label: '$500 - $1,000' },
  { value: '1000-2500', label: '$1,000 - $2,500' },
  { value: '2500-5000', label: '$2,500 - $5,000' },
  { value: '5000-plus', label: '$5,000+' },
  { value: 'discuss', label: 'Prefer to discuss' },
] as const satisfies readonly Option[];
export type QuoteBudget = ValueOf<typeof QUOTE_BUDGETS>;

export const QUOTE_SIZES = [
  { value: 'small', label: 'Small (10-15mm)' },
  { value: 'medium', label: 'Medium (15-25mm)' },
  { value: 'large', label: 'Large (25-35mm)' },
  { value: 'extra-large', label: 'Extra Large (35mm+)' },
  { value: 'custom', label: 'Custom' },
] as const satisfies readonly Option[];
export type QuoteSize = ValueOf<typeof QUOTE_SIZES>;

// Support ticket (spec 02, section 3).
export const TICKET_PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const satisfies readonly Option[];
export type TicketPriority = ValueOf<typeof TICKET_PRIORITIES>;
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'medium';

export const TICKET_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Issue' },
  { value: 'design', label: 'Design Question' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type TicketCategory = ValueOf<typeof TICKET_CATEGORIES>;
export const DEFAULT_TICKET_CATEGORY: TicketCategory = 'general';

// Careers (spec 02, section 3). The first four positions are the dialog's talent categories.
export const CAREER_POSITIONS = [
  { value: 'craftsperson', label: 'Craftsperson' },
  { value: 'technology', label: 'Technology' },
  { value: 'design', label: 'Design' },
  { value: 'customer-experience', label: 'Customer Experience' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type CareerPosition = ValueOf<typeof CAREER_POSITIONS>;

export const EXPERIENCE_LEVELS = [
  { value: 'entry', label: 'Entry Level (0-2 years)' },
  { value: 'mid', label: 'Mid Level (3-5 years)' },
  { value: 'senior', label: 'Senior (6-10 years)' },
  { value: 'expert', label: 'Expert (10+ years)' },
] as const satisfies readonly Option[];
export type ExperienceLevel = ValueOf<typeof EXPERIENCE_LEVELS>;

export const AVAILABILITY = [
  { value: 'immediate', label: 'Immediately' },
  { value: '2-weeks', label: '2 Weeks' },
  { value: '1-month', label: '1 Month' },
  { value: 'negotiable', label: 'Negotiable' },
] as const satisfies readonly Option[];
export type Availability = ValueOf<typeof AVAILABILITY>;

// Admin shipping form (spec 02, section 5).
export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'] as const;
export type Carrier = (typeof CARRIERS)[number];

// Orders (spec 02, section 4). Tones are the badge colours.
export type BadgeTone = 'green' | 'blue' | 'amber' | 'grey';
export const ORDER_STATUSES = [
  { value: 'pending', label: 'Pending', tone: 'amber' },
  { value: 'processing', label: 'Processing', tone: 'amber' },
  { value: 'in_production', label: 'In Production', tone: 'amber' },
  { value: 'shipped', label: 'Shipped', tone: 'blue' },
  { value: 'delivered', label: 'Delivered', tone: 'green' },
  { value: 'completed', label: 'Completed', tone: 'green' },
] as const satisfies readonly (Option & { tone: BadgeTone })[];
export type OrderStatus = ValueOf<typeof ORDER_STATUSES>;
/** The only statuses the admin toggle sets (spec 02, section 7). */
export const PRODUCTION_STATUSES = ['pending', 'in_production'] as const satisfies readonly OrderStatus[];
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/** Badge colour of a status; anything unknown is grey, as the spec says. */
export function statusTone(status: string): BadgeTone {
  return ORDER_STATUSES.find((s) => s.value === status)?.tone ?? 'grey';
}

/** The admin production toggle: in_production becomes pending, anything else in_production. */
export function toggledProductionStatus(status: string): ProductionStatus {
  return status === 'in_production' ? 'pending' : 'in_production';
}

// Bag materials (spec 01, section 3): the values a bag line's customizations.material may hold.
export const BAG_MATERIALS = ['14k-gold', 'sterling-silver', '.925 Silver'] as const;
export type BagMaterial = (typeof BAG_MATERIALS)[number];
/** The two materials after normalising ('.925 Silver' is stored as 'sterling-silver'). */
export const NORMAL_MATERIALS = ['14k-gold', 'sterling-silver'] as const satisfies readonly BagMaterial[];
export type NormalMaterial = (typeof NORMAL_MATERIALS)[number];
export const DEFAULT_BAG_MATERIAL: NormalMaterial = '14k-gold';

/** Chat roles (spec 02, section 3). */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** Account roles (issue 3). */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// The inbox (issue 27, point 2): the four inquiries, listed together, and where each stands.
export const INBOX_KINDS = [
  { value: 'quote', label: 'Quote' },
  { value: 'contact', label: 'Message' },
  { value: 'ticket', label: 'Ticket' },
  { value: 'application', label: 'Application' },
] as const satisfies readonly Option[];
export type InboxKind = ValueOf<typeof INBOX_KINDS>;

export const INBOX_STATUSES = [
  { value: 'new', label: 'New', tone: 'amber' },
  { value: 'in_progress', label: 'In progress', tone: 'blue' },
  { value: 'answered', label: 'Answered', tone: 'green' },
  { value: 'closed', label: 'Closed', tone: 'grey' },
] as const satisfies readonly (Option & { tone: BadgeTone })[];
export type InboxStatus = ValueOf<typeof INBOX_STATUSES>;

/** What the owner's desk changes, and so what its record of actions names (issue 27, point 7). */
export const ADMIN_ITEM_KINDS = ['order', 'promo-code', 'inbox', 'review', 'design', 'collection'] as const;
export type AdminItemKind = (typeof ADMIN_ITEM_KINDS)[number];

/** The review desk's filter (issue 27, point 3). */
export const REVIEW_STATES = ['all', 'visible', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** The catalogue desk's filters (issue 27, point 4): 'catalogue' is a seeded piece, 'generated' a Design Lab one. */
export const DESK_STATUSES = ['all', 'public', 'private', 'featured'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];
export const DESK_SOURCES = ['all', 'catalogue', 'generated'] as const;
export type DeskSource = (typeof DESK_SOURCES)[number];
