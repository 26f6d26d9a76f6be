// Limits and timings of the spec (section 9 of both documents), named once for server and client.

// Bag
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const DEFAULT_QUANTITY = 1;
/** Lines (distinct pieces) a bag may hold, a member's or a guest's, and a checkout may take (issue 21). */
export const BAG_MAX_LINES = 50;
/** A line's customizations, as stored (canonical JSON), and their keys. */
export const CUSTOMIZATIONS_MAX_CHARS = 1000;
export const CUSTOMIZATIONS_MAX_KEYS = 20;
/** Designs one batch read may ask for (the guest bag's lines). */
export const DESIGN_BATCH_MAX = 50;
/** The badge shows '99+' above this. */
export const BADGE_CAP = 99;

// Accounts
export const PASSWORD_MIN = 6;
/** Bounds argon2's work on a hostile input; the spec names no maximum. */
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;
export const TOKEN_DEFAULT_EXPIRES_IN = 3600;

// Forms
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A 5 MB image as a base64 data URL, plus room for its header. */
export const DATA_URL_MAX_CHARS = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 200;
export const PROMPT_MAX = 1000;
/** A refinement's words ('make the fox smaller'): a sentence, not a new prompt. */
export const REFINE_CHANGE_MAX = 200;
export const FULL_NAME_MIN = 2;
export const PHONE_MIN = 10;
export const PHONE_MAX = 30;
export const COVER_LETTER_MIN = 50;
/** Ceilings the spec leaves open, so no field can fill the database. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const URL_MAX = 2048;

// Reviews (issue 6)
export const REVIEW_NAME_MIN = 1;
export const REVIEW_NAME_MAX = 80;
export const REVIEW_COMMENT_MIN = 1;
export const REVIEW_COMMENT_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// Catalogue
export const COLLECTIONS_PAGE_SIZE = 12;
export const PUBLIC_LIST_LIMIT_MAX = 100;
export const SHOWCASE_LIMIT = 100;
export const CURATIONS_MAX = 12;
export const RECENT_DESIGNS_DEFAULT = 12;
export const RECENT_DESIGNS_MAX = 50;

// The owner's desk: reviews and the catalogue (issue 27, points 3 and 4)
export const ADMIN_REVIEWS_PAGE_SIZE = 20;
export const ADMIN_DESIGNS_PAGE_SIZE = 24;
export const ADMIN_LIST_LIMIT_MAX = 100;
/** A design's name as the desk may set it. */
export const DESIGN_NAME_MAX = 120;
/** A gold price the desk may set, whole dollars: silver follows at 65% (pricing.ts). */
export const DESIGN_PRICE_MIN = 20;
export const DESIGN_PRICE_MAX = 20_000;
export const COLLECTION_NAME_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 500;
/** The desk's search box. */
export const DESK_SEARCH_MAX = 200;
/** A search's matches are counted up to this many; beyond it the desk says '1,000+' (docs/catalogue-desk.md). */
export const DESK_SEARCH_COUNT_MAX = 1000;

// Orders (admin desk pages, issue 8)
export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const ADMIN_ORDERS_LIMIT_MAX = 100;

// The inbox (issue 27, point 2)
export const ADMIN_INBOX_PAGE_SIZE = 25;
export const ADMIN_INBOX_LIMIT_MAX = 100;
/** A search's matches are counted up to this many; past it the list says '1,000+' (docs/inbox.md). */
export const INBOX_SEARCH_COUNT_CAP = 1000;
/** The first words of an item the list shows. */
export const INBOX_PREVIEW_CHARS = 160;
/** A reply from the desk, or the note sent with a price offer. */
export const INBOX_REPLY_MAX = 5000;
/** A quoted price, in whole dollars. */
export const OFFER_PRICE_MAX = 100_000;
/** How long a price offer's checkout link may be paid. */
export const OFFER_VALID_DAYS = 30;

// Chat
export const CHAT_CONTEXT_MAX = 10;
export const CHAT_MESSAGE_MAX = 2000;
/** Assistant replies in the context may be longer than a user's message. */
export const CHAT_CONTEXT_CONTENT_MAX = 8000;

// Timings (ms unless the name says otherwise)
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const NAV_SOLID_THRESHOLD_PX = 10;
export const VERIFICATION_REDIRECT_MS = 2000;
export const RESET_REDIRECT_MS = 3000;
export const LOGIN_TOAST_MS = 4000;
export const DASHBOARD_TOAST_MS = 6000;
export const BAG_CACHE_MS = 5 * 60 * 1000;
export const WISHLIST_CACHE_MS = 5 * 60 * 1000;
export const RECENT_REFETCH_MS = 15_000;
export const GENERATION_COUNTDOWN_S = 60;
export const GENERATION_COUNTDOWN_MIN_S = 1;
export const LOADING_MESSAGE_MS = 8000;
export const CHAT_ICON_SWAP_MS = 5000;
export const HOME_CAROUSEL_MS = 15_000;
export const DESIGN_LAB_ROTATION_MS = 8000;
/** Display time of each prompt label in turn (spec 02, Design Lab). */
export const PROMPT_LABEL_SCHEDULE_MS = [8000, 9000, 7500, 10000, 8500, 9500, 7000, 10500, 8000, 9000] as const;
export const STAGGER_S = 0.1;
/** The rate-limit toast tells a developer to wait this long (spec 01, section 8). */
export const DEV_MAIL_WAIT_S = 60;

/** '99+' above the cap, else the count. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

// Promo codes and gifts (issue 26)
/** A code is 3 to 32 letters, digits, dashes or underscores (stored upper-case). */
export const PROMO_CODE_MIN = 3;
export const PROMO_CODE_MAX = 32;
/** A code's use counts from its payment intent for this long; a payment not made by then frees it. */
export const PROMO_RESERVATION_MINUTES = 30;
export const GIFT_RECIPIENT_MAX = 100;
export const GIFT_MESSAGE_MAX = 300;
