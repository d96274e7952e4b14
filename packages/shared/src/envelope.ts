/** The response envelope every API answer carries (decision 0003). */
export type Envelope = {
  status_code: number;
  status: boolean;
  message: string;
  error: string[];
  /** On a refusal the API decides: its stable code (e.g. EMAIL_NOT_VERIFIED), for a client that acts on it. */
  code?: string;
};

export type EnvelopeWith<T> = Envelope & T;

/** The sentence shown when nothing more specific is known (spec 000 section 8). */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
