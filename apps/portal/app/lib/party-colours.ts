/**
 * The colours of the party-building pages (党建引领) wherever they show: a deep 党建红 that holds
 * the elder mode's 7:1 (white on it 8.5:1, it on white 8.5:1 and on the muted section 7.8:1), and
 * the gold of its rules (decoration only, never behind text).
 */
export const PARTY_RED = "#9b1015";
export const PARTY_GOLD = "#f4c542";
