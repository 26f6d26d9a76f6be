/**
 * The shop's published identity. The server rewrites these meta tags in index.html at serve time
 * (SHOP_NAME, SUPPORT_EMAIL, CAREERS_EMAIL); the defaults below are the embedded ones.
 */
export const SITE_DEFAULTS = {
  name: 'Aurum Atelier',
  supportEmail: 'support@aurumatelier.com',
  careersEmail: 'careers@aurumatelier.com',
} as const;

export interface SiteInfo {
  name: string;
  supportEmail: string;
  careersEmail: string;
  /** The card processor the server uses: its checkout field is shown from the start. */
  payments: 'test' | 'stripe' | 'none';
  /** Stripe's publishable key (public by design), when payments is 'stripe'. */
  stripeKey: string;
}

function readMeta(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return value ? value : fallback;
}

let cached: SiteInfo | null = null;

/** The shop's name and addresses, read once from the page's meta tags. */
export function getSite(): SiteInfo {
  if (!cached) {
    cached = {
      name: readMeta('shop:name', SITE_DEFAULTS.name),
      supportEmail: readMeta('shop:support-email', SITE_DEFAULTS.supportEmail),
      careersEmail: readMeta('shop:careers-email', SITE_DEFAULTS.careersEmail),
      payments: readMeta('shop:payments', 'test') as SiteInfo['payments'],
      stripeKey: readMeta('shop:stripe-key', ''),
    };
  }
  return cached;
}

/** Convenience for components: the values never change while the page lives. */
export const site: SiteInfo = new Proxy({} as SiteInfo, {
  get: (_target, key: keyof SiteInfo) => getSite()[key],
});

/** Copyright year printed in the footer (spec: 2025). */
export const COPYRIGHT_YEAR = 2025;
