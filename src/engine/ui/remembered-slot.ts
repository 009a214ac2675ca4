import type { readRememberedFields, saveRememberedFields } from './remembered-fields.ts';

/*
 * Where keeping fields in this browser joins the form: only a few calculators keep any (the
 * world clock's cities), so its loader (src/engine/kinds/loaders/rememberedFields.ts) puts it
 * here before those pages' islands start, and other pages never download it.
 */
interface RememberedStore {
  read: typeof readRememberedFields;
  save: typeof saveRememberedFields;
}

let loaded: RememberedStore | undefined;

export function registerRememberedStore(store: RememberedStore): void {
  loaded = store;
}

/** Reading and keeping fields, once loaded. */
export const rememberedStore = (): RememberedStore | undefined => loaded;
