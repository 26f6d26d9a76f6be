// Every user-facing text of the spec, word for word, grouped by area in this folder: one file per
// area, so a page's bundle carries only its own texts. Toasts are { title, description }; texts that
// show an address or a number are functions of it.

export interface Notice {
  title: string;
  description?: string;
}

export const notice = (title: string, description?: string): Notice => (description === undefined ? { title } : { title, description });
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
