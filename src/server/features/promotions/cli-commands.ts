/**
 * The promo code commands of `npm run cli` (src/server/cli.ts), on the same contract and use cases
 * as the admin's page: promo-create, promo-list, promo-off, promo-on.
 */
import { CreatePromoCodeBody, type PromoCodeView } from '@shared/contracts/promotions';
import { formatPrice } from '@shared/pricing';
import type { Db } from '../../db/client';
import { COMMAND_LINE } from '../admin/record-action';
import { createPromoCode, listPromoCodes, setPromoCodeActiveByCode } from './admin-promo-codes';

type WithDb = <T>(fn: (db: Db) => Promise<T>) => Promise<T>;

const CREATE_USAGE = 'promo-create CODE --percent N | --fixed DOLLARS [--min DOLLARS] [--from DATE] [--until DATE] [--uses N] [--per-customer N|unlimited] [--material gold|silver]';

/** `--name value` pairs after the code; a flag given twice, without a value or unknown is an error. */
function readFlags(args: string[]): Record<string, string> {
  const known = new Set(['percent', 'fixed', 'min', 'from', 'until', 'uses', 'per-customer', 'material']);
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i].replace(/^--/, '');
    if (!args[i].startsWith('--') || !known.has(name)) throw new Error(`Unknown option ${args[i]}. Usage: ${CREATE_USAGE}`);
    if (args[i + 1] === undefined || args[i + 1].startsWith('--')) throw new Error(`--${name} needs a value.`);
    if (name in flags) throw new Error(`--${name} is given twice.`);
    flags[name] = args[i + 1];
  }
  return flags;
}

const numberOf = (text: string | undefined) => (text === undefined ? undefined : /^\d+$/.test(text) ? Number(text) : Number.NaN);

/** The body the admin's page would send, from the command line; the contract checks it. */
export function createBodyFromArgs([code, ...rest]: string[]): ReturnType<typeof CreatePromoCodeBody.parse> {
  if (!code || code.startsWith('--')) throw new Error(`Which code? npm run cli -- ${CREATE_USAGE}`);
  const flags = readFlags(rest);
  if (('percent' in flags) === ('fixed' in flags)) throw new Error('Give either --percent N or --fixed DOLLARS.');
  const perCustomer = flags['per-customer'];
  const parsed = CreatePromoCodeBody.safeParse({
    code,
    kind: 'percent' in flags ? 'percent' : 'fixed',
    amount: numberOf(flags.percent ?? flags.fixed),
    ...(flags.min !== undefined ? { minSubtotal: numberOf(flags.min) } : {}),
    ...(flags.from !== undefined ? { startsAt: flags.from } : {}),
    ...(flags.until !== undefined ? { endsAt: flags.until } : {}),
    ...(flags.uses !== undefined ? { maxUses: numberOf(flags.uses) } : {}),
    ...(perCustomer !== undefined ? { perCustomerLimit: perCustomer === 'unlimited' ? null : numberOf(perCustomer) } : {}),
    ...(flags.material !== undefined ? { materials: flags.material } : {}),
  });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('\n'));
  }
  return parsed.data;
}

/** One line per code: 'SPRING10  10% off  active  3 of 100 uses  ...'. */
export function describeCode(code: PromoCodeView): string {
  const conditions = [
    code.minSubtotal > 0 ? `min ${formatPrice(code.minSubtotal)}` : null,
    code.startsAt ? `from ${code.startsAt.slice(0, 10)}` : null,
    code.endsAt ? `until ${code.endsAt.slice(0, 10)}` : null,
    code.perCustomerLimit === null ? 'no limit per customer' : `${code.perCustomerLimit} per customer`,
  ].filter(Boolean).join(', ');
  const uses = `${code.uses}${code.maxUses === null ? '' : ` of ${code.maxUses}`} used${code.reserved ? `, ${code.reserved} in checkout` : ''}`;
  return `${code.code}  ${code.description}  ${code.active ? 'active' : 'off'}  ${uses}  (${conditions})`;
}

export function promoCodeCommands(withDb: WithDb) {
  return {
    'promo-create': {
      usage: `${CREATE_USAGE}    create a promo code`,
      run: async (args: string[]) => {
        const body = createBodyFromArgs(args);
        return `Created ${describeCode(await withDb((db) => createPromoCode(db, body, COMMAND_LINE)))}`;
      },
    },
    'promo-list': {
      usage: 'promo-list    every promo code with its uses',
      run: async (_args: string[]) => {
        const { codes } = await withDb((db) => listPromoCodes(db));
        return codes.length ? codes.map(describeCode).join('\n') : 'No promo codes yet.';
      },
    },
    'promo-off': {
      usage: 'promo-off CODE    switch a promo code off',
      run: async ([code]: string[]) => {
        if (!code) throw new Error('Which code? npm run cli -- promo-off CODE');
        return `Switched off ${describeCode(await withDb((db) => setPromoCodeActiveByCode(db, COMMAND_LINE, code, false)))}`;
      },
    },
    'promo-on': {
      usage: 'promo-on CODE    switch a promo code on again',
      run: async ([code]: string[]) => {
        if (!code) throw new Error('Which code? npm run cli -- promo-on CODE');
        return `Switched on ${describeCode(await withDb((db) => setPromoCodeActiveByCode(db, COMMAND_LINE, code, true)))}`;
      },
    },
  };
}
