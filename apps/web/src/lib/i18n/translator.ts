/** What `useT()` and an area's hook hand to components: `t` for plain text, `tRich` for text with tags. */
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

export type RichValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;

export interface Translator {
  /** `t('area.key', { name })`: the text in the shown language. */
  t: (id: string, values?: Record<string, string | number>) => string;
  /** `tRich('area.key', { b: (chunks) => <b>{chunks}</b> })`: a message with tags mapped to elements. */
  tRich: (id: string, values: RichValues) => ReactNode;
  /** The language the text is in (for `Intl` formats that follow it). */
  locale: string;
}

export function translator(intl: IntlShape): Translator {
  return {
    t: (id, values) => intl.formatMessage({ id }, values),
    tRich: (id, values) => intl.formatMessage({ id }, values),
    locale: intl.locale,
  };
}
