import 'server-only';
import { AttemptLimiter } from '@/lib/api/attempt-limiter';
import { inMinutes } from '@/lib/auth/attempt-limits';

/*
 * The provider takes any number of tickets and replies from a buyer. These bound what one account
 * can put in the support team's queue in an hour; a buyer writing to support as people do never
 * meets them. Counted per buyer (buyerKey), like the other limits, across instances with REDIS_URL.
 */

const HOUR = 60 * 60_000;

export const newTickets = new AttemptLimiter('ticket-create', { max: 10, windowMs: HOUR });
export const ticketReplies = new AttemptLimiter('ticket-reply', { max: 30, windowMs: HOUR });

export const tooManyTickets = (minutes: number) => `You have opened many tickets in the last hour. Please try again in ${inMinutes(minutes)}.`;
export const tooManyReplies = (minutes: number) => `You have sent many replies in the last hour. Please try again in ${inMinutes(minutes)}.`;
