import type { Design } from '@shared/contracts/designs';
import { designLabMessages } from '@shared/messages/design-lab';
import { openDialog } from '../../lib/dialog-store';
import type { GenerationInputs } from './use-design-generation';

type Shareable = Pick<Design, 'id' | 'name' | 'description'>;

/** The address of a design's own page. */
export function productUrl(design: Pick<Design, 'id'>): string {
  return new URL(`/product/${design.id}`, window.location.origin).toString();
}

/** '{name}.png', with the characters file systems refuse taken out. */
export function pngFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return `${safe || designLabMessages.defaultName}.png`;
}

/** Download (spec 02, section 8): fetch the 1024 px PNG and save it as '{name}.png'; on failure an alert. */
export async function downloadDesign(design: Pick<Design, 'name' | 'imagePngUrl'>): Promise<void> {
  try {
    if (!design.imagePngUrl) throw new Error('No image to download');
    const res = await fetch(design.imagePngUrl);
    if (!res.ok) throw new Error(`Download failed: ${res.status}`);
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = pngFileName(design.name);
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    console.error('Download failed', error);
    window.alert(designLabMessages.downloadFailed);
  }
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* fall through to the older way */
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * Share (spec 02, Design Lab): the device's own share sheet with the design's page; where there is
 * none, the link is copied and an alert says so. A cancelled share is only logged.
 */
export async function shareDesign(design: Shareable): Promise<void> {
  const url = productUrl(design);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: design.name, text: design.description, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        console.info('Share cancelled');
        return;
      }
      console.warn('Share failed, copying the link instead', error);
    }
  }
  await copyText(url);
  window.alert(designLabMessages.linkCopied);
}

/** Request a Quote / Make It Real: the quote dialog with the design's summary (spec 02, section 3). */
export function requestQuote(design: Pick<Design, 'id' | 'name' | 'imageUrl'> & { style?: string | null }, inputs?: GenerationInputs): void {
  openDialog('quote', {
    design: {
      id: design.id,
      name: design.name,
      material: inputs?.material ?? null,
      style: inputs ? inputs.designStyle || designLabMessages.styleNone : (design.style ?? null),
      imageUrl: design.imageUrl,
    },
  });
}
