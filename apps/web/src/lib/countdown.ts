/**
 * Countdowns to a tournament's registration close and start, in whole minutes: the text changes at most once
 * a minute, so it never reads as a ticking clock to a screen reader (it is no live region either).
 */
import { useEffect, useState } from 'react';
import type { Language } from './i18n/languages';
import { shownLanguage } from './i18n/shown-language';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '4 days', '4 Tage', '4 dni': Intl's own unit names in the page's language (decision 0062, "Formats"). */
const unitFormats = new Map<string, Intl.NumberFormat>();
function unit(n: number, name: 'day' | 'hour' | 'minute'): string {
  const language = shownLanguage();
  if (language === 'en') return `${n} ${name}${n === 1 ? '' : 's'}`;
  const key = `${language}|${name}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format.format(n);
}

const UNDER_A_MINUTE: Record<Language, string> = {
  en: 'less than a minute',
  de: 'weniger als einer Minute',
  fr: 'moins d’une minute',
  es: 'menos de un minuto',
  it: 'meno di un minuto',
  pl: 'mniej niż minutę',
};

/** '2 days 4 hours', '3 hours 5 minutes', '12 minutes', 'less than a minute'; null once the time has come. */
export function timeLeft(target: string | Date, now: number): string | null {
  const left = new Date(target).getTime() - now;
  if (Number.isNaN(left) || left <= 0) return null;
  if (left < MINUTE) return UNDER_A_MINUTE[shownLanguage()];
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  return unit(minutes, 'minute');
}

/** The current time, renewed at the start of every minute (not every second: see the module's note). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        MINUTE - (Date.now() % MINUTE) + 50,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
