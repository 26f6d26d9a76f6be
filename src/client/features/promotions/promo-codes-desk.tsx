import type { ReactNode } from 'react';
import type { PromoCodeView } from '@shared/contracts/promotions';
import { promoAdminMessages as text } from '@shared/messages/promotions';
import { formatPrice } from '@shared/pricing';
import { DeskHeader, DeskPage, DeskSection, DeskTitle } from '../../components/layout/desk-page';
import { ListStates } from '../../components/states/list-states';
import { Bar, LoadingState } from '../../components/states/skeleton';
import { Button } from '../../components/ui/button';
import { toastWrite } from '../../components/ui/toast-write';
import { cn } from '../../lib/cn';
import { usePromoCodes, useSwitchPromoCode } from './api/admin-promo-codes';
import { CreatePromoForm } from './create-promo-form';

/** The list's columns from 768 px: code, conditions, dates, uses, status, switch; a card per code below. */
const COLUMNS = 'md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,0.7fr)_minmax(0,0.6fr)_8.5rem] md:items-center';

/** '2026-12-31', the day a code's date falls on in UTC (the days the admin typed). */
const day = (iso: string | null) => iso?.slice(0, 10) ?? null;

function conditions(code: PromoCodeView): string {
  return [
    code.minSubtotal > 0 ? `${formatPrice(code.minSubtotal)}+` : text.anyBag,
    code.perCustomerLimit === null ? null : text.perCustomer(code.perCustomerLimit),
  ].filter(Boolean).join(' · ');
}

function dates(code: PromoCodeView): string {
  const from = day(code.startsAt);
  const until = day(code.endsAt);
  if (!from && !until) return text.always;
  return [from ? text.from(from) : null, until ? text.until(until) : null].filter(Boolean).join(' ');
}

/** One code: what it takes off, its conditions, dates and uses, and the switch. A row on wide screens, a card below. */
function CodeRow({ code, history }: { code: PromoCodeView; history?: ReactNode }) {
  const switching = useSwitchPromoCode();
  const toggle = () => toastWrite(
    () => switching.mutateAsync({ id: code.id, active: !code.active }),
    (next) => ({ title: next.active ? text.switchedOn(next.code) : text.switchedOff(next.code) }),
    text.failed,
  );
  const label = 'font-sans text-[11px] uppercase tracking-[0.16em] text-graphite md:sr-only';
  return (
    <li className={cn('grid grid-cols-2 gap-x-4 gap-y-3 p-5 sm:px-6', COLUMNS, !code.active && 'bg-ivory/50 text-graphite')} data-testid="promo-row" data-code={code.code}>
      <div className="col-span-2 md:col-span-1">
        <p className="font-sans text-[15px] font-medium tracking-[0.06em] text-ink" data-testid="promo-row-code">{code.code}</p>
        <p className="mt-0.5 font-sans text-sm text-graphite">{code.description}</p>
      </div>
      <div>
        <p className={label}>{text.columns.conditions}</p>
        <p className="font-sans text-sm">{conditions(code)}</p>
      </div>
      <div>
        <p className={label}>{text.columns.dates}</p>
        <p className="font-sans text-sm">{dates(code)}</p>
      </div>
      <div>
        <p className={label}>{text.columns.uses}</p>
        <p className="font-sans text-sm tabular-nums text-ink" data-testid="promo-row-uses">{text.uses(code.uses, code.maxUses)}</p>
        {code.reserved ? <p className="font-sans text-xs text-graphite">{text.reserved(code.reserved)}</p> : null}
      </div>
      <div>
        <p className={label}>{text.columns.status}</p>
        <span className={cn('inline-flex items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.14em]', code.active ? 'text-success' : 'text-graphite')} data-testid="promo-row-status">
          <span aria-hidden className={cn('size-2 rounded-full', code.active ? 'bg-success' : 'bg-hairline')} />
          {code.active ? text.active : text.off}
        </span>
      </div>
      <div className="col-span-2 md:col-span-1 md:text-right">
        <Button variant="secondary" size="sm" onClick={toggle} disabled={switching.isPending} className="w-full md:w-auto" data-testid="promo-row-switch">
          {code.active ? text.switchOff : text.switchOn}
        </Button>
      </div>
      {history ? <div className="col-span-2 md:col-span-full">{history}</div> : null}
    </li>
  );
}

/** The admin's promo codes (issue 26, point 1): a form for a new code, and every code with its uses and its switch. */
export function PromoCodesDesk({ history }: { history?: (codeId: string) => ReactNode } = {}) {
  const list = usePromoCodes();
  const codes = list.data?.codes ?? [];
  return (
    <DeskPage heading={text.heading} lead={text.lead}>
      <div className="flex flex-col gap-8">
        <CreatePromoForm />
        <DeskSection labelledBy="all-codes" testId="promo-codes">
          <DeskHeader className="p-5 sm:p-6">
            <DeskTitle id="all-codes">{text.allCodes(codes.length)}</DeskTitle>
          </DeskHeader>
          <ListStates
            list={list}
            failed={{ title: text.loadFailed, retry: text.tryAgain }}
            loading={
              <LoadingState label="Loading promo codes" className="flex flex-col gap-4 p-6">
                <Bar className="h-5 w-1/3" />
                <Bar className="h-5 w-1/2" />
              </LoadingState>
            }
            empty={{ when: codes.length === 0, text: text.empty, testId: 'promo-empty' }}
          >
            <div aria-hidden className={cn('hidden gap-x-4 border-b border-hairline bg-ivory/70 px-6 py-3 md:grid', COLUMNS)}>
              {[text.columns.code, text.columns.conditions, text.columns.dates, text.columns.uses, text.columns.status, ''].map((column, i) => (
                <p key={i} className="whitespace-nowrap font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">{column}</p>
              ))}
            </div>
            <ul className="divide-y divide-hairline" aria-label={text.heading}>
              {codes.map((code) => <CodeRow key={code.id} code={code} history={history?.(code.id)} />)}
            </ul>
          </ListStates>
        </DeskSection>
      </div>
    </DeskPage>
  );
}
