import { createRequire } from 'node:module';
import type { FoundSubject, IconShape } from '../../src/server/providers/images/procedural/subjects/types';

// Icons straight from the Iconify sets (devDependencies), for tests and scripts that draw subjects
// without the built subject library.

const require = createRequire(import.meta.url);

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

/** 'game-icons:owl' as the library keeps it: Tabler's line icons are stroked, the rest filled. */
export function iconifyIcon(id: string): IconShape {
  const [prefix, name] = id.split(':');
  const set = require(`@iconify-json/${prefix}/icons.json`) as IconifySet;
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`No icon ${id}`);
  return {
    id,
    body: icon.body,
    width: icon.width ?? set.width ?? 16,
    height: icon.height ?? set.height ?? 16,
    stroked: prefix === 'tabler' && !name.endsWith('-filled'),
  };
}

/** A subject found in a prompt, drawn by that icon. */
export function foundIcon(id: string, subject: string, words = subject, match: FoundSubject['match'] = 'exact'): FoundSubject {
  const title = subject.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return {
    subject: { id: subject, title, noun: `${/^[aeiou]/.test(subject) ? 'an' : 'a'} ${subject}`, category: 'pets-animals', icon: iconifyIcon(id) },
    words,
    at: 0,
    match,
  };
}
