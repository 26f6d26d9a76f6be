/** Dates as the documents write them: 'January 5, 2026', in UTC like the order mails. */
const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const documentDate = (date: Date) => LONG.format(date);
