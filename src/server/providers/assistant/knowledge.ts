/**
 * What the assistant knows about the shop: short passages written from the spec's facts (spec 02,
 * sections 1, 2, 8 and 9: the FAQ, policies, shipping, returns, materials, prices, the prompting
 * guide, the collections, quotes, contact and careers). Each passage is an answer in the brand's
 * voice (calm, full sentences, no exclamation marks); `keywords` holds the words and phrasings
 * customers use for it, which the index weighs most.
 */
import { COLLECTION_CATEGORIES, QUOTE_BUDGETS, QUOTE_SIZES } from '@shared/options';
import { DEFAULT_PRICE, formatPrice, SILVER_PRICE_PERCENT, SILVER_WEIGHT_PERCENT, silverPrice } from '@shared/pricing';

export interface ShopFacts {
  shopName: string;
  supportEmail: string;
  careersEmail: string;
}

export interface Passage {
  id: string;
  title: string;
  /** Words and phrasings that lead here, typos included: weighed most by the index. */
  keywords: string;
  /** The answer, in full sentences. */
  text: string;
  /** Design passages get prompt suggestions appended. */
  topic?: 'design';
}

/** The example the price passages use: a $480 gold piece. */
const EXAMPLE_GOLD = 480;

export function buildPassages(facts: ShopFacts): Passage[] {
  const { shopName, supportEmail, careersEmail } = facts;
  const categories = COLLECTION_CATEGORIES.filter((c) => c.value !== 'all').map((c) => c.label);
  const budgets = QUOTE_BUDGETS.map((b) => b.label).join(', ');
  const sizes = QUOTE_SIZES.map((s) => s.label).join(', ');
  const contactLine = `You can write to ${supportEmail} or use the contact form (Contact in the footer of every page), and we reply within 24 hours.`;

  return [
    {
      id: 'shipping',
      title: 'Shipping and delivery times',
      keywords:
        'shipping ship ships shipped delivery deliver delivered arrive arrives arrival how long take days business days transit courier post mail send dispatch dispatched worldwide international abroad overseas usa us united states domestic europe canada uk australia countries country express fast faster rush free cost insured insurance tracked tracking doorstep receive get it',
      text:
        `Shipping is always free, insured and tracked, worldwide to more than 50 countries. Once a piece is finished and dispatched, delivery takes 2-5 business days within the US and 5-10 business days internationally. ` +
        `Each piece is made to order first, which takes about 4-6 weeks, so please allow for both when planning a date. Outside the US, any duties and import taxes are the recipient's responsibility.`,
    },
    {
      id: 'shipping-cost',
      title: 'Free insured shipping',
      keywords: 'shipping cost free charge fee how much shipping pay for shipping postage delivery fee insured insurance tracked lost package stolen parcel',
      text:
        'Shipping is free on every order, and every parcel is insured and tracked, wherever it goes. We ship worldwide to more than 50 countries: delivery after dispatch takes 2-5 business days in the US and 5-10 business days internationally.',
    },
    {
      id: 'duties',
      title: 'Duties, customs and tax',
      keywords: 'duties duty customs import tax taxes vat gst tariff fees international outside us sales tax checkout charge extra hidden costs',
      text:
        'At checkout the tax is $0 and shipping is free. For deliveries outside the US, any duties and import taxes charged by the destination country are the recipient\'s responsibility. International delivery takes 5-10 business days after dispatch, and 2-5 business days within the US.',
    },
    {
      id: 'returns',
      title: 'Returns, exchanges and refunds',
      keywords:
        'return returns returning refund refunds money back exchange exchanges swap send back change mind dont like regret policy return policy final sale sales final store credit',
      text:
        `Because every piece is made to order for one person, all sales are final: we cannot accept cancellations, returns or exchanges. ` +
        `If a piece arrives with a defect, report it within 7 days of delivery with photos and a short description to ${supportEmail}; we will repair or replace it free of charge and send you a prepaid return label.`,
    },
    {
      id: 'cancel',
      title: 'Cancelling or changing an order',
      keywords: 'cancel cancellation cancelled canceling change order modify order edit order mistake wrong size stop order after paying',
      text:
        `Once an order is placed it cannot be cancelled, returned or exchanged: full payment is taken before production and each piece is made to order for you, so all sales are final. ` +
        `If something about your order needs attention, write to ${supportEmail} right away and our team will look at it with you. A defect reported within 7 days of delivery is repaired or replaced free.`,
    },
    {
      id: 'defects',
      title: 'Defects, damage and warranty',
      keywords:
        'defect defects defective broken break breaks breaking damaged damage faulty flaw scratched scratch bent warranty guarantee repair repaired replace replacement fix arrived broken clasp quality problem issue wrong item',
      text:
        `If your piece arrives with a defect, report it within 7 days of delivery, with photos and a description, to ${supportEmail}. ` +
        `We will repair, remake or replace it free of charge, and send a prepaid return label so it costs you nothing. Apart from defects, all sales are final.`,
    },
    {
      id: 'materials',
      title: 'Metals and materials',
      keywords:
        'metal metals material materials made of gold silver 14k 14 karat carat 925 sterling solid plated real genuine white gold rose gold yellow gold two tone tri tone platinum stainless steel brass nickel hypoallergenic options what metal',
      text:
        'Every piece is cast in solid 14k gold or .925 sterling silver, never plated. In the Design Lab you can choose Yellow Gold, White Gold, Rose Gold, three two-tone mixes, a tri-tone mix or Sterling Silver. ' +
        `A design's listed price is its 14k gold price; the .925 sterling silver version costs ${SILVER_PRICE_PERCENT} of it.`,
    },
    {
      id: 'solid',
      title: 'Solid, not plated',
      keywords: 'solid plated plating vermeil filled gold filled real gold fake tarnish fade hollow authentic genuine hallmark stamped',
      text:
        'Our pieces are always solid: solid 14k gold or solid .925 sterling silver, never plated, filled or hollow. That is why they keep their colour and can be worn every day for years.',
    },
    {
      id: 'production',
      title: 'Production time',
      keywords:
        'production make made making craft how long take weeks time turnaround lead time ready ready by when will it be ready soon made to order handmade cast casting rush urgent deadline christmas birthday wedding date',
      text:
        'Each piece is made to order at the bench, which takes about 4-6 weeks from payment. Full payment is taken before production begins. After dispatch, delivery takes 2-5 business days in the US or 5-10 business days internationally, with free insured shipping.',
    },
    {
      id: 'silver-price',
      title: 'Silver price rule',
      keywords:
        'silver sterling 925 price cost costs cheaper less expensive cheap difference compared versus vs percent percentage 65 discount how much silver version silver price gold price weight lighter',
      text:
        `The .925 sterling silver version of a design costs ${SILVER_PRICE_PERCENT} of its 14k gold price, rounded to the whole dollar: a piece at ${formatPrice(EXAMPLE_GOLD)} in gold is ${formatPrice(silverPrice(EXAMPLE_GOLD))} in silver. ` +
        `A silver piece weighs ${SILVER_WEIGHT_PERCENT} of the gold one. You can switch between the two on any product page.`,
    },
    {
      id: 'pricing',
      title: 'Prices',
      keywords:
        'price prices pricing cost costs how much expensive cheap budget afford usd dollars currency pay range typical average charm pendant price list starting from',
      text:
        `Each design is priced individually, in US dollars, from its size and weight: the Design Lab and every product page show the 14k gold price, and the .925 sterling silver version costs ${SILVER_PRICE_PERCENT} of it. ` +
        'Shipping is free and the tax at checkout is $0. For a piece with a particular budget in mind, Request a Quote and our artisans reply within 24-48 hours.',
    },
    {
      id: 'price-includes',
      title: 'What the price includes',
      keywords: 'price include includes included what do i get extra charges hidden total',
      text:
        'The price covers the piece itself, cast by hand in solid 14k gold or .925 sterling silver, its finishing at the bench, and free insured, tracked shipping. Tax at checkout is $0; outside the US any duties are the recipient\'s responsibility.',
    },
    {
      id: 'why-low',
      title: 'Why our prices are low',
      keywords: 'why cheap why low prices so low affordable inexpensive too good to be true markup retail compare jewelers stores',
      text:
        'Our prices stay low because every piece is made to order and cast in our own workshops, then sent directly to you: there is no stock to carry and no middleman. The metal is still solid 14k gold or .925 sterling silver.',
    },
    {
      id: 'unknown-price',
      title: 'Default price in the bag',
      keywords: 'bag cart wishlist 299 default price unknown price missing price no price shows',
      text:
        `When a design in the bag or the wishlist has no price of its own, it is charged the standard price of ${formatPrice(DEFAULT_PRICE)} in 14k gold (silver at ${SILVER_PRICE_PERCENT} of it). ` +
        'For anything you would like priced precisely, Request a Quote and our artisans reply within 24-48 hours.',
    },
    {
      id: 'exclusivity',
      title: 'Exclusivity upgrade',
      keywords: 'exclusive exclusivity upgrade one of one unique only one copy nobody else same design private design reproduce resell',
      text:
        'An exclusivity upgrade is available, so that your design is made for you alone and never offered to anyone else. Mention it in a Request a Quote or write to us, and our team will explain the terms.',
    },
    {
      id: 'locations',
      title: 'Locations',
      keywords: 'where located location locations based studio studios workshop workshops office address visit showroom store shop physical city country hollywood florida vancouver amsterdam eindhoven netherlands canada',
      text:
        'We cast our pieces in our own locations in Hollywood, Florida, in Vancouver, in Amsterdam and in Eindhoven. Orders are placed here in the shop and shipped worldwide, free and insured. To arrange anything in person, write to ' + supportEmail + ' first.',
    },
    {
      id: 'about',
      title: `About ${shopName}`,
      keywords: 'about who are you company founded founding since year history story started start began established how old brand team owner',
      text:
        `${shopName} was founded in 2015. We make custom jewelry to order: you describe a piece, we design it with you and cast it by hand in solid 14k gold or .925 sterling silver, ` +
        'in our locations in Hollywood FL, Vancouver, Amsterdam and Eindhoven.',
    },
    {
      id: 'design-lab',
      title: 'Designing your own piece',
      topic: 'design',
      keywords:
        'design designs create custom personalized personalised own idea ideas make my own draw generate generator design lab ai how does it work start begin charm pendant necklace gift present engrave engraving initials name photo picture style finish',
      text:
        'You can design your own piece in the Design Lab at /design: describe it in your own words, choose a style, metal and finish if you like, and press Generate Design. You see a render with its name, description and price in moments. ' +
        'When you like it, add it to your bag, or use Request a Quote (the quote dialog) to have our artisans refine it with you.',
    },
    {
      id: 'prompting',
      title: 'Prompting guide',
      topic: 'design',
      keywords: 'prompt prompts prompting guide tips writing describe description words better result good prompt advice how to describe wording',
      text:
        'Our Prompting Guide has six ideas: speak with clarity, keep the vision singular (one main idea), guide the style (cues such as Silhouette, Sculpted, Geometric or Ornate), add meaningful details, ' +
        'tell the story you want to wear, and trust the process. Try it in the Design Lab at /design.',
    },
    {
      id: 'collections',
      title: 'The collections',
      keywords: 'collection collections catalogue catalog browse categories category ready made existing designs shop pieces buy earrings bracelets necklaces engagement pets animals nature science medical sports hobbies symbols myth',
      text:
        `The Collection at /collections gathers our pieces in ${categories.length} categories: ${categories.join(', ')}. ` +
        'Every piece is offered in solid 14k gold or .925 sterling silver, and made to order for you.',
    },
    {
      id: 'quotes',
      title: 'Quotes',
      keywords: 'quote quotes request a quote custom quote estimate bespoke commission special request budget size reference image photo sketch how long quote hear back',
      text:
        `Use Request a Quote (in the menu, the footer or under a design) to describe a custom piece: your name, email, budget range (${budgets}), size (${sizes}), any special requests and an optional reference image. ` +
        'Our artisans review it and a tailored quote arrives within 24-48 hours.',
    },
    {
      id: 'sizes',
      title: 'Sizes',
      keywords: 'size sizes sizing dimensions big small large how big mm millimeters millimetres measurements tiny',
      text: `Pieces come in these sizes when you request a quote: ${sizes}. Each design in the Design Lab also shows its own measurements and weight.`,
    },
    {
      id: 'contact',
      title: 'Contact and support',
      keywords:
        'contact reach talk speak human person agent customer service support help email emails e-mail phone call number message messages answer reply respond response get in touch representative ticket support ticket complaint',
      text:
        `${contactLine} You can also Submit a Support Ticket from the footer; tickets are answered within 24 hours too. For a custom piece, Request a Quote and our artisans reply within 24-48 hours.`,
    },
    {
      id: 'careers',
      title: 'Careers',
      keywords: 'job jobs career careers work for you hiring hire apply application position vacancy employment join the team craftsperson jeweler developer designer',
      text:
        `We are glad to hear from people who would like to join us. Open Join the Team in the footer: we look for craftspeople, technology, design and customer-experience talent, and you can apply there with the form, or email ${careersEmail}.`,
    },
    {
      id: 'payment',
      title: 'Payment',
      keywords: 'payment pay paying card credit debit visa mastercard amex paypal apple pay installments secure security safe checkout deposit full payment upfront',
      text:
        'We take payment by card at checkout, in US dollars. Full payment is taken before production begins. Your payment information is secure and encrypted, and we never store your card details.',
    },
    {
      id: 'orders-page',
      title: 'My Orders',
      keywords: 'my orders order history account see orders view orders status badge tracking number track package where find order confirmation email receipt',
      text:
        'Once you are signed in, My Orders (/orders) lists every order with its status, and its carrier, tracking number and shipping date once it ships. A confirmation email is sent when you order. ' +
        'Orders move from pending to in production, then shipped and delivered.',
    },
    {
      id: 'account',
      title: 'Accounts',
      keywords: 'account sign up signup register login log in sign in password forgot password member membership create account',
      text:
        'You can create an account or log in from the top bar (Sign In or Sign Up). With an account your bag and wishlist follow you, and My Orders shows your orders and their tracking. If you forgot your password, use Forgot your password in the login dialog.',
    },
    {
      id: 'bag',
      title: 'Bag and wishlist',
      keywords: 'bag cart basket wishlist favorites save saved add to bag quantity how many maximum limit ten',
      text:
        'Add a piece to your bag from its product page, in 14k gold or .925 silver, from 1 to 10 of each. Save pieces you love to your wishlist with the heart. Shipping is free and tax at checkout is $0.',
    },
    {
      id: 'craft',
      title: 'Our craft',
      keywords: 'craft how made process casting cast finishing polish polishing handmade by hand bench artisan artisans jeweler quality authenticity',
      text:
        'Each piece is cast in solid metal, then finished by hand at the bench: cut, filed and polished, or given a vintage or brushed finish. Authenticity matters to us: our gold is solid 14k and our silver .925 sterling.',
    },
    {
      id: 'finishes',
      title: 'Styles and finishes',
      keywords: 'style styles finish finishes polished vintage brushed matte shiny minimalist ornate celtic gothic geometric filigree celestial baroque floral abstract detailed flat',
      text:
        'In the Design Lab you can choose a style (Detailed, Flat, Abstract, Minimalist, Ornate, Floral, Celtic, Gothic, Geometric, Filigree, Celestial or Baroque) and a finish: Polished, Vintage or Brushed.',
    },
    {
      id: 'stones',
      title: 'Stones and special requests',
      keywords: 'diamond diamonds gem gems gemstone gemstones stone stones birthstone ruby sapphire emerald pearl enamel colour color',
      text:
        'Pieces from the Design Lab are cast in metal alone. For stones or any special request, use Request a Quote and describe what you have in mind; our artisans reply within 24-48 hours.',
    },
    {
      id: 'products',
      title: 'What we make',
      keywords: 'ring rings watch watches chain chains anklet brooch cufflinks keychain keyring belt buckle grillz piercing nose ring body jewelry men mens unisex',
      text:
        'We make charms and pendants, necklaces, earrings and bracelets, each in solid 14k gold or .925 sterling silver. For another kind of piece, or a question about chains, describe it in Request a Quote and our artisans reply within 24-48 hours; ' +
        `or write to ${supportEmail}.`,
    },
    {
      id: 'care',
      title: 'Caring for your piece',
      keywords: 'clean cleaning care caring polish polishing tarnish tarnishing store storing storage maintain maintenance shower swim swimming sleep water wear daily everyday',
      text:
        `Solid 14k gold and .925 sterling silver are made to be worn. For advice on caring for your particular piece, our team is glad to help: write to ${supportEmail} or use the contact form, and we reply within 24 hours.`,
    },
    {
      id: 'discounts',
      title: 'Discounts',
      keywords: 'discount discounts code coupon coupons promo promotion promotions sale sales voucher student military deal deals black friday offer offers cheaper bulk',
      text:
        'I have no discount codes to share here. Our prices are already kept low because each piece is made to order and sent directly to you, and shipping is always free. ' +
        `For a particular budget, Request a Quote and our artisans reply within 24-48 hours, or write to ${supportEmail}.`,
    },
    {
      id: 'gifts',
      title: 'Gifts',
      keywords: 'gift wrap wrapping gift box box boxed packaging packaged pouch present note card message ship to someone else different address surprise',
      text:
        `A made-to-order piece makes a lasting gift; you can design one in the Design Lab at /design. For gift wrapping, a note, or delivery to another address, please write to ${supportEmail} and our team will tell you what we can arrange.`,
    },
    {
      id: 'assistant',
      title: 'This assistant',
      keywords: 'bot robot chatbot ai assistant human real person automated machine who am i talking',
      text:
        `I am the ${shopName} assistant: I can answer questions about our pieces, prices, shipping, policies and your orders. To reach a person, write to ${supportEmail} or use the contact form in the footer, and we reply within 24 hours.`,
    },
    {
      id: 'policies',
      title: 'Policies and privacy',
      keywords: 'privacy policy terms of service terms conditions data personal information gdpr law governed wisconsin legal age children under 16 effective',
      text:
        'Our Privacy Policy and Terms of Service are in the footer. They took effect on January 1, 2025, are governed by Wisconsin law, and our shop does not target customers under 16.',
    },
  ];
}
