import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { InfoDialogBody, SupportEmail } from './info-dialog-body';

const QUESTIONS: ReadonlyArray<{ id: string; question: string; answer: ReactNode }> = [
  {
    id: 'solid',
    question: 'Is your jewelry solid or plated?',
    answer: (
      <p>
        Always solid. Every piece is cast in solid 14k gold or .925 sterling silver, through and through. We never use
        plating, gold fill or vermeil.
      </p>
    ),
  },
  {
    id: 'production',
    question: 'How long does it take to make my piece?',
    answer: (
      <p>
        Production takes about 4-6 weeks from the day your payment is received. Shipping follows: 2-5 business days
        within the US and 5-10 business days elsewhere.
      </p>
    ),
  },
  {
    id: 'exclusive',
    question: 'Can my design be mine alone?',
    answer: (
      <p>
        Yes. The exclusivity upgrade withdraws your design from the public collection, so it is cast once, for you, and
        never offered to anyone else. Ask for it when you request a quote.
      </p>
    ),
  },
  {
    id: 'returns',
    question: 'Can I cancel, return or exchange an order?',
    answer: (
      <p>
        Because every piece is made to order for one person, all sales are final. Once an order is placed it cannot be
        cancelled, returned or exchanged. Please review your design, metal and size carefully before you pay.
      </p>
    ),
  },
  {
    id: 'defects',
    question: 'What if my piece arrives with a defect?',
    answer: (
      <p>
        We will make it right at no cost. Write to <SupportEmail /> within seven days of delivery with photos and a short
        description. We will send a prepaid return label and repair, remake or replace the piece free of charge.
      </p>
    ),
  },
  {
    id: 'shipping',
    question: 'Do you ship internationally?',
    answer: (
      <p>
        Yes. Shipping is free, insured and tracked to more than 50 countries. Outside the US, any import duties and
        taxes are the recipient&rsquo;s responsibility.
      </p>
    ),
  },
  {
    id: 'locations',
    question: 'Where are your pieces made?',
    answer: <p>In our casting workshops in Hollywood, Florida; Vancouver; Amsterdam and Eindhoven. Each piece is finished and inspected by hand before it ships.</p>,
  },
  {
    id: 'price',
    question: 'What does the price include?',
    answer: (
      <p>
        The solid metal, casting, hand finishing and inspection, and free insured shipping with tracking. Prices are in
        US dollars and nothing is added at checkout. Duties outside the US are the only exception.
      </p>
    ),
  },
  {
    id: 'value',
    question: 'Why are your prices lower than a traditional jeweller\u2019s?',
    answer: (
      <p>
        We make only what is ordered, so we hold no stock and mark nothing down. There are no showrooms or middlemen
        between our workshops and you, and design happens in the Design Lab rather than over weeks of sketches. The
        saving is yours; the metal and the craft are not compromised.
      </p>
    ),
  },
];

export default function FaqDialog() {
  return (
    <InfoDialogBody eyebrow="Client care" title="Common Questions" lead="Answers to what clients ask us most often, from materials to production time.">
      <Accordion.Root type="single" collapsible className="border-t border-hairline" data-testid="faq">
        {QUESTIONS.map(({ id, question, answer }) => (
          <Accordion.Item key={id} value={id} className="border-b border-hairline">
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left font-display text-[20px] font-medium leading-snug text-ink transition-colors hover:text-gold-deep">
                  {question}
                  <ChevronDown size={20} strokeWidth={1.5} aria-hidden className="shrink-0 text-graphite transition-transform duration-200 ease-out group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="pb-5 font-sans text-base leading-relaxed text-graphite">{answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </InfoDialogBody>
  );
}
