/** The response envelope every API answer carries (decision 0003). */
export type Envelope = {
  status_code: number;
  status: boolean;
  message: string;
  error: string[];
  /** On a few refusals the web app acts on: their stable code (e.g. AGE_AND_COUNTRY_REQUIRED). */
  code?: string;
};

export type EnvelopeWith<T> = Envelope & T;

/** The sentence shown when nothing more specific is known (spec 000 section 8). */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
