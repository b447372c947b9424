/**
 * The longest question Si Wakaf takes, in the panel's box and among the visitor questions it learns from.
 * Visitors tell their story first (whose land, which mosque, who objects) and ask at the end: a limit of 300
 * characters cut the question off 24 of fresh set 24's 150 questions and changed 6 replies in Chromium
 * (decision 165). A long chat message fits.
 */
export const QUESTION_MAX_LENGTH = 1000;
