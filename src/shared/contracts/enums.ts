import { z } from 'zod';
import {
  ADMIN_ITEM_KINDS, AVAILABILITY, BAG_MATERIALS, CAREER_POSITIONS, CARRIERS, CHAT_ROLES, COLLECTION_CATEGORIES, DESIGN_STYLES,
  EXPERIENCE_LEVELS, FINISHES, INBOX_KINDS, INBOX_STATUSES, METALS, NORMAL_MATERIALS, ORDER_STATUSES, PRODUCTION_STATUSES, QUOTE_BUDGETS,
  QUOTE_SIZES, TICKET_CATEGORIES, TICKET_PRIORITIES, USER_ROLES,
  type Option,
} from '../options';
import type * as options from '../options';

// The zod enums of the option lists in ../options. They live here, not beside the lists, so the client
// can import the plain lists and labels without pulling zod into its bundle.
// Each schema keeps the name of its type: `Metal` is the schema (a value) and the type (from ../options).

/** The value tuple of an option list, typed for z.enum. */
function valuesOf<const T extends readonly Option[]>(list: T) {
  return list.map((o) => o.value) as unknown as { [K in keyof T]: T[K]['value'] };
}

export const CollectionCategory = z.enum(valuesOf(COLLECTION_CATEGORIES));
export type CollectionCategory = options.CollectionCategory;
export const FeaturedCategory = CollectionCategory.exclude(['all']);
export type FeaturedCategory = options.FeaturedCategory;

export const DesignStyle = z.enum(DESIGN_STYLES);
export type DesignStyle = options.DesignStyle;
export const Metal = z.enum(METALS);
export type Metal = options.Metal;
export const Finish = z.enum(FINISHES);
export type Finish = options.Finish;

export const QuoteBudget = z.enum(valuesOf(QUOTE_BUDGETS));
export type QuoteBudget = options.QuoteBudget;
export const QuoteSize = z.enum(valuesOf(QUOTE_SIZES));
export type QuoteSize = options.QuoteSize;

export const TicketPriority = z.enum(valuesOf(TICKET_PRIORITIES));
export type TicketPriority = options.TicketPriority;
export const TicketCategory = z.enum(valuesOf(TICKET_CATEGORIES));
export type TicketCategory = options.TicketCategory;

export const CareerPosition = z.enum(valuesOf(CAREER_POSITIONS));
export type CareerPosition = options.CareerPosition;
export const ExperienceLevel = z.enum(valuesOf(EXPERIENCE_LEVELS));
export type ExperienceLevel = options.ExperienceLevel;
export const Availability = z.enum(valuesOf(AVAILABILITY));
export type Availability = options.Availability;

export const Carrier = z.enum(CARRIERS);
export type Carrier = options.Carrier;
export const OrderStatus = z.enum(valuesOf(ORDER_STATUSES));
export type OrderStatus = options.OrderStatus;
/** The only statuses the admin toggle sets (spec 02, section 7). */
export const ProductionStatus = z.enum(PRODUCTION_STATUSES);
export type ProductionStatus = options.ProductionStatus;

export const BagMaterial = z.enum(BAG_MATERIALS);
export type BagMaterial = options.BagMaterial;
/** The two materials after normalising ('.925 Silver' is stored as 'sterling-silver'). */
export const NormalMaterial = z.enum(NORMAL_MATERIALS);
export type NormalMaterial = options.NormalMaterial;

export const ChatRole = z.enum(CHAT_ROLES);
export type ChatRole = options.ChatRole;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = options.UserRole;

export const AdminItemKind = z.enum(ADMIN_ITEM_KINDS);
export type AdminItemKind = options.AdminItemKind;

export const InboxKind = z.enum(valuesOf(INBOX_KINDS));
export type InboxKind = options.InboxKind;
export const InboxStatus = z.enum(valuesOf(INBOX_STATUSES));
export type InboxStatus = options.InboxStatus;
