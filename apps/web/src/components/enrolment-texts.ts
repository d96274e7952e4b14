/** The enrolment texts of the spec (000 sections 2 and 8), apart from the dialog so pages stay light. */
export const ENROLMENT_TITLE = 'Tournament Enrollment';
export const NO_TEAMS = 'No teams, please create teams first!';
export const PLEASE_LOGIN_FIRST = 'Please Login First';
export const SELECT_A_TEAM = 'Please select a team';
