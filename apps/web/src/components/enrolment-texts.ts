/** The enrolment texts pages show before the dialog loads (spec 000 sections 2 and 8), apart so pages stay light. */
export const PLEASE_LOGIN_FIRST = 'Please Login First';
