/**
 * The one form an e-mail address is stored, compared and throttled in: trimmed, Unicode NFKC, then
 * case-folded in JavaScript (upper then lower case folds ß to ss, ſ to s, the Kelvin sign to k).
 * Comparisons are made on this stored form, never with PostgreSQL's lower(): its rules differ from
 * JavaScript's (İ, ß...), and a limit keyed on one form while the lookup matches by the other is
 * how look-alike addresses got a fresh count of failed logins.
 */
export const canonicalEmail = (email: string): string => email.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
