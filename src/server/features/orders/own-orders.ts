/**
 * Which orders are a member's own: those placed signed in, and those a guest paid for with the
 * member's address once a mailed link proved the address theirs (not the confirmed flag, which
 * EMAIL_CONFIRMATION=false sets at sign-up without any proof). My Orders and the assistant read this.
 */
import { eq, or } from 'drizzle-orm';
import { orders } from '../../db/schema';

export function ownOrders(member: { id: string; email: string; emailProven: boolean }) {
  return member.emailProven ? or(eq(orders.userId, member.id), eq(orders.customerEmail, member.email.toLowerCase())) : eq(orders.userId, member.id);
}
